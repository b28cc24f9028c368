/// `container-ignores-child` (docs/rules.md#container-ignores-child).
extension Rule {
    public static let containerIgnoresChild = Rule(
        id: "container-ignores-child",
        level: .warning,
        title: "A container does not ask its child",
        severity: """
            warning; info where the app delegate's mask in its state is one of several values the code gives it, \
            none seen given just before (a lock other screens set: whether that screen and that value meet is not \
            known).
            """,
        applies: """
            iOS ≥ 6, outside multitasking.
            """,
        trigger: """
            a container that does not forward shows a child (directly, or through containers that neither forward \
            nor answer anything themselves: a plain navigation controller in a tab) whose answer would change what \
            UIKit does: a \
            `supportedInterfaceOrientations` whose orientations the app allows differ from the container's; a \
            different `shouldAutorotate` before iOS 16 where more than one orientation is allowed; a preferred \
            orientation other than the container's own while the container is presented and more than one \
            orientation is allowed. Read from code, also a controller of the app's own, shown \
            as the window's root or full screen, that embeds a child (`addChild`) whose \
            `supportedInterfaceOrientations` gives a value other than UIKit's iPhone default and answers none \
            itself: UIKit asks only the controller it shows.
            """,
        why: """
            from iOS 6 on, containers do not consult their children. The child's override is called for nothing.
            """,
        fix: """
            forward the three methods to `selectedViewController`/`topViewController` (subclass or delegate \
            methods).
            """,
        evidence: """
            documented. Sources: the iOS 6 SDK release notes and decompiled `UITabBarController`, with developer \
            reports up to iOS 13.
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "children": [ { "supportedInterfaceOrientations": "portrait" } ] } }
                """#, .warning),
            // A tab of a plain navigation controller: neither container asks the portrait screen.
            .scenario(
                #"""
                { "root": { "kind": "tabBarController", "selectedIndex": 0,
                            "children": [ { "kind": "navigationController",
                                            "children": [ { "supportedInterfaceOrientations": "portrait" } ] } ] } }
                """#, .warning),
            // A presented plain navigation controller never asks its child for the orientation to start in.
            .scenario(
                #"""
                { "root": { "presented": { "kind": "navigationController", "presentationStyle": "fullScreen",
                                           "children": [ { "preferredInterfaceOrientationForPresentation": "landscapeRight" } ] } } }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "forwardsToChild": true,
                            "children": [ { "supportedInterfaceOrientations": "portrait" } ] } }
                """#),
            // The child's answer would not change what UIKit does: the app allows portrait alone.
            .scenario(
                #"""
                { "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"] } },
                  "root": { "kind": "navigationController", "shouldAutorotate": false,
                            "children": [ { "supportedInterfaceOrientations": "portrait", "shouldAutorotate": true } ] } }
                """#),
            // The window's root is not presented: a sheet over its child asks no one for a preferred orientation
            // (MangoReader, round 62).
            .scenario(
                #"""
                { "root": { "kind": "navigationController",
                            "children": [ { "preferredInterfaceOrientationForPresentation": "landscapeRight",
                                            "presented": { "presentationStyle": "pageSheet" } } ] } }
                """#),
        ],
        comparesAnswers: true
    )
}
