import OrientationResolver
import OrientationWire

public struct ShowSite: Sendable {
    public enum Kind: String, Sendable, Equatable { case root, present, push }
    public var kind: Kind
    /// The class shown (simple name as written).
    public var shown: String
    /// The class whose code does it.
    public var inClass: String?
    /// `modalPresentationStyle` set on the value in the same function (nil: not set, UIKit's automatic).
    public var presentationStyle: String?
    /// `UINavigationController(rootViewController: X())`: the stack's root.
    public var navigationRoot: String?
    /// A stack's root the code gives but the reader cannot see made (`rootViewController: vc` with `vc` from
    /// elsewhere), as written: the site is not checked, rather than checked with an empty stack.
    public var unseenNavigationRoot: String?
    public var file: String
    public var line: Int
    /// For a root a storyboard or xib gives (its initial controller, its window's outlet): the file's name without
    /// folder, extension or ~ipad/~iphone, as the Info.plist names the main interface. Nil for a root the code sets.
    public var interfaceFile: String? = nil
    /// The storyboard scene the code instantiates (`instantiateViewController(withIdentifier: "id")`, an initial
    /// controller `@initial:Name`), whose stack root and presentation style complete the site.
    public var scene: String? = nil
    /// A root set on a window named for an external screen (`_externalWindow`): it does not follow the device.
    public var external = false
    /// A root set on a window of its own that is not the app's main window (`alertWindow`, `hudWindow`): the
    /// window's name. Such a window shows over the app for a while; its root is not the app's.
    public var secondaryWindow: String? = nil

    /// The names the app's main window goes by; a root set on a window named otherwise is on a window of its own.
    static let mainWindowNames: Set<String> = [
        "window", "keywindow", "mainwindow", "appwindow", "applicationwindow", "first", "last", "windows",
    ]

    /// The names of the window the app delegate makes its own (`window`, `_window`, `mainWindow`): not the key
    /// window or the first of the application's windows, which may be another's.
    static let appWindowNames: Set<String> = ["window", "mainwindow", "appwindow", "applicationwindow"]

    /// The window a receiver names (`self.alertWindow`, `_hudWindow`, `window?`), when it is not the main window.
    static func secondaryWindow(of receiver: String) -> String? {
        // The first of the application's windows (`UIApplication.shared.windows[0]`) is its main window, as
        // `windows.first` is.
        var written = receiver.split(separator: ".").last.map(String.init) ?? ""
        if written.hasSuffix("[0]") { written.removeLast(3) }
        let last = written.filter { $0.isLetter || $0.isNumber }
        guard !last.isEmpty, last.lowercased().contains("window"), !mainWindowNames.contains(last.lowercased())
        else { return nil }
        return last.lowercased().contains("external") ? nil : last
    }
    /// The idiom the code sets this root on, or presents this controller on (`if UIDevice.current.userInterfaceIdiom
    /// == .pad { … } else { … }`, `if (IS_IPHONE)`): the site is checked on that idiom alone.
    public var idiom: Idiom? = nil
    /// The iOS version the code runs only before: a root set in the `else` of `if #available(iOS 14, *)` (or of its
    /// `guard`). An app that ships from that version never sets it (`SourceModel.take(_:)` drops it).
    public var onlyBeforeIOS: Int? = nil
    /// The styles a presentation's `modalPresentationStyle` can be when the code chooses (`isPad ? .formSheet :
    /// .fullScreen`, directly or through a local or a computed property): each with the idiom it is for, if the
    /// choice is by idiom. Nil when the style is one literal (`presentationStyle`) or not set.
    public var presentationStyles: [StyleOption]? = nil
    /// A style the code sets but the reader cannot evaluate, as written: the presentation is not checked (its note
    /// says so), rather than checked as automatic.
    public var unreadStyle: String? = nil
    /// Where the class comes from when the reader does not see the controller made: the type the code declares the
    /// value as (a local's or a property's type, a cast, a parameter), or the type a static factory returns
    /// ("declared as PlayerViewController"). The class may then be a subclass the module does not declare, so the
    /// scenarios are inferred.
    public var declaredAs: String? = nil
    /// Until every file is read: what names the class (`declaredAs`), resolved by `SourceModel.resolveDeclared`.
    var pending: PendingClass? = nil
    /// The navigation root a presented navigation controller is made with when the reader does not see it made
    /// there: a property of the presenting class (`initWithRootViewController:self.player`), resolved as `pending`.
    var pendingNavigationRoot: PendingClass? = nil
    /// Presented from a window's root (`window.rootViewController.present…`), not from the class the code is in: the
    /// root is the presenter, none is assumed.
    public var fromWindowRoot = false
    /// The class of another controller the code sends the presentation or push to (`root.present(…)`,
    /// `root.navigationController?.pushViewController(…)`), made in the same function: it shows, not the class the
    /// code is in, when it is a class of the module and no container (`SourceModel.resolveSites`).
    var shownFrom: String? = nil
    /// The one-argument Objective-C method whose parameter the code makes the stack's root
    /// (`- (void)showRoot:(UIViewController *)root` setting `initWithRootViewController:root` as the window's root):
    /// the stack's root is each class the file's `[self showRoot:[[X alloc] init]]` messages give it.
    var rootFromParameterOf: String? = nil
    /// A root given as an argument of a window's method (`window.transition(to: home)`): `method#index`, the root only
    /// where that method gives the window's root its parameter at that place (`SymbolTable.keepWindowHelperRoots`).
    var windowHelper: String? = nil
    /// A SwiftUI modifier that presents (`sheet`, `fullScreenCover`, `popover`): UIKit presents a UIHostingController
    /// of the content, in the style SwiftUI picks for the modifier (`SwiftUIPresentation`; inferred).
    public var swiftUIModifier: String? = nil
    /// The presenting function gives the presented container a delegate (`navigation.delegate = …`), which may answer
    /// its mask (`navigationControllerSupportedInterfaceOrientations`).
    public var containerDelegated = false
    /// The values the presenting function gives properties before it presents, in straight-line code
    /// (`AppDelegate.orientationLock = .landscape` just before `present(player, …)`): at the presentation each holds
    /// that value, whatever the app started with (`GivenState`; resolved once every file is read).
    public var givenBefore: [GivenState] = []
    /// A push made by `show(_:sender:)` (`[self showViewController:x sender:self]`, a storyboard's show segue): UIKit
    /// pushes it where the controller that sends it is on a navigation stack and presents it where it is on none
    /// (`SourceModel.presentAdaptiveShows`).
    public var adaptive = false
    /// A root orientd stands in where the code sets none it can see (React Native and Flutter make theirs in
    /// code they do not ship) and the app delegate answers a mask: a plain UIViewController, UIKit's defaults.
    var standIn = false

