/// `orientation-used-as-mask` (docs/rules.md#orientation-used-as-mask).
extension Rule {
    public static let orientationUsedAsMask = Rule(
        id: "orientation-used-as-mask",
        level: .warning,
        situations: [.crashes: .error],
        title: "A UIInterfaceOrientation is returned where a mask belongs",
        severity: """
            error when it crashes, otherwise warning; read from code, info where the app delegate's mask in its \
            state is one of several values the code gives it, none seen given just before (a lock other screens set: \
            whether that screen and that value meet is not known).
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            a `UIInterfaceOrientation…` constant is given where a mask belongs (read from Objective-C, a \
            `UIDeviceOrientation…` one too), or a mask has bits that are no orientation (bit 0, or any bit above 16).
            """,
        why: """
            UIKit reads the value as a mask. `UIInterfaceOrientationPortrait` (1) has no valid bit, so it raises \
            E1′. `UIInterfaceOrientationLandscapeLeft` (4) means portraitUpsideDown; \
            `UIDeviceOrientationLandscapeLeft | UIDeviceOrientationLandscapeRight | UIDeviceOrientationPortrait` \
            (3 | 4 | 1 = 7) means portrait and upside down, with no landscape.
            """,
        fix: """
            build masks from `UIInterfaceOrientationMask` constants (`.portrait` in Swift).
            """,
        evidence: """
            documented. Sources: the constants' values in Apple's headers, and a passcode library's crash reports \
            (iOS 9) caused by exactly this mix-up.
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "UIInterfaceOrientationPortrait" } }
                """#, .error),
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": 3 } }
                """#, .warning),
            // Device orientations ORed where a mask belongs: 3 | 4 | 1 = 7, bit 0 with portrait and upside down.
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>
                    """#,
                    "AppDelegate.m": #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        self.window.rootViewController = [[CallViewController alloc] init];
                        [self.window makeKeyAndVisible];
                        return YES;
                    }
                    @end
                    """#,
                    "CallViewController.m": #"""
                    @implementation CallViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return UIDeviceOrientationLandscapeLeft | UIDeviceOrientationLandscapeRight | UIDeviceOrientationPortrait;
                    }
                    @end
                    """#,
                ], .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "UIInterfaceOrientationMaskPortrait" } }
                """#),
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": 2 } }
                """#),
        ],
        comparesAnswers: true
    )
}
