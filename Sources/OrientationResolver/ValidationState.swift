/// One reachable state of the described app: which tab each tab bar shows, how deep each navigation stack is,
/// how many controllers are presented, the event and the device orientation.
public struct ValidationState: Sendable, Equatable {
    public var event: Event
    public var deviceOrientation: Int
    /// Tab bar path → selected index (nil: never set).
    public var selected: [(path: String, index: Int?)]
    /// Navigation controller path → number of controllers on the stack.
    public var stackDepth: [(path: String, depth: Int)]
    /// Controllers presented in the active chain.
    public var presentationDepth: Int

    public static func == (lhs: ValidationState, rhs: ValidationState) -> Bool {
        lhs.event == rhs.event && lhs.deviceOrientation == rhs.deviceOrientation
            && lhs.selected.elementsEqual(rhs.selected) { $0.path == $1.path && $0.index == $1.index }
            && lhs.stackDepth.elementsEqual(rhs.stackDepth) { $0.path == $1.path && $0.depth == $1.depth }
            && lhs.presentationDepth == rhs.presentationDepth
    }

    func write(to out: inout JSONWriter) {
        out.beginObject()
        out.field("event"); out.string(event.rawValue)
        out.field("deviceOrientation"); out.string(UIDeviceOrientation.name(deviceOrientation))
        out.field("selected")
        out.beginObject()
        for entry in selected {
            out.key(entry.path)
            if let index = entry.index { out.int(index) } else { out.null() }
        }
        out.endObject()
        out.field("stackDepth")
        out.beginObject()
        for entry in stackDepth {
            out.key(entry.path); out.int(entry.depth)
        }
        out.endObject()
        out.field("presentationDepth"); out.int(presentationDepth)
        out.endObject()
    }
}

/// A variant of the controller tree: tab selections and stack depths fixed.
struct TreeVariant {
    var root: Controller
    var selected: [(path: String, index: Int?)]
    var stackDepth: [(path: String, depth: Int)]
}

/// Enumerates the variants a user can reach by switching tabs and pushing/popping, following only what is on
/// screen (the selected tab, the top of each stack, the presented chain). Stops at `limit` variants.
struct TreeExplorer {
    let limit: Int
    private(set) var truncated = false

    init(limit: Int) { self.limit = max(1, limit) }

    mutating func variants(of root: Controller) -> [TreeVariant] {
        variants(of: root, at: "/root").map { TreeVariant(root: $0.controller, selected: $0.selected, stackDepth: $0.stackDepth) }
    }

    private typealias Partial = (controller: Controller, selected: [(path: String, index: Int?)], stackDepth: [(path: String, depth: Int)])

    private mutating func variants(of controller: Controller, at path: String) -> [Partial] {
        var own: [Partial] = []
        switch controller.kind {
        case .tabBarController where !controller.children.isEmpty:
            // The selection as described first (it may be nil), then every other tab.
            var choices: [Int?] = [controller.selectedIndex]
            choices += controller.children.indices.filter { $0 != controller.selectedIndex }.map { Optional($0) }
            for choice in choices {
                var variant = controller
                variant.selectedIndex = choice
                guard let index = choice else {
                    own.append((variant, [(path, nil)], []))
                    continue
                }
                let childPath = Controller.childPath(path, index)
                for child in variants(of: controller.children[index], at: childPath) {
                    var combined = variant
                    combined.children[index] = child.controller
                    own.append((combined, [(path, index)] + child.selected, child.stackDepth))
                    if own.count >= limit { truncated = true; return own }
                }
            }
        case .navigationController where !controller.children.isEmpty:
            // The full stack as described first, then each shallower depth (pop).
            for depth in stride(from: controller.children.count, through: 1, by: -1) {
                var variant = controller
                variant.children = Array(controller.children.prefix(depth))
                let top = depth - 1
                for child in variants(of: controller.children[top], at: Controller.childPath(path, top)) {
                    var combined = variant
                    combined.children[top] = child.controller
                    own.append((combined, child.selected, [(path, depth)] + child.stackDepth))
                    if own.count >= limit { truncated = true; return own }
                }
            }
        default:
            own = [(controller, [], [])]
        }
        guard let presented = controller.presented else { return own }
        let presentedVariants = variants(of: presented, at: path + "/presented")
        var result: [Partial] = []
        for base in own {
            for variant in presentedVariants {
                var combined = base.controller
                combined.presented = variant.controller
                result.append((combined, base.selected + variant.selected, base.stackDepth + variant.stackDepth))
                if result.count >= limit { truncated = true; return result }
            }
        }
        return result
    }
}

extension Controller {
    /// One step of a controller pointer below a controller: `/presented` or `/children/N`.
    enum Step {
        case presented
        case child(Int)
    }

    /// The steps of a pointer such as "/children/1/presented"; nil when it is not made of such steps.
    static func steps(_ pointer: Substring) -> [Step]? {
        var components = pointer.split(separator: "/")[...]
        var steps: [Step] = []
        while let first = components.popFirst() {
            if first == "presented" {
                steps.append(.presented)
            } else if first == "children", let text = components.popFirst(), let index = Int(text) {
                steps.append(.child(index))
            } else {
                return nil
            }
        }
        return steps
    }

    /// The controller at a pointer below this one ("" is this controller), if there is one.
    func descendant(at pointer: Substring) -> Controller? {
        guard let steps = Self.steps(pointer) else { return nil }
        var current = self
        for step in steps {
            switch step {
            case .presented:
                guard let presented = current.presented else { return nil }
                current = presented
            case let .child(index):
                guard current.children.indices.contains(index) else { return nil }
                current = current.children[index]
            }
        }
        return current
    }

    /// Applies `body` to the controller at a pointer below this one ("" is this controller); nothing when there is
    /// no controller there.
    mutating func modify(at pointer: Substring, _ body: (inout Controller) -> Void) {
        guard let steps = Self.steps(pointer) else { return }
        modify(steps[...], body)
    }

    private mutating func modify(_ steps: ArraySlice<Step>, _ body: (inout Controller) -> Void) {
        guard let step = steps.first else { return body(&self) }
        switch step {
        case .presented:
            guard var presented = self.presented else { return }
            presented.modify(steps.dropFirst(), body)
            self.presented = presented
        case let .child(index):
            guard children.indices.contains(index) else { return }
            children[index].modify(steps.dropFirst(), body)
        }
    }
}
