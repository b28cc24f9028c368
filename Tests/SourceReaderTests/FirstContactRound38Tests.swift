import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 38's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound38Tests {
    /// The app delegate's mask method written in a category or an extension of UIKit's navigation controller (a
    /// copied snippet: Gitos-iPad's `@implementation UINavigationController (autorotate)`) is never asked:
    /// UIApplication asks its delegate alone. It is said (`misspelled-member`) and not taken for the delegate's mask,
    /// which it was, and then decided the iPad's orientations in every state.
    @Test func theDelegatesMaskMethodInACategoryOfAController() throws {
        let objc = """
            @implementation UINavigationController (autorotate)
            - (NSUInteger)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskAll;
            }
            @end
            """
        let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
        #expect(model.appDelegateMask == nil)
        #expect(
            model.classes.values.flatMap { $0.misspelled.map(\.meant) } == ["supportedInterfaceOrientations"],
            "\(model.classes.keys)")
        let swift = """
            import UIKit
            extension UINavigationController {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return .all
                }
            }
            """
        let read = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(read.appDelegateMask == nil)
        #expect(read.classes.values.flatMap { $0.misspelled.map(\.meant) } == ["supportedInterfaceOrientations"])
    }
}
