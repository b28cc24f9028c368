import OrientationResolver

/// The UIKit names the readers know, and the values they stand for.
enum UIKitNames {
    static let controllers: [String: String] = [
        "UIViewController": "viewController", "UITableViewController": "viewController",
        "UICollectionViewController": "viewController", "UIPageViewController": "viewController",
        "UISplitViewController": "viewController", "UIHostingController": "viewController",
        "AVPlayerViewController": "viewController", "UIAlertController": "viewController",
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
    ]

    static let masks: [String: Int] = [
        "portrait": UIInterfaceOrientationMask.portrait,
        "portraitUpsideDown": UIInterfaceOrientationMask.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientationMask.landscapeLeft,
        "landscapeRight": UIInterfaceOrientationMask.landscapeRight,
        "landscape": UIInterfaceOrientationMask.landscape, "all": UIInterfaceOrientationMask.all,
        "allButUpsideDown": UIInterfaceOrientationMask.allButUpsideDown,
    ]

    static let orientations: [String: Int] = [
        "portrait": UIInterfaceOrientation.portrait, "portraitUpsideDown": UIInterfaceOrientation.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientation.landscapeLeft, "landscapeRight": UIInterfaceOrientation.landscapeRight,
        "unknown": UIInterfaceOrientation.unknown,
    ]
}