    /// A root set by a statement of the launch method's own (`application(_:didFinishLaunchingWithOptions:)`,
    /// `scene(_:willConnectTo:options:)`; not in a branch, a loop or a closure): the window has it before it shows.
    public var setWhileLaunching = false
    /// For a main storyboard's initial controller: the root the code gives the same window while launching
    /// (`setWhileLaunching`), which replaces it before the window shows. Such a root never decides.
    public var replacedBy: FileSource? = nil

    /// Whether the scenarios check the site: its stack root and its style are known, and (a root) it is not replaced
    /// before the window shows.
    public var checked: Bool { unseenNavigationRoot == nil && unreadStyle == nil && replacedBy == nil }
}

/// A property as its class declares it: its type as written, or the class its initial value makes (`made`).
struct DeclaredProperty: Sendable {
    var type: String
    var made: Bool
    /// A computed property whose getter returns another property of the type (`var rootViewController:
    /// UIViewController { navigationContainer }`): that property's name, whose class is the value's.
    var alias: String? = nil
}

/// What names the class of a presented value the reader does not see made, resolved once every file is read.
enum PendingClass: Sendable {
    /// A type as the code writes it: a local's or a parameter's annotation, a cast (`as! T`, `as? T`), an
    /// Objective-C local's `T *x`.
    case type(String)
    /// `T.method(…)`: a static factory, whose declared return type names the class (`Self`: T).
    case factory(type: String, method: String)
    /// A property of the presenting class (or a superclass): its declared type, or the class its initial value makes.
    case property(owner: String, name: String)
    /// A property read through a receiver (`appCoordinator?.rootViewController`, a window's root a coordinator
    /// gives): the receiver's type, resolved from the class the code is in, then its property as above (through a
    /// getter that returns another property).
    case member(receiver: String, name: String, context: String?)
    /// `X(…).method()` (or a local made as `X(…)`, then `.method()`): what that method of X (or of a superclass or
    /// UIViewController's extension) returns, where it is a navigation controller around the object itself
    /// (`SymbolTable.wrappers`): that container, with X as its stack's root.
    case wrapping(root: String, method: String)
    /// `coordinator.makeRoot()`: what that method of the receiver's type returns, where it makes one controller
    /// (`SymbolTable.factories`' `made`).
    case returned(receiver: String, method: String, context: String?)
}

/// A method that returns a navigation controller around the object itself (`FileDeclarations.wrappers`).
struct Wrapper: Sendable {
    /// The type that declares it (the UIKit class an extension extends).
    var owner: String
    /// The container's class as the method makes it (`UINavigationController`, or the app's subclass).
    var container: String
    /// The style the method gives the container, if it gives one.
    var style: String?
    /// The method gives the container a delegate (`controller.delegate = self`), which may answer its mask.
    var delegated = false
}

/// One style a presentation can have, on one idiom or (nil) on any.
public struct StyleOption: Sendable, Equatable {
    public var idiom: Idiom?
    public var style: String

    public init(idiom: Idiom?, style: String) {
        self.idiom = idiom
        self.style = style
    }
}

/// A property given a value before a site in the same function (`ShowSite.givenBefore`).
public struct GivenState: Sendable {
    /// The property as read (`orientationLock`) and whose it is, once resolved.
    public var state: StateRead
    /// The receiver as written (`AppDelegate`, `self`, `appDelegate`; nil for a bare name) and the class the code
    /// is in, until the owner is resolved.
    var receiver: String?
    var context: String?
    var value: ReturnedValue
    /// The value as a mask, where the reader can evaluate it.
    public var mask: Int? = nil
    public var line: Int { value.line }

    /// Whether it gives the state `reads` names (the app delegate's mask reads): the same property, of the same
    /// owner where both are known; a bare name of no known owner only where it has no receiver either.
    func gives(_ reads: StateRead) -> Bool {
        state.name == reads.name && (state.owner == nil || reads.owner == nil || state.owner == reads.owner)
            && (state.owner != nil || receiver == nil)
    }
}
