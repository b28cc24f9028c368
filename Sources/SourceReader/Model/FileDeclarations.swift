import OrientationResolver
import OrientationWire

/// What one file declares.
struct FileDeclarations {
    var classes: [SymbolTable.DeclaredType] = []
    /// The module of the file, when it is not the app's (a package target's, a pod's).
    var module: String? = nil
    /// Controllers added as children (`addChild(x)`, `[self addChildViewController:x]`): a class, or a property
    /// `Owner.name` whose declared type names it.
    var embedded: [String] = []
    var sites: [ShowSite] = []
    /// The methods of a window that make a parameter its root, as `method#index` (`noteWindowRootHelper`).
    var windowRootHelpers: Set<String> = []
    /// A controller's view added to the app's window (`[self.window addSubview:nav.view]`), not made its root.
    var windowSubviews: [WindowSubview] = []
    /// The idioms on which the file gives anything a `rootViewController` (made, read or not; both where no branch
    /// on the idiom holds the statement): a window root may exist there even where the reader cannot tell which.
    var rootsSetOn: Set<Idiom> = []
    var setsSomeRoot: Bool {
        get { !rootsSetOn.isEmpty }
        set { rootsSetOn = newValue ? Set(Idiom.allCases) : [] }
    }
    /// The type names the file mentions, by the declaration they are mentioned in (`Mentions`).
    var mentions = Mentions()
    var assignments: [String: [ReturnedValue]] = [:]
    /// Names the code may write other than by `=` (a key path `\.name`, a binding `$model.name`, `&name`): a property
    /// of one of these names is not one whose values the reader reads all of (`SymbolTable.onlyCodeWrites`).
    var writtenAround: Set<String> = []
    var appDelegateAnswer: [ReturnedValue]? = nil
    var appDelegateReads: [String] = []
    /// The receiver each of those is read through (`Storage.shared.forcePortraitMode` for `value`), as a class's
    /// `maskReadReceivers`.
    var appDelegateReadReceivers: [String: String] = [:]
    var appDelegateTypeTests: [TypeTestedReturn] = []
    /// The class whose method the app delegate's answer is (its own properties are what a bare read names).
    var appDelegateClass: String?
    /// The app delegate classes `main`'s `UIApplicationMain` chooses by idiom, each with its idiom.
    var delegateIdioms: [String: Idiom] = [:]
    /// The classes `@UIApplicationDelegateAdaptor(X.self)` installs as a SwiftUI App's delegate.
    var delegateAdaptors: [String] = []
    /// The classes that implement `scene(_:willConnectTo:options:)`: scene delegates, which UIKit makes only where
    /// the Info.plist's scene manifest or an app delegate's scene configuration names them.
    var sceneDelegates: [String] = []
    /// Where the code answers a container delegate's mask, by the kind of container.
    var containerDelegates: [ControllerKind: FileSource] = [:]
    /// Classes whose `prepare(for:sender:)` (`prepareForSegue:sender:`) sets a segue destination's
    /// `modalPresentationStyle`, and where.
    var segueStyles: [String: FileSource] = [:]
    /// The tables declared by their keys (`FactKey`), merged by `SymbolTable.merge` without a field of their own.
    var tables = FactTables()
    var children: [String: ContainerChildren] = [:]
    var unparsed: Finding? = nil
    /// Objective-C `@interface Name : Super` (often in a header, apart from the @implementation).
    var superclasses: [String: String] = [:]
    /// Where the file changes each property after its declaration.
    var mutations: [String: [Mutation]] = [:]
    /// Whether the file calls setNeedsUpdateOfSupportedInterfaceOrientations.
    var announces = false
    /// The methods of the file that call setNeedsUpdateOfSupportedInterfaceOrientations (by name, an Objective-C
    /// selector's first part), and the names the file calls: a change followed by a call of such a method is
    /// announced too.
    var announcers: Set<String> = []
    var calls: Set<String> = []
    /// Types the file makes (`Name(…)`) only in code that runs before an iOS version (the `else` of `if
    /// #available(iOS N, *)`), with the latest such N: not among `calls`.
    var madeOnlyBefore: [String: Int] = [:]
    /// The names called in initializers, and those called elsewhere: a change made in a function that only
    /// initializers call is made while its object is made, before UIKit reads any mask of it.
    var callsWhileMade: Set<String> = []
    var callsLater: Set<String> = []
    /// Objective-C's `[self name]` by the class that sends it (`Class.name`), while made and later; the names sent to
    /// other receivers (or named otherwise) later are `otherCallsLater` (also among `callsLater`).
    var selfCallsWhileMade: Set<String> = []
    var selfCallsLater: Set<String> = []
    var otherCallsLater: Set<String> = []
    /// The idioms a name is called on: the calls made inside a test of one idiom (`guard idiom != .pad else {
    /// return }` before it), and those made on any (`CallIdioms`).
    var callIdioms: [String: CallIdioms] = [:]
    /// SwiftUI's `UIViewControllerRepresentable` types and the controllers they make.
    var representables: [Representable] = []
    var rotations: [RawRotation] = []
    /// Calls that pass an orientation value or a parameter on (`ArgumentCall`).
    var argumentCalls: [ArgumentCall] = []
    /// Objective-C messages a class sends itself with one argument whose class the reader sees made
    /// (`[self showRoot:[[Gallery alloc] init]]`): the classes given, by selector.
    var selfMessages: [String: [String]] = [:]
    /// Presentations and pushes of a controller the reader cannot see made (a parameter, a factory's result).
    var unseenShows: [FileSource] = []
    /// `@main struct Name: App`.
    var swiftUIApp: (name: String, place: FileSource)? = nil
    /// The cases of the file's `String` enums with their raw values, as `Type.case` (a case with none is its name):
    /// what `Type.case.rawValue` names a storyboard or a scene with.
    var stringRawValues: [String: String] = [:]
    /// `extension UIInterfaceOrientationMask { static var name … }`, by `Type.name`.
    var typeConstants: [String: [ReturnedValue]] = [:]
    /// Those that are stored (`static var name = …`), whose values are every value assigned.
    var storedTypeConstants: Set<String> = []
    /// Static functions by name, with the type that declares each and its return type; and methods that return a
    /// controller they make (`made`: its class and its stack's root).
    var factories: [String: [(owner: String, returns: String, made: (class: String, navigationRoot: String?)?)]] = [:]
    /// Instance methods without parameters that return a navigation controller around the object itself
    /// (`func withNavigationController() -> UIViewController { UINavigationController(rootViewController: self) }`),
    /// by name: the type (or the UIKit class an extension extends), the container it makes and the style it gives it.
    var wrappers: [String: [Wrapper]] = [:]
    /// Properties by class.
    var properties: [String: [String: DeclaredProperty]] = [:]
    /// Storyboard scenes by identifier (and `@initial:Name`).
    var scenes: [String: StoryboardScene] = [:]
}

