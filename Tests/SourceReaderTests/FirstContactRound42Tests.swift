import Foundation
import OrientationResolver
import ProjectFiles
import Testing
@testable import SourceReader

/// The causes round 42's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound42Tests {
    /// undoDraw's iOS 5 callback: `return ((1 << orientation) & [self supportedInterfaceOrientations]) != 0;`, the
    /// class's own mask read on the other side of the `&`, as a message, with `!= 0`. It is the mask itself, so iOS 5
    /// and iOS 6 agree; the callback was left unread and a difference was claimed. The control takes the
    /// orientation's value for its bit (`orientation & …`): the difference is said.
    @Test func aLegacyCallbackTestingItsOwnMaskEitherWayRound() throws {
        let plist = FirstContactRound39Tests.ownMaskPlist
        func objc(_ answer: String) -> String { FirstContactRound39Tests.ownMaskApp(answer) }
        let read = try ConsistentWorldsTests.said(
            "", plist: plist,
            objC: [
                "App/Starter.m": objc("((1 << orientation) & [self supportedInterfaceOrientations]) != 0")
            ])
        #expect(!read.contains { $0.rule == "os-version-differs" }, "\(read)")
        let control = try ConsistentWorldsTests.said(
            "", plist: plist,
            objC: ["App/Starter.m": objc("(orientation & [self supportedInterfaceOrientations]) != 0")])
        #expect(control.contains { $0.rule == "os-version-differs" && $0.line == 14 }, "\(control)")
    }

    /// An XcodeGen target that names no Info.plist (no `info.path`, no `INFOPLIST_FILE`) gets the `Info.plist`
    /// XcodeGen finds among its sources (KeyAppWallet's `p2p_wallet/Info.plist`, portrait only): orientd read none and
    /// took UIKit's defaults, and said a portrait sheet was ignored in an app that never turns. stderr says which
    /// file is read. The control names the file itself in the settings.
    @Test func anXcodeGenTargetsInfoPlistAmongItsSources() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        func check(_ info: String) throws -> CheckedScenario {
            let spec = """
                name: Wallet
                targets:
                  Wallet:
                    type: application
                    platform: iOS
                    sources: [Wallet]
                \(info)
                """
            let tree = try ArchiveTree(
                files: [
                    "project.yml": Array(spec.utf8), "Wallet/Info.plist": Array(plist.utf8),
                    "Wallet/App.swift": Array("import UIKit\nclass Home: UIViewController {}\n".utf8),
                ])
            return try #require(
                try AppCheck.check(
                    tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits()
                )
                .first)
        }
        let found = try check("")
        #expect(found.scenario.infoPlist.supportedInterfaceOrientations == [UIInterfaceOrientation.portrait])
        #expect(
            found.notes.list.contains { $0.message.contains("Wallet/Info.plist, the one among its sources, is read") })
        let named = try check("    settings:\n      INFOPLIST_FILE: Wallet/Info.plist")
        #expect(named.scenario.infoPlist.supportedInterfaceOrientations == [UIInterfaceOrientation.portrait])
        #expect(!named.notes.list.contains { $0.message.contains("the one among its sources") })
        // `info.path` names the file XcodeGen writes on every generate, from its defaults and info.properties alone
        // (LiteWebTV, round 58): the file in the checkout is not what ships.
        let written = try check("    info:\n      path: Wallet/Info.plist")
        #expect(written.scenario.infoPlist.supportedInterfaceOrientations == nil)
        let given = try check(
            "    info:\n      path: Wallet/Info.plist\n      properties:\n        UISupportedInterfaceOrientations: [UIInterfaceOrientationLandscapeLeft]"
        )
        #expect(given.scenario.infoPlist.supportedInterfaceOrientations == [UIInterfaceOrientation.landscapeLeft])
    }

    /// A mask that switches on the idiom (`switch ([[UIDevice currentDevice] userInterfaceIdiom]) { case
    /// UIUserInterfaceIdiomPad: return …; default: return …; }`, undoDraw's) gives each value on its idiom: the iPad's
    /// upside down was tried on iPhone, where the iOS 5 callback derived from it then differed from iOS 6.
    @Test func aMaskThatSwitchesOnTheIdiom() {
        let objc = """
            @interface Canvas : UIViewController
            @end
            @implementation Canvas
            - (NSUInteger)supportedInterfaceOrientations {
                switch ([[UIDevice currentDevice] userInterfaceIdiom]) {
                    case UIUserInterfaceIdiomPad:
                        return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
                    default:
                        return UIInterfaceOrientationMaskPortrait;
                }
            }
            @end
            """
        let model = CodeReader.read([(path: "Canvas.m", text: objc)], module: "App")
        let mask = model.classes["Canvas"]?.supportedInterfaceOrientations
        #expect(mask?.values(on: .phone) == [2], "\(String(describing: mask))")
        #expect(mask?.values(on: .pad) == [6], "\(String(describing: mask))")
    }
}
