import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 40's first contact found (docs/bugs.md), each reduced in our own words.
@Suite struct FirstContactRound40Tests {
    /// A storyboard's popover segue (`kind="popoverPresentation"`, iOS 8's adaptive one, or iOS 5's `popover`) is a
    /// presentation with the popover's style: FreeOTP's scanner, a portrait-locked navigation controller opened from a
    /// bar button, was taken for a class nothing reachable shows, so the iPad popover that ignores its lock was not
    /// said. On an iPhone before iOS 13 the popover adapts to full screen and its lock holds (the resolver's
    /// `popover-compact-full-screen`); from iOS 13 it behaves as a form sheet there, which does not decide either.
    @Test func aPopoverSegueIsAPresentation() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="N1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="L1" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tableViewController id="L1" customClass="ListController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="i1">
                                <barButtonItem key="rightBarButtonItem" id="b1">
                                    <connections>
                                        <segue destination="S1" kind="popoverPresentation" popoverAnchorBarButtonItem="b1" id="p1"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <navigationController id="S1" customClass="ScanStack" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let swift = """
            import UIKit
            class ListController: UITableViewController {}
            class ScanStack: UINavigationController {
                override var shouldAutorotate: Bool { false }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """
        let model = FirstContactRound24Tests.model([("App/Main.storyboard", storyboard), ("App/Scan.swift", swift)])
        let popovers = model.sites.filter { $0.kind == .present }.map { "\($0.shown) \($0.presentationStyle ?? "-")" }
        #expect(popovers == ["App.ScanStack popover"] || popovers == ["ScanStack popover"], "\(popovers)")
    }
}