/// A change of a property after its declaration: where, and the value assigned.
struct Mutation {
    var place: FileSource
    var value: ReturnedValue?
    /// The object's own property set in its initializer: before UIKit can have read any mask of it, so never a
    /// stale one.
    var inInitializer = false
    /// Made in a closure (Objective-C: a block), which may run after the code that follows it: not paired with a
    /// geometry request.
    var inClosure = false
    /// The lines of the function that makes it (Swift), to find a dismissal after it.
    var function: ClosedRange<Int>? = nil
    /// A dismissal the same function makes after the change (`dismiss(animated:)`,
    /// `dismissViewControllerAnimated:`): UIKit reads the masks again when the dismissed controller governed.
    var thenDismisses: FileSource? = nil
    /// For a change made in a closure: the dismissal the same function makes before it (the line), the last one,
    /// and whether it dismisses through `self` or no receiver (`dismiss(animated:)`, `[self dismiss…]`), so its
    /// completion runs after the dismissed controller's disappearance (`SourceModel.alreadyHeld`).
    var afterDismissal: (line: Int, bySelf: Bool)? = nil
    /// The lines of the closure that makes it, where it is made in one.
    var closure: ClosedRange<Int>? = nil
    /// A full-screen cover the same function or closure presents after the change, by setting the flag the cover is
    /// bound to (`showing = true` for `.fullScreenCover(isPresented: $showing)`): UIKit reads the masks again for a
    /// full-screen presentation.
    var thenPresentsCover: FileSource? = nil
    /// A new root the same function gives the app's window (before or after the change): UIKit reads the masks
    /// again for it.
    var withNewRoot: FileSource? = nil
    /// The name of the function that makes it (Objective-C: the selector's first part), which another function may
    /// call before it dismisses, or only initializers call.
    var functionName: String? = nil
    /// The class whose method makes it, as declared (nil outside a class).
    var inClass: String? = nil
    /// The Swift type it is made in (a class, a struct, an enum: the innermost), if any.
    var inType: String? = nil
    /// An Objective-C method's selector takes arguments (`setupWith:`), so only a keyword message sends it.
    var takesArguments = false
}

