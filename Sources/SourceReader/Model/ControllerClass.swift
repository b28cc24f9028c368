import OrientationResolver

/// One controller class of the code.
public struct ControllerClass: Sendable {
    /// As UIKit prints it: Swift classes module-qualified.
    public var name: String
    public var simpleName: String
    public var superclass: String?
    public var file: String
    public var line: Int
    public var supportedInterfaceOrientations: CodeValue?
    public var shouldAutorotate: CodeValue?
    public var preferredInterfaceOrientationForPresentation: CodeValue?
    /// Objective-C's `shouldAutorotateToInterfaceOrientation:` (which UIKit calls only before iOS 6): the mask of the
    /// orientations it answers YES for.
    public var shouldAutorotateToInterfaceOrientation: CodeValue? = nil
    /// The state its supportedInterfaceOrientations returns as it is (`return lock`), if it does.
    public var maskReads: StateRead? = nil
    /// The `modalPresentationStyle` the class gives itself (in its initializer, or by overriding the property): a
    /// presentation that sets none uses it. Its line is `presentationStyleLine`, in `file`.
    public var presentationStyle: String? = nil
    public var presentationStyleLine: Int? = nil
    /// The style comes from an override of the property's getter: whatever the presenting code assigns is ignored.
    public var presentationStyleFixed = false
    /// The style the class gives itself when the reader cannot evaluate it, as written (`presentationStyleLine`):
    /// a presentation that sets none is not checked.
    public var presentationStyleUnread: String? = nil
    /// Members named a few letters off an orientation member UIKit asks, which UIKit never calls
    /// (`misspelled-member`), with what they return, evaluated as the member meant.
    public var misspelled: [MisspelledMember] = []
    /// What its appearance methods give properties (resolved: whose, and the value as a mask): the values they have
    /// whenever it is on screen.
    public var givenWhenShown: [GivenState] = []
    /// The pairs of values its mask and preferred orientation, read from two stored properties, can have together
    /// (`SourceModel.pairedAnswers`).
    public var pairedAnswers: [PairedAnswers] = []

    /// Whether the class answers any of the orientation members UIKit asks (the legacy callback included).
    public var answersOrientation: Bool {
        supportedInterfaceOrientations != nil || preferredInterfaceOrientationForPresentation != nil
            || shouldAutorotate != nil || shouldAutorotateToInterfaceOrientation != nil
    }
}

/// A member of a controller whose name is a few letters off one UIKit asks (`supportedInterfaceOrientation`,
/// `shouldAutoRotate`): UIKit calls members by their exact names, so it never calls this one.
public struct MisspelledMember: Sendable {
    public var written: String
    public var meant: String
    public var value: CodeValue?
    public var line: Int
}

/// A place the code shows a controller: the window's root, a presentation, or a push onto the navigation stack of
/// the class that pushes (`pushViewController(_:animated:)`, a storyboard `show` segue).
/// A container's children as the code, a storyboard or a xib sets them, in order.
public struct ContainerChildren: Sendable {
    public var names: [String]
    /// Each child's stack root, where the child is a navigation controller whose root the storyboard or xib gives
    /// (a tab's navigation controller is a plain UINavigationController there, told apart by its root alone).
    public var navigationRoots: [String?]
    public var file: String
    public var line: Int

    init(names: [String], navigationRoots: [String?] = [], file: String, line: Int) {
        self.names = names
        self.navigationRoots = navigationRoots
        self.file = file
        self.line = line
    }
}
