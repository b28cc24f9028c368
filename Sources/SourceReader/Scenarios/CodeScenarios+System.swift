import OrientationResolver

/// UIKit's own controllers presented: what the reader does not know of them.
extension CodeScenarios {
    /// What a presented controller of UIKit's own leaves unknown: its mask, where no code answers it; its style,
    /// where it is presented with the automatic one (`automatic`), which UIKit may map to another than a page sheet
    /// for its own controllers, a subclass's too (Apple's `UIModalPresentationStyle.automatic`).
    static func noteSystemController(
        _ name: String, automatic: Bool, _ model: SourceModel, into assumptions: inout ReaderAssumptions
    ) {
        if UIKitNames.systemControllers.contains(name), answer(name, \.supportedInterfaceOrientations, model) == nil {
            assumptions.systemMaskUnknown = name
        }
        if automatic, systemBase(of: name, model) != nil { assumptions.systemStyleUnknown = label(name, model) }
    }

    /// The UIKit controller of its own (`UIKitNames.systemControllers`) that the class is or descends from.
    static func systemBase(of name: String, _ model: SourceModel) -> String? {
        var current: String? = name
        for _ in 0..<32 {
            guard let this = current else { return nil }
            if UIKitNames.systemControllers.contains(this) { return this }
            current = model.classes[this]?.superclass
        }
        return nil
    }
}
