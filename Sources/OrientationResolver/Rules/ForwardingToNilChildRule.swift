/// `forwarding-to-nil-child` (docs/rules.md#forwarding-to-nil-child).
extension Rule {
    public static let forwardingToNilChild = Rule(
        id: "forwarding-to-nil-child",
        level: .warning,
        situations: [.crashes: .error, .satisfied: .info],
        title: "A container forwards its rotation methods to a nil child",
        severity: """
            error when a presentation crashes; an `info` note when the container's own fallback values answer \
            without a child (the fix is in place), and from code where the container's own code gives it children \
            the reader does not list (`addChildViewController:` in a loop: that it has none is assumed, \
            `childrenUnread`); a warning otherwise (nil messaging answers mask 0).
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            a forwarding container's target child is nil in some state: a tab bar without `selectedIndex`, or an \
            empty stack. From code, a Swift forward through an optional chain (`child?.x ?? fallback`) is no \
            forward there: with no child it answers its fallback, or UIKit's default for `super.x`.
            """,
        why: """
            a message to nil answers 0. The mask is 0, `shouldAutorotate` NO and preferred 0, so there is no E1, but \
            presentation raises E2/E2′ `'unknown'`, with an empty list on iOS ≥ 10.
            """,
        fix: """
            set `selectedIndex` (or push a controller) before the container is presented, or forward with a fallback \
            (`child?.preferredInterfaceOrientationForPresentation ?? .portrait`).
            """,
        evidence: """
            documented for the nil answers (Objective-C language rules) and the crash (the seed project's tab bar). \
            The empty-list text is inferred.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "children": [ {} ] }
                  }
                }
                """#, .error),
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "supportedInterfaceOrientations": "allButUpsideDown",
                                   "preferredInterfaceOrientationForPresentation": "portrait",
                                   "children": [ {} ] }
                  }
                }
                """#, .info),
            .scenario(
                #"""
                { "root": { "kind": "tabBarController", "forwardsToChild": true, "children": [ {} ] } }
                """#, .warning),
            // A category that forwards only when there is a child, and answers for itself otherwise: a note.
            .code(
                [
                    "UINavigationController+Rotation.m": #"""
                    @implementation UINavigationController (Rotation)
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        if (self.topViewController) return [self.topViewController supportedInterfaceOrientations];
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                        if (self.topViewController) return [self.topViewController preferredInterfaceOrientationForPresentation];
                        return UIInterfaceOrientationPortrait;
                    }
                    @end
                    """#,
                    "HomeViewController.m": #"""
                    @implementation HomeViewController
                    - (void)compose {
                        UINavigationController *navigation = [[UINavigationController alloc] init];
                        navigation.modalPresentationStyle = UIModalPresentationFullScreen;
                        ↓[self presentViewController:navigation animated:YES completion:nil];
                    }
                    @end
                    """#,
                ], .info),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "selectedIndex": 0, "children": [ {} ] }
                  }
                }
                """#),
            // A navigation controller whose own initializer gives its stack a root.
            .code(
                [
                    "PreviewNavigationController.m": #"""
                    @implementation PreviewNavigationController
                    - (instancetype)initWithPreview:(UIViewController *)preview {
                        self = [super initWithRootViewController:preview];
                        return self;
                    }
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return ↓[self.topViewController supportedInterfaceOrientations];
                    }
                    @end
                    """#,
                    "PreviewNavigationController.h": #"""
                    @interface PreviewNavigationController : UINavigationController
                    @end
                    """#,
                    "HomeViewController.m": #"""
                    @implementation HomeViewController
                    - (void)preview {
                        PreviewNavigationController *navigation = [[PreviewNavigationController alloc] initWithPreview:nil];
                        navigation.modalPresentationStyle = UIModalPresentationFullScreen;
                        [self presentViewController:navigation animated:YES completion:nil];
                    }
                    @end
                    """#,
                ]),
        ]
    )
}
