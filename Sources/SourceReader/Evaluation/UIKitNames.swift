import OrientationResolver

/// The UIKit names the readers know, and the values they stand for.
enum UIKitNames {
    /// The container delegates' methods that answer the container's mask (UINavigationControllerDelegate,
    /// UITabBarControllerDelegate), as Swift and Objective-C name them (the selector's first part).
    static let containerDelegateMethods: [String: ControllerKind] = [
        "navigationControllerSupportedInterfaceOrientations": .navigationController,
        "tabBarControllerSupportedInterfaceOrientations": .tabBarController,
        // UISplitViewControllerDelegate's: a split view is no container kind of the scenarios (`splitViews`).
        "splitViewControllerSupportedInterfaceOrientations": .viewController,
    ]

    static let controllers: [String: String] = [
        "UIViewController": "viewController", "UITableViewController": "viewController",
        "UICollectionViewController": "viewController", "UIPageViewController": "viewController",
        "UISplitViewController": "viewController", "UIHostingController": "viewController",
        "AVPlayerViewController": "viewController", "UIAlertController": "viewController",
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
    ]

    /// The masks Apple documents for UIKit's own controllers, with the words that say where: read where no code of
    /// the app answers for them (a representable that makes one). The image picker's is taken for its camera alone
    /// (`sourceType = .camera`): the photo library's picker is another controller on current systems.
    static let documentedMasks: [String: (mask: Int, source: String)] = [
        "UIImagePickerController": (
            UIInterfaceOrientationMask.portrait,
            "Apple's UIImagePickerController reference (\"The UIImagePickerController class supports portrait mode only\")"
        )
    ]

    /// UIKit's (and Apple's frameworks') own controllers that an app presents as they are: their masks are UIKit's
    /// code, not documented (the image picker's only for its camera, and its photo library's album list reported
    /// portrait only in landscape apps' crashes, uikit-reference [S24]), so the reader does not know them.
    static let systemControllers: Set<String> = [
        "UIImagePickerController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIVideoEditorController", "UIReferenceLibraryViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "SFSafariViewController", "PHPickerViewController", "QLPreviewController",
        "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController",
        "EKEventViewController", "SKStoreProductViewController", "GKGameCenterViewController",
        "VNDocumentCameraViewController", "PKAddPassesViewController",
        // MediaPlayer's own full-screen player: its iOS 3.2–5 header answers YES to every orientation in
        // `shouldAutorotateToInterfaceOrientation:`, not UIViewController's portrait (ElDiaNews, round 73).
        "MPMoviePlayerViewController",
        // The Twitter and Social frameworks' compose sheets: their iOS 5.0–5.1 class dumps override the iOS 5
        // callback and lay out per orientation (Brushes, round 75). Apple's other pickers and browsers as well.
        "TWTweetComposeViewController", "SLComposeViewController", "MPMediaPickerController",
        "ABPeoplePickerNavigationController", "ABPersonViewController", "ABNewPersonViewController",
        "ABUnknownPersonViewController", "EKCalendarChooser", "GKAchievementViewController",
        "GKLeaderboardViewController", "GKMatchmakerViewController", "GKTurnBasedMatchmakerViewController",
    ]

    static let masks: [String: Int] = [
        "portrait": UIInterfaceOrientationMask.portrait,
        "portraitUpsideDown": UIInterfaceOrientationMask.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientationMask.landscapeLeft,
        "landscapeRight": UIInterfaceOrientationMask.landscapeRight,
        "landscape": UIInterfaceOrientationMask.landscape, "all": UIInterfaceOrientationMask.all,
        "allButUpsideDown": UIInterfaceOrientationMask.allButUpsideDown,
    ]

    /// A constant's case name as Swift 3 and later spell it: Swift 2 spelled UIKit's enum cases capitalized
    /// (`.Portrait`, `UIInterfaceOrientationMask.AllButUpsideDown`), the same constants.
    static func caseName(_ name: String) -> String {
        guard let first = name.first, first.isUppercase, name.count > 2 else { return name }
        let lowered = first.lowercased() + name.dropFirst()
        return masks[lowered] != nil || orientations[lowered] != nil ? lowered : name
    }

    static let orientations: [String: Int] = [
        "portrait": UIInterfaceOrientation.portrait, "portraitUpsideDown": UIInterfaceOrientation.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientation.landscapeLeft, "landscapeRight": UIInterfaceOrientation.landscapeRight,
        "unknown": UIInterfaceOrientation.unknown,
    ]
}
