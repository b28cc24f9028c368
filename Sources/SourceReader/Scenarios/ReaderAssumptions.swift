/// What the reader assumed to build a scenario from code, which every finding of the scenario may rest on (issue 44:
/// one typed list). `CheckedScenario.adjusted` decides, in one place, what each assumption makes of a finding: the
/// `Finding.Inference` it carries, and a severity capped by it.
public struct ReaderAssumptions: Sendable, Equatable {
    /// A value is one of several the code gives (or one a function's calls pass).
    public var oneOfSeveralValues = false
    /// The app delegate's mask is one of several values the code gives it, with no code seen giving it just before:
    /// a lock that other screens set at other moments may never meet the screen this scenario shows.
    public var appMaskChosen = false
    /// The function that makes the geometry request gives that state, just before it, a value the reader cannot
    /// evaluate (`lock = orientation`, a parameter the request is derived from too): the mask at the request is that
    /// call's, which the reader cannot pair with the value the request asks for.
    public var appMaskGivenUnread = false
    /// The controller class is one nothing reachable shows, checked as a full-screen presentation.
    public var unreachable = false
    /// The presented class is the type the code declares the value as (`ShowSite.declaredAs`): its words.
    public var declaredAs: String? = nil
    /// The class the code presents it from, when the reader does not see that class on screen under the root the
    /// presentation is placed over (its own presenter decides in truth).
    public var presenterAssumed: String? = nil
    /// Presented over one of the roots the code sets per idiom (`CodeScenarios.presentation`): the scenarios of the
    /// same presentation over each idiom's root share this key.
    public var idiomChoiceGroup: String? = nil
    /// Over that root, the class that presents it (this label) is not seen on screen under it: on which idiom the
    /// code presents it is not known (MegaSmartPlayer's iPhone screens, placed over its iPad root too).
    public var presenterUnplaced: String? = nil
    /// The presenting code gives the presented container a delegate (`ShowSite.containerDelegated`).
    public var presentedContainerDelegated = false
    /// Presented over a plain root because the reader sees no window root: what the presenter decides is a guess.
    public var rootUnseen = false
    /// Presented over the root the reader sees, with no presenter of its own placed under it, while the code also
    /// gives the window a root the reader cannot see (its place, `SourceModel.uncheckedRoots`): a root set for one
    /// flow is not the root under every presentation.
    public var otherRootUnseen: String? = nil
    /// The root is a main storyboard's initial controller while the code also gives the window a root the reader
    /// cannot see (`otherRootUnseen`): the launch code may replace it before the window shows, so even its own states
    /// (a rotation at launch, a presentation its scenes make) rest on it being the root.
    public var interfaceRootMayBeReplaced = false
    /// Presented over a root that forwards its mask where the reader does not follow (not a container's child): its
    /// class, whose answer is a guess.
    public var rootForwardsUnseen: String? = nil
    /// The root (or the app delegate) answers with its presented controller's mask
    /// (`presentedViewController?.supportedInterfaceOrientations ?? …`): a sheet's mask is then what decides, which
    /// the scenario cannot say.
    public var presenterAsksPresented = false
    /// The scenarios that differ only by the value chosen for the shown class's mask among those the code gives it
    /// share this key, and `maskChoiceOf` names the class: a finding that compares answers and holds in some of them
    /// only rests on the value chosen (`AppCheck.noteMaskChoices`).
    public var maskChoiceGroup: String? = nil
    public var maskChoiceOf: String? = nil
    /// The presented controller is UIKit's own (`UIKitNames.systemControllers`), whose mask UIKit's code decides
    /// and no code of the app answers: what is said while it is presented rests on UIKit's default standing for it.
    public var systemMaskUnknown: String? = nil

    public init(oneOfSeveralValues: Bool = false, unreachable: Bool = false, declaredAs: String? = nil) {
        self.oneOfSeveralValues = oneOfSeveralValues
        self.unreachable = unreachable
        self.declaredAs = declaredAs
    }

    /// Whether it assumes anything at all.
    public var isEmpty: Bool { self == ReaderAssumptions() }
}
