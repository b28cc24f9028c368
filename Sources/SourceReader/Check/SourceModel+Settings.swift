import OrientationResolver
import OrientationWire
import ProjectFiles

extension SourceModel {
    /// What the app's settings say of the code: which scene delegates set the main window's root, and which
    /// storyboard or nib UIKit loads into it (only that one's root is a window root).
    public mutating func take(_ imported: ImportedApp) {
        mainSceneDelegates = imported.applicationSceneDelegates
        otherSceneDelegates = imported.otherSceneDelegates
        keepInterfaceRoots(of: imported.mainInterfaceFiles, idiom: imported.mainInterfaceIdiom)
        // Code that runs only before the iOS version the app ships from never runs.
        if let minimum = imported.minimumOSVersion {
            sites.removeAll { $0.onlyBeforeIOS.map { minimum.major >= $0 } ?? false }
        }
        if imported.storyboardOrScenesGiveWindow { rootsSetOn = Set(Idiom.allCases) }
        // A root an external display's (or CarPlay's) scene delegate sets is on a screen that does not follow the
        // device's orientation.
        setAsideExternalRoots { $0.inClass.map(imported.otherSceneDelegates.contains) == true }
    }
}
