/// UIKit's orientation constants (semantics.md §1, uikit-reference.md §1). Values are kept as raw integers
/// because UIKit itself sees raw integers: a mask may carry junk bits, a "preferred orientation" may be an OR of
/// orientations. These helpers name and classify the values.
public enum UIInterfaceOrientation {
    public static let unknown = 0
    public static let portrait = 1
    public static let portraitUpsideDown = 2
    public static let landscapeRight = 3
    public static let landscapeLeft = 4

    /// True for the four orientations an interface can have (1…4).
    public static func isValid(_ raw: Int) -> Bool { raw >= 1 && raw <= 4 }

    /// lowerCamel name as UIKit prints it inside E2′ (`'(N)'` for anything that is not 0…4).
    public static func printedName(_ raw: Int) -> String {
        switch raw {
        case 0: "unknown"
        case 1: "portrait"
        case 2: "portraitUpsideDown"
        case 3: "landscapeRight"
        case 4: "landscapeLeft"
        default: "(\(raw))"
        }
    }

    /// The Objective-C constant, for valid orientations.
    public static func constant(_ raw: Int) -> String? {
        switch raw {
        case 0: "UIInterfaceOrientationUnknown"
        case 1: "UIInterfaceOrientationPortrait"
        case 2: "UIInterfaceOrientationPortraitUpsideDown"
        case 3: "UIInterfaceOrientationLandscapeRight"
        case 4: "UIInterfaceOrientationLandscapeLeft"
        default: nil
        }
    }

    /// `mask(o) = 1 << rawValue(o)` for valid orientations, else 0.
    public static func mask(_ raw: Int) -> Int { isValid(raw) ? 1 << raw : 0 }

    /// The order UIKit declares them in, which is also the order of names in E2′ lists
    /// (position of portraitUpsideDown inferred, reference Q1).
    public static let declarationOrder = [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]

    /// The order the resolver falls back to when nothing else decides (semantics §5, inferred, reference Q7).
    public static let fallbackOrder = [portrait, landscapeRight, landscapeLeft, portraitUpsideDown]
}

public enum UIInterfaceOrientationMask {
    public static let portrait = 2
    public static let portraitUpsideDown = 4
    public static let landscapeRight = 8
    public static let landscapeLeft = 16
    public static let landscape = 24
    public static let all = 30
    public static let allButUpsideDown = 26

    /// UIKit's default for an idiom (semantics §4): a controller that does not answer, and an Info.plist without the
    /// idiom's list.
    public static func idiomDefault(_ idiom: Idiom) -> Int { idiom == .pad ? all : allButUpsideDown }

    /// Valid orientations in the mask, in declaration order.
    public static func orientations(_ mask: Int) -> [Int] {
        UIInterfaceOrientation.declarationOrder.filter { mask & UIInterfaceOrientation.mask($0) != 0 }
    }

    /// Names of the valid orientations in the mask, in declaration order (junk bits are not named).
    public static func names(_ mask: Int) -> [String] {
        orientations(mask).map(UIInterfaceOrientation.printedName)
    }

    /// The Objective-C mask constant with exactly this value, if there is one.
    public static func constant(_ mask: Int) -> String? {
        switch mask {
        case 2: "UIInterfaceOrientationMaskPortrait"
        case 4: "UIInterfaceOrientationMaskPortraitUpsideDown"
        case 8: "UIInterfaceOrientationMaskLandscapeRight"
        case 16: "UIInterfaceOrientationMaskLandscapeLeft"
        case 24: "UIInterfaceOrientationMaskLandscape"
        case 26: "UIInterfaceOrientationMaskAllButUpsideDown"
        case 30: "UIInterfaceOrientationMaskAll"
        default: nil
        }
    }
}

public enum UIDeviceOrientation {
    public static let unknown = 0
    public static let portrait = 1
    public static let portraitUpsideDown = 2
    public static let landscapeLeft = 3
    public static let landscapeRight = 4
    public static let faceUp = 5
    public static let faceDown = 6

    public static func name(_ raw: Int) -> String {
        switch raw {
        case 1: "portrait"
        case 2: "portraitUpsideDown"
        case 3: "landscapeLeft"
        case 4: "landscapeRight"
        case 5: "faceUp"
        case 6: "faceDown"
        default: "unknown"
        }
    }

    /// Device → interface is numeric identity for 1…4 (device landscapeLeft, camera left, is interface
    /// landscapeRight); unknown, faceUp and faceDown never rotate the interface (reference §1.2).
    public static func interfaceOrientation(_ raw: Int) -> Int? {
        UIInterfaceOrientation.isValid(raw) ? raw : nil
    }
}
