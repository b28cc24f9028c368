import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 26's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound26Tests {
    /// A storyboard `show` segue to a navigation controller presents it (UIKit pushes no navigation controller),
    /// with the stack root its relationship gives: no stack without a root, so no forward to a nil child (iRise's
    /// false error). A `show` segue to a plain scene is still a push.
    @Test func aShowSegueToANavigationControllerPresentsIt() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="N1" customClass="AppNavigation" sceneMemberID="viewController">
                            <connections><segue destination="L1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="L1" customClass="LoginViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="N2" kind="show" identifier="welcome" id="g1"/>
                                <segue destination="H1" kind="show" identifier="help" id="g2"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="N2" customClass="AppNavigation" sceneMemberID="viewController">
                            <connections><segue destination="W1" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="W1" customClass="WelcomeViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s5"><objects>
                        <viewController id="H1" customClass="HelpViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let model = FirstContactRound24Tests.model([("App/Main.storyboard", storyboard)])
        let shows = model.sites.filter { $0.kind != .root }.map { ($0.kind, $0.shown, $0.navigationRoot) }
        #expect(
            shows.contains { $0 == (.present, "AppNavigation", "WelcomeViewController") }, Comment(rawValue: "\(shows)")
        )
        #expect(shows.contains { $0 == (.push, "HelpViewController", nil) }, Comment(rawValue: "\(shows)"))
    }

    /// Objective-C's UIDevice setter given a mask constant gets its number: 24 (the landscape mask) is no device
    /// orientation, so the setter never turned anything and its being ignored from iOS 16 changes nothing. The
    /// control gives a device orientation: ignored from iOS 16, said.
    @Test func aMaskConstantGivenToTheSetter() throws {
        func said(_ constant: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "12.0"),
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeController alloc] init]"),
                    "App/HomeController.m": """
                    @implementation HomeController
                    - (void)viewDidAppear:(BOOL)animated {
                        [super viewDidAppear:animated];
                        NSNumber *value = [NSNumber numberWithInt:\(constant)];
                        [[UIDevice currentDevice] setValue:value forKey:@"orientation"];
                    }
                    @end
                    """,
                ])
        }
        let mask = try said("UIInterfaceOrientationMaskLandscape")
        #expect(mask.allSatisfy { $0.rule != "device-orientation-setter-ignored" }, Comment(rawValue: "\(mask)"))
        let control = try said("UIDeviceOrientationLandscapeLeft")
        #expect(control.contains { $0.rule == "device-orientation-setter-ignored" }, Comment(rawValue: "\(control)"))
    }

    /// A lock helper with an overload that passes its own parameter on (`lock(_ mask:, andRotateTo:)` calling
    /// `lock(mask)`): the overload's call adds no value of its own, so the lock's values are those the helper's
    /// calls pass (Barbershop's iPad multitasking, missed because the values were taken as not all known). The
    /// control passes a value the reader cannot see: not all known.
    @Test func anOverloadPassingItsParameterOn() throws {
        func lock(_ given: String) -> CodeValue.Kind? {
            FirstContactRound24Tests.model([
                (
                    "App/App.swift",
                    """
                    import UIKit
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var orientationLock = UIInterfaceOrientationMask.all
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            return self.orientationLock
                        }
                    }
                    struct AppUtility {
                        static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                            if let delegate = UIApplication.shared.delegate as? AppDelegate {
                                delegate.orientationLock = orientation
                            }
                        }
                        static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotate: UIInterfaceOrientation) {
                            self.lockOrientation(orientation)
                        }
                    }
                    class TabBarController: UITabBarController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            AppUtility.lockOrientation(\(given))
                        }
                    }
                    """
                )
            ]).appDelegateMask?.kind
        }
        let known = lock(".portrait")
        #expect(
            known == .oneOf([UIInterfaceOrientationMask.all, UIInterfaceOrientationMask.portrait])
                || known == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.all]),
            Comment(rawValue: "\(String(describing: known))"))
        let unseen = lock("Settings.shared.mask")
        #expect(
            unseen != .oneOf([UIInterfaceOrientationMask.all, UIInterfaceOrientationMask.portrait])
                && unseen != .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.all]),
            Comment(rawValue: "\(String(describing: unseen))"))
    }
}
