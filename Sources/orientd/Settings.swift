import ArgumentParser
import Logging
import OrientationResolver
import OrientationServer
import SourceReader
import Prometheus

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CLI flag, else environment variable, else default. A variable that does not parse is an error, not a default.
func setting<T>(_ flag: T?, _ variable: String, default fallback: T, parse: (String) -> T?) throws -> T {
    if let flag { return flag }
    guard let raw = getenv(variable) else { return fallback }
    let text = String(cString: raw)
    guard let value = parse(text) else { throw ValidationError("\(variable)=\(text) is not a valid value.") }
    return value
}

/// ORIENTD_MAX_BODY_BYTES → max-body-bytes, for messages that name the option either way.
func flagName(_ variable: String) -> String {
    variable.dropFirst("ORIENTD_".count).lowercased().replacing("_", with: "-")
}

/// A named choice (log level, log format) from the flag or the environment variable, else the default.
func named<T: RawRepresentable & CaseIterable>(_ flag: String?, _ variable: String, default fallback: T) throws -> T
where T.RawValue == String {
    let name = try setting(flag, variable, default: fallback.rawValue) { $0 }
    guard let value = T(rawValue: name) else {
        let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw ValidationError("\(flagName(variable)) must be one of \(choices), given \(name).")
    }
    return value
}

func positive(_ flag: Int?, _ variable: String, default fallback: Int, min: Int = 1, max: Int) throws -> Int {
    let value = try setting(flag, variable, default: fallback) { Int($0) }
    guard value >= min && value <= max else {
        throw ValidationError("\(flagName(variable)) must be between \(min) and \(max), given \(value).")
    }
    return value
}
