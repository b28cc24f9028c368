/// One reachable state of the described app: which tab each tab bar shows, how deep each navigation stack is,
/// how many controllers are presented, the event and the device orientation. Controllers are indices of
/// `Scenario.controllers`.
public struct ValidationState: Sendable, Equatable {
    public var event: Event
    public var deviceOrientation: Int
    /// Tab bar → selected index (nil: never set), in the order the choices were made.
    public var selected: [(controller: Int, index: Int?)]
    /// Navigation controller → number of controllers on the stack.
    public var stackDepth: [(controller: Int, depth: Int)]
    /// Controllers presented in the active chain.
    public var presentationDepth: Int

    public static func == (lhs: ValidationState, rhs: ValidationState) -> Bool {
        lhs.event == rhs.event && lhs.deviceOrientation == rhs.deviceOrientation
            && lhs.selected.elementsEqual(rhs.selected) { $0.controller == $1.controller && $0.index == $1.index }
            && lhs.stackDepth.elementsEqual(rhs.stackDepth) { $0.controller == $1.controller && $0.depth == $1.depth }
            && lhs.presentationDepth == rhs.presentationDepth
    }
}
