import OrientationResolver
import OrientationWire

/// A view controller as the reference decoder reads it, nested as in the body; `Scenario.store` lays the tree out flat.
/// Its scalar members are the stored `Controller`'s.
@dynamicMemberLookup
struct DecodedController: Equatable {
    var base: Controller
    /// nil: UIKit's class for the kind.
    var className: String?
    var children: [DecodedController] = []
    private var presentedStorage: [DecodedController] = []

    init(className: String? = nil, kind: ControllerKind = .viewController) {
        base = Controller(kind: kind)
        self.className = className
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Controller, T>) -> T {
        get { base[keyPath: keyPath] }
        set { base[keyPath: keyPath] = newValue }
    }

    /// The controller this one presents (an array underneath, which gives the recursive struct its indirection).
    var presented: DecodedController? {
        get { presentedStorage.first }
        set { presentedStorage = newValue.map { [$0] } ?? [] }
    }
}

extension Scenario {
    /// Stores a decoded tree as the window's root: each controller, then its children's subtrees, then what it
    /// presents, so indices follow the order the body writes them in.
    mutating func store(root: DecodedController) {
        controllers.removeAll()
        childIndices.removeAll()
        _ = store(root, parent: nil, place: .root)
    }

    private mutating func store(_ decoded: DecodedController, parent: Int?, place: Controller.Place) -> Int {
        let index = controllers.count
        var controller = decoded.base
        controller.parent = parent
        controller.place = place
        controllers.append(controller)
        if let name = decoded.className { setClassName(name, of: index) }
        // A container's list comes before its children's own lists (as the production decoder lays them out).
        let start = childIndices.count
        childIndices.append(contentsOf: repeatElement(0, count: decoded.children.count))
        if !decoded.children.isEmpty { controllers[index].children = start..<childIndices.count }
        for (position, child) in decoded.children.enumerated() {
            childIndices[start + position] = store(child, parent: index, place: .child(position))
        }
        if let presented = decoded.presented {
            controllers[index].presented = store(presented, parent: index, place: .presented)
        }
        return index
    }
}