/// A rotation call as read, before its value is evaluated.
struct RawRotation {
    var kind: RotationCall.Kind
    /// Made as the app delegate's launch runs: in its launch method itself, outside a closure
    /// (`DeclarationVisitor.atAppLaunch`), or in a private function of the file that only the launch calls.
    var atAppLaunch = false
    /// Made as a controller leaves the screen: in its `viewWillDisappear`/`viewDidDisappear` or a dismissal's
    /// completion (Swift; `DeclarationVisitor.leaving`).
    var whileLeaving = false
    var value: ReturnedValue?
    /// A UIDeviceOrientation constant passed to the setter, by value.
    var device: Int?
    var interfaceConstant = false
    /// The setter's argument as written when it is an enum case itself (`UIInterfaceOrientation.portrait`), which
    /// Swift passes as an object that is no NSNumber.
    var boxedEnum: String? = nil
    /// Made only from iOS 16 (inside `if #available(iOS 16…, *)`), or only before it (in its `else`): a setter
    /// made only before 16 is kept for `boxedEnum` alone.
    var onlyFromIOS16 = false
    var onlyBeforeIOS16 = false
    var unreadable: String?
    var inClass: String?
    /// The Swift type it is made in (the innermost), if any.
    var inType: String? = nil
    var file: String
    var line: Int
    var called = ""
    /// The lines of the enclosing function or method (read for geometry requests).
    var function: ClosedRange<Int>? = nil
    /// The enclosing function's name (Objective-C: the selector's first part; `init` for an initializer).
    var functionName: String? = nil
    /// The one idiom the call is made on (inside `if userInterfaceIdiom == .phone`, `if isPad`, a switch case).
    var idiom: Idiom? = nil
    /// For a geometry request: what the function gives properties before it (`ShowSite.givenBefore`).
    var givenBefore: [GivenState] = []
    /// The value is a parameter of the enclosing function: the values its calls pass (`ArgumentCall`) are the
    /// request's (or the setter's).
    var parameter: ParameterRef? = nil
    /// Made in the cases of a `switch` on a parameter of the enclosing function (`switch rotateTo { case
    /// .landscapeLeft: … }`): the parameter and the case names. Where every call passes a case none of them names, the
    /// branch never runs.
    var parameterCase: (parameter: ParameterRef, cases: Set<String>)? = nil
    /// The selector of the enclosing Objective-C method whose one parameter is the value (`- (void)turnTo:`): the
    /// constants its messages pass are the value (`FactKey.orientationArguments`).
    var argumentOf: String? = nil
    /// Made in the `didSet` of this property: reading the property there gives a value the code assigned, never the
    /// one it is declared with (the observer does not run for it).
    var inDidSetOf: String? = nil
}

/// A function's parameter, by the function's base name and the parameter's position.
struct ParameterRef: Sendable, Hashable {
    var function: String
    var index: Int
    /// The type that declares the function (nil: a global function).
    var owner: String? = nil
    /// For an initializer, how many parameters it declares: only calls with as many arguments are its.
    var arity: Int? = nil
}

/// A call that passes an orientation value (or a parameter of the function it is made in) to a function: where a
/// request made with a parameter gets its values (`lock(to: .portrait)` → `update(mask)` → the request).
struct ArgumentCall: Sendable {
    var callee: String
    var count: Int
    /// The arguments read, by position: a value, or the caller's own parameter passed on.
    var values: [Int: ReturnedValue] = [:]
    var forwarded: [Int: ParameterRef] = [:]
    /// The type whose code makes the call, and the receiver as written (nil: none, or `self`).
    var inType: String? = nil
    var receiver: String? = nil
    /// The function whose code makes the call (nil in a closure or an accessor, and for a call that passes nothing
    /// the reader reads, where it is not looked for), whether the call is a statement of that function's body itself
    /// (no branch, no loop), and its line.
    var function: String? = nil
    var isStatementOfBody = false
    var line = 0

    /// Whether the call may be one of `parameter`'s function: unqualified (or on `self`) in the type that declares
    /// it; on another receiver, one that names that type, or one that passes an orientation value (a receiver the
    /// reader cannot type is not taken for the function's with other arguments: `scene.update(time)`,
    /// `super.update(currentTime)`).
    func mayCall(_ parameter: ParameterRef) -> Bool {
        guard let receiver else { return inType == parameter.owner || parameter.owner == nil }
        if let owner = parameter.owner, receiver.contains(owner) { return true }
        return receiver != "super" && !values.isEmpty
    }
}

/// How many calls of a name are made on each idiom alone, and on any; and how many only before iOS 16 (in the `else`
/// of `if #available(iOS 16…, *)`).
struct CallIdioms: Sendable {
    var pad = 0, phone = 0, any = 0
    var beforeIOS16 = 0
    /// Calls made in the app delegate's launch (`application(_:didFinishLaunchingWithOptions:)`), outside a closure.
    var atAppLaunch = 0

    mutating func add(_ idiom: Idiom?) {
        switch idiom {
        case .pad?: pad += 1
        case .phone?: phone += 1
        case nil: any += 1
        }
    }

    mutating func add(_ other: CallIdioms) {
        pad += other.pad
        phone += other.phone
        any += other.any
        beforeIOS16 += other.beforeIOS16
        atAppLaunch += other.atAppLaunch
    }

    /// Every call is made only before iOS 16 (and there is one): what the function does runs only there.
    var onlyBeforeIOS16: Bool { beforeIOS16 > 0 && beforeIOS16 == pad + phone + any }

    /// The one idiom every call is made on, if there is one.
    var only: Idiom? { any == 0 && (pad == 0) != (phone == 0) ? (pad > 0 ? .pad : .phone) : nil }
}
