import OrientationResolver

/// JSON pointers (RFC 6901) into the request body, built only when an answer prints one.
extension Scenario {
    /// "/root", "/root/children/1/presented", …
    public func path(of controller: Int) -> String {
        var places: [Controller.Place] = []
        var current: Int? = controller
        while let index = current {
            places.append(controllers[index].place)
            current = controllers[index].parent
        }
        var path = ""
        for place in places.reversed() {
            switch place {
            case .root: path += "/root"
            case let .child(position): path = ScenarioPointer.childPath(path, position)
            case .presented: path += "/presented"
            }
        }
        return path
    }

    /// The JSON pointer of a location.
    public func pointer(_ location: Location) -> String {
        var pointer = location.controller.map(path(of:)) ?? ""
        switch location.member {
        case .controller: break
        case .supportedInterfaceOrientations: pointer += "/supportedInterfaceOrientations"
        case .preferredInterfaceOrientationForPresentation: pointer += "/preferredInterfaceOrientationForPresentation"
        case .delegateSupportedInterfaceOrientations: pointer += "/delegateSupportedInterfaceOrientations"
        case .delegatePreferredInterfaceOrientationForPresentation: pointer += "/delegatePreferredInterfaceOrientationForPresentation"
        case .shouldAutorotate: pointer += "/shouldAutorotate"
        case .shouldAutorotateToInterfaceOrientation: pointer += "/shouldAutorotateToInterfaceOrientation"
        case .presentationStyle: pointer += "/presentationStyle"
        case .selectedIndex: pointer += "/selectedIndex"
        case .children: pointer += "/children"
        case .supportedInterfaceOrientationsForWindow: pointer += "/app/supportedInterfaceOrientationsForWindow"
        case .infoPlistRequiresFullScreen: pointer += "/app/infoPlist/UIRequiresFullScreen"
        case .infoPlistInitialOrientation: pointer += "/app/infoPlist/UIInterfaceOrientation"
        case let .infoPlistList(key): pointer += "/app/infoPlist/" + JSONPointer.escape(key)
        case .hasHomeButton: pointer += "/device/hasHomeButton"
        case .interfaceOrientation: pointer += "/interfaceOrientation"
        }
        for element in location.elements { pointer += "/\(element)" }
        return pointer
    }

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
                          position >= 0, position < controllers[current].children.count {
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
            case "delegatePreferredInterfaceOrientationForPresentation": member = .delegatePreferredInterfaceOrientationForPresentation
            case "shouldAutorotateToInterfaceOrientation": member = .shouldAutorotateToInterfaceOrientation
            default: return nil
            }
        } else {
            switch (parts.popFirst(), parts.popFirst()) {
            case ("interfaceOrientation", let next):
                member = .interfaceOrientation
                if let next { parts.insert(next, at: parts.startIndex) }
            case ("app", "supportedInterfaceOrientationsForWindow"): member = .supportedInterfaceOrientationsForWindow
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

enum ScenarioPointer {
    /// `path/children/index`, in one concatenation for the usual small indexes.
    static func childPath(_ path: String, _ index: Int) -> String {
        index >= 0 && index < childSuffixes.count ? path + childSuffixes[index] : "\(path)/children/\(index)"
    }

    private static let childSuffixes = (0..<64).map { "/children/\($0)" }
}
