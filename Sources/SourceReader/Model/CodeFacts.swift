import OrientationResolver
import OrientationWire

/// A storyboard scene the code or another storyboard can instantiate: by its `storyboardIdentifier`, or as its
/// storyboard's initial controller (key `@initial:Name`).
public struct StoryboardScene: Sendable {
    public var shown: String
    public var navigationRoot: String?
    /// The `modalPresentationStyle` the scene's controller is given in the storyboard.
    public var presentationStyle: String?
    public var file: String
    public var line: Int
}

/// A rotation the code asks for (semantics §8), in the class that asks: `requestGeometryUpdate(.iOS(interfaceOrientations:))`,
/// `UIDevice.current.setValue(…, forKey: "orientation")`, `setNeedsUpdateOfSupportedInterfaceOrientations()` or
/// `attemptRotationToDeviceOrientation()`.
/// A change of a property an orientation mask reads, not announced to UIKit (mask-change-not-announced).
public struct MaskChange: Sendable {
    public var property: String
    /// Whose mask reads it, as printed: a controller class, or the app delegate's method.
    public var owner: String
    /// The controller class (as the model keys it) whose supportedInterfaceOrientations reads it; nil for the app
    /// delegate's mask.
    public var ownerClass: String?
    public var change: FileSource
    /// The value assigned there, evaluated as a mask.
    public var value: CodeValue?
}

public struct RotationCall: Sendable {
    public enum Kind: String, Sendable {
        case requestGeometryUpdate, setDeviceOrientation, updateSupportedOrientations
    }
    public var kind: Kind
    /// The requested mask (requestGeometryUpdate) or the orientation passed to the setter; nil for the update calls.
    public var value: CodeValue?
    /// The setter's argument is a UIInterfaceOrientation constant (UIKit reads it by value as a device orientation).
    public var interfaceConstant = false
    public var inClass: String?
    public var file: String
    public var line: Int
    /// The method as the code calls it (`attemptRotationToDeviceOrientation`, `setNeedsUpdateOf…`, …).
    public var called = ""
    /// The lines of the function (or Objective-C method) that makes a geometry request.
    public var function: ClosedRange<Int>? = nil
}

/// Something the reader could not see, at its line: an `info` finding, `unparsed-source` for a file SwiftParser
/// could not read whole, else `code-not-read` (docs/rules.md).
public struct SourceNote: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    /// `code-not-read`, or `unparsed-source` for a file SwiftParser could not read whole.
    public var rule: Rule

    public init(file: String, line: Int, message: String, rule: Rule = .codeNotRead) {
        self.file = file
        self.line = line
        self.message = message
        self.rule = rule
    }

    public var description: String { "\(file):\(line): \(message) [\(rule.id)]" }
}
