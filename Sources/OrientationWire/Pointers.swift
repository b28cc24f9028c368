import OrientationResolver

/// JSON pointers (RFC 6901) into the request body, built only when an answer prints one.
extension Scenario {
    /// "/root", "/root/children/1/presented", … (`SentenceWriter.path` writes it).
    public func path(of controller: Int) -> String {
        String(decoding: SentenceWriter.bytes(in: self) { $0.path(controller) }, as: UTF8.self)
    }

    /// The JSON pointer of a location.
    public func pointer(_ location: Location) -> String {
        if case let .named(pointer) = location.member { return pointer }
        // A controller the scenario does not hold names no member of it: the pointer is the body's ("").
        var pointer = location.controller.map { $0 < controllers.count ? path(of: $0) : "" } ?? ""
        switch location.member {
        case .controller: break
        case .supportedInterfaceOrientations: pointer += "/supportedInterfaceOrientations"
        case .preferredInterfaceOrientationForPresentation: pointer += "/preferredInterfaceOrientationForPresentation"
        case .delegateSupportedInterfaceOrientations: pointer += "/delegateSupportedInterfaceOrientations"
        case .delegatePreferredInterfaceOrientationForPresentation:
            pointer += "/delegatePreferredInterfaceOrientationForPresentation"
        case .shouldAutorotate: pointer += "/shouldAutorotate"
        case .shouldAutorotateToInterfaceOrientation: pointer += "/shouldAutorotateToInterfaceOrientation"
        case .presentationStyle: pointer += "/presentationStyle"
        case .selectedIndex: pointer += "/selectedIndex"
        case .children: pointer += "/children"
        case .supportedInterfaceOrientationsForWindow: pointer += "/app/supportedInterfaceOrientationsForWindow"
        case .sceneDelegateSupportedInterfaceOrientations: pointer += "/app/sceneDelegateSupportedInterfaceOrientations"
        case .sdkVersion: pointer += "/app/sdkVersion"
        case .deviceFamilies: pointer += "/app/deviceFamilies"
        case .minimumOSVersion: pointer += "/app/minimumOSVersion"
        case .event: pointer += "/event"
        case .targetOrientation: pointer += "/targetOrientation"
        case .requestedOrientations: pointer += "/requestedOrientations"
        case .lastReadSupportedInterfaceOrientations: pointer += "/lastReadSupportedInterfaceOrientations"
        case .ipadWindowing: pointer += "/device/ipadWindowing"
        case .infoPlist: pointer += "/app/infoPlist"
        case .infoPlistRequiresFullScreen: pointer += "/app/infoPlist/UIRequiresFullScreen"
        case .infoPlistInitialOrientation: pointer += "/app/infoPlist/UIInterfaceOrientation"
        case let .infoPlistList(key): pointer += "/app/infoPlist/" + JSONPointer.escape(key)
        case .hasHomeButton: pointer += "/device/hasHomeButton"
        case .interfaceOrientation: pointer += "/interfaceOrientation"
        case .named: break
        }
        for element in location.elements { pointer += "/\(element)" }
        return pointer
    }
}
