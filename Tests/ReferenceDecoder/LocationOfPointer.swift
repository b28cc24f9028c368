import OrientationResolver
import OrientationWire

extension Scenario {
    /// The location a pointer names, for the members a location can name (the inverse of `pointer(_:)`).
    func location(ofPointer pointer: String) -> Location? {
        var parts = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()[...]
        var controller: Int? = nil
        var member: Location.Member? = nil
        if parts.first == "root" {
            parts.removeFirst()
            guard var current = root else { return nil }
            while let part = parts.first {
                if part == "presented", let presented = controllers[current].presented {
                    current = presented
                    parts.removeFirst()
                } else if part == "children", parts.count > 1, let position = Int(parts[parts.startIndex + 1]),
                    position >= 0, position < controllers[current].children.count
                {
                    current = children(of: current)[controllers[current].children.lowerBound + position]
                    parts.removeFirst(2)
                } else {
                    break
                }
            }
            controller = current
            switch parts.popFirst() {
            case nil: member = .controller
            case "supportedInterfaceOrientations": member = .supportedInterfaceOrientations
            case "preferredInterfaceOrientationForPresentation": member = .preferredInterfaceOrientationForPresentation
            case "delegateSupportedInterfaceOrientations": member = .delegateSupportedInterfaceOrientations
            case "delegatePreferredInterfaceOrientationForPresentation":
                member = .delegatePreferredInterfaceOrientationForPresentation
            case "shouldAutorotateToInterfaceOrientation": member = .shouldAutorotateToInterfaceOrientation
            default: return nil
            }
        } else {
            switch (parts.popFirst(), parts.popFirst()) {
            case ("interfaceOrientation", let next):
                member = .interfaceOrientation
                if let next { parts.insert(next, at: parts.startIndex) }
            case ("app", "supportedInterfaceOrientationsForWindow"): member = .supportedInterfaceOrientationsForWindow
            case ("app", "sceneDelegateSupportedInterfaceOrientations"):
                member = .sceneDelegateSupportedInterfaceOrientations
            case ("lastReadSupportedInterfaceOrientations", let next):
                member = .lastReadSupportedInterfaceOrientations
                if let next { parts.insert(next, at: parts.startIndex) }
            case ("requestedOrientations", let next):
                member = .requestedOrientations
                if let next { parts.insert(next, at: parts.startIndex) }
            case ("app", "infoPlist") where parts.first == "UIInterfaceOrientation":
                parts.removeFirst()
                member = .infoPlistInitialOrientation
            default: return nil
            }
        }
        var elements: [Int] = []
        for part in parts {
            guard let element = Int(part) else { return nil }
            elements.append(element)
        }
        return member.map { Location(controller, $0, elements: elements) }
    }
}
