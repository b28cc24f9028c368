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
    /// The Swift type the change is made in (the innermost), if any.
    public var inType: String? = nil
    /// The value assigned there, evaluated as a mask.
    public var value: CodeValue?
    /// A dismissal the same function makes after it, which may make UIKit read the masks again; or one a function
    /// that calls the changing function makes after the call (`dismissesInCaller`).
    public var thenDismisses: FileSource? = nil
    public var dismissesInCaller = false
    /// A full-screen cover the same code presents after it (`Mutation.thenPresentsCover`).
    public var thenPresentsCover: FileSource? = nil
    /// A new window root the same function sets, for which UIKit reads the masks again.
    public var withNewRoot: FileSource? = nil
    /// The movie player's full-screen notification the changing function is registered for (where): the player's
    /// full-screen presentation or dismissal that follows makes UIKit read the masks again.
    public var onFullScreen: (notification: String, place: FileSource)? = nil
    /// Every value the code read gives the property is the one it is declared with (`holdsOneValue`): no change,
    /// unless code the reader left unread assigns it too (Loop's lock, which its LoopKit framework sets).
    public var onlyDeclaredValue = false
    /// The change gives back the value the property starts with (this value, in the property's own terms), and every
    /// change away from it is itself unannounced with nothing after it that makes UIKit read the masks again
    /// (`SourceModel.restoresOfHeldValue`): by the rule's own account UIKit still holds it.
    public var restoresHeldValue: Int? = nil
    /// Why the change gives the value the property already holds when it runs (`SourceModel.alreadyHeld`), as a
    /// sentence of the finding; nil where the model cannot tell.
    public var alreadyHeld: String? = nil
    /// The one idiom the change is made on (inside a test of the idiom): on no other idiom does it happen.
    public var idiom: Idiom? = nil
    /// The class and the method (not a closure in it) that make the change, where the reader knows them: a change the
    /// window's root makes while it loads is made before UIKit first reads the masks.
    public var madeIn: (inClass: String, function: String)? = nil
}

/// A property of the app's state an answer or a request reads (`orientationLock`, `AppDelegate.lock`), with the type
/// whose property it is when the reader can tell. Within one scenario (one world) it has one value wherever it is read.
public struct StateRead: Sendable, Equatable {
    public var name: String
    public var owner: String?

    /// Whether two reads are of one property: the same name, and owners that agree where both are known.
    public func same(as other: StateRead?) -> Bool {
        guard let other, other.name == name else { return false }
        guard let owner, let otherOwner = other.owner else { return true }
        return owner == otherOwner
    }
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
    /// The Swift type it is made in (the innermost: a class, a struct, an enum), if any.
    public var inType: String? = nil
    public var file: String
    public var line: Int
    /// The method as the code calls it (`attemptRotationToDeviceOrientation`, `setNeedsUpdateOf…`, …).
    public var called = ""
    /// The lines of the function (or Objective-C method) that makes a geometry request.
    /// The one idiom the call is made on (inside an `if` or `switch` on the idiom).
    public var idiom: Idiom? = nil
    public var function: ClosedRange<Int>? = nil
    /// The enclosing function's name (`RawRotation.functionName`): `viewDidLoad` of the window's root runs at
    /// launch.
    public var functionName: String? = nil
    /// Made as a controller leaves the screen (`RawRotation.whileLeaving`, a disappearance method, or a function of
    /// the class only such code calls): the controller shown next decides, not the one that asks.
    public var whileLeaving = false
    /// The state the requested value is read from (`requestGeometryUpdate(.iOS(interfaceOrientations: lock))`).
    public var reads: StateRead? = nil
    /// For a geometry request: what the function gives properties before it (`ShowSite.givenBefore`), resolved.
    public var givenBefore: [GivenState] = []
    /// The value is a parameter of the function that makes the call, taken from the calls of that function the
    /// reader keeps: others may pass what it does not see, so a finding on it is inferred.
    public var passedByCalls = false
}

extension Finding {
    /// What the code reader could not see (`code-not-read`) or could not parse whole (`unparsed-source`), at its file
    /// and line: an info note, with the fix its rule gives.
    public init(file: String, line: Int, message: String, rule: Rule = .codeNotRead) {
        self.init(
            rule, pointer: "", message: message,
            fix: rule == .unparsedSource
                ? "Make the file compile; until then orientd reads only what SwiftParser recovered."
                : "Nothing to fix if this is intended: orientd reads literal values and the values assigned to a property, and says where it cannot see more.",
            source: FileSource(file: file, line: line))
    }

    /// The file a note of the code is about ("" for a note about the request or no file).
    public var file: String { source?.file ?? "" }
    /// Its line (0 when it has none).
    public var line: Int { source?.line ?? 0 }
}

/// When a body runs, relative to UIKit's reading of its object's mask (issue 44: the moment of a fact).
enum CodeMoment: Equatable {
    /// An initializer or `deinit`: before UIKit reads the object's mask, or after the last time.
    case made
    /// The app's launch (`application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`):
    /// whatever it sets is set before the window shows.
    case launching
    /// A view controller's `viewDidLoad` or `loadView`, which UIKit calls once, before the controller is first
    /// shown: the controller's own state set there is the first UIKit reads (as in an initializer).
    case loadingView
    /// Any other time: a method, a closure (which may run later than the code around it).
    case later

    /// The methods that load a controller's view, once, before it is first shown.
    static let viewLoading: Set<String> = ["viewDidLoad", "loadView"]

    /// An Objective-C method's moment, by its selector.
    init(selector: String) {
        if ObjCReader.isLaunch(selector) {
            self = .launching
        } else if ObjCReader.isInitializer(selector) {
            self = .made
        } else {
            self = Self.viewLoading.contains(selector) ? .loadingView : .later
        }
    }

    /// Whether the object's own state set at this moment is set before UIKit first reads the object's mask.
    var precedesOwnMask: Bool { self != .later }
    /// Whether a function called at this moment (outside a closure) runs there too.
    var passesToCalls: Bool { self == .made || self == .loadingView }
}
