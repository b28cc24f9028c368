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
}

package enum ScenarioPointer {
    /// `path/children/index`, in one concatenation for the usual small indexes.
    package static func childPath(_ path: String, _ index: Int) -> String {
        index >= 0 && index < childSuffixes.count ? path + childSuffixes[index] : "\(path)/children/\(index)"
    }

    private static let childSuffixes = (0..<64).map { "/children/\($0)" }
}
