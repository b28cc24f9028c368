/// `representable-ignored` (docs/rules.md#representable-ignored).
extension Rule {
    public static let representableIgnored = Rule(
        id: "representable-ignored",
        level: .warning,
        situations: [.satisfied: .info],
        title: "A controller inside SwiftUI is never asked",
        severity: """
            warning; info where the answer differs only for some of the masks the app's delegate can give, and where \
            the app delegate's mask in its state is one of several values the code gives it, none seen given just \
            before (a lock other screens set: whether that screen and that value meet is not known).
            """,
        applies: """
            a UIKit controller that a SwiftUI view shows through `UIViewControllerRepresentable`, a view the code \
            uses.
            """,
        trigger: """
            the controller the representable's `makeUIViewController` makes (or the root of the navigation \
            controller it makes) overrides `supportedInterfaceOrientations` (or is a UIKit controller whose mask \
            Apple documents: `UIImagePickerController` made with `sourceType = .camera`, portrait only), and on an \
            idiom the app ships to \
            (not under iPad multitasking, which ignores the host's mask too) its answer, or one of the values the \
            code gives it, within the app's mask differs from UIKit's default within it (an answer the app's mask \
            leaves out entirely, such as a landscape camera screen in an iPhone app that lists portrait alone, \
            differs: the screen shows in the host's orientations).
            """,
        why: """
            the controller is a child of SwiftUI's hosting controller; UIKit asks the controller that governs (the \
            window's root or the presented hosting controller), which answers UIKit's default and does not ask its \
            children (inferred: SwiftUI's hosting controllers do not forward, as containers do not, semantics §4).
            """,
        fix: """
            restrict the orientation where UIKit asks: the app delegate's mask (changed while the screen shows, \
            then `setNeedsUpdateOfSupportedInterfaceOrientations()`), or a `UIHostingController` subclass that \
            answers `supportedInterfaceOrientations`.
            """,
        evidence: """
            inferred. Containers never consult their children unless they forward (semantics §4); SwiftUI's \
            hosting controller is not documented to forward, and apps that relied on it fixed it with the app \
            delegate's mask (Pocket 2c5cc13; Element X's camera picker in a sheet, 3ae33f1309). Apple's \
            UIImagePickerController reference: "The UIImagePickerController class supports portrait mode only".
            """,
        triggering: [
            .code(checkoutApp(iPhone, marked: true), .warning),
            // A setting the reader chooses among: the portrait and landscape values are each a state it reaches.
            .code(
                [
                    "Info.plist": iPhone,
                    "App.swift": #"""
                    import SwiftUI
                    @main struct ReaderApp: App {
                        var body: some Scene { WindowGroup { ReaderView() } }
                    }
                    struct ReaderView: UIViewControllerRepresentable {
                        func makeUIViewController(context: Context) -> ReaderViewController { ReaderViewController() }
                        func updateUIViewController(_ controller: ReaderViewController, context: Context) {}
                    }
                    final class ReaderViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            switch UserDefaults.standard.string(forKey: "Reader.orientation") {
                            case "portrait": ↓.portrait
                            case "landscape": .landscape
                            default: .all
                            }
                        }
                    }
                    """#,
                ], .warning),
            // UIKit's camera picker (portrait only, as Apple documents) inside a SwiftUI sheet of an app that allows
            // landscape: the sheet's host turns with the app.
            .code(pickerApp(iPhone, source: "camera", marked: true), .warning),
        ],
        nonTriggering: [
            // The photo library's picker (not the camera): Apple's portrait-only note is not taken for it.
            .code(pickerApp(iPhone, source: "photoLibrary")),
            // The camera picker inside a sheet, in an app that allows portrait alone: the host cannot turn either.
            .code(pickerApp(portraitIPhone, source: "camera")),
            // An iPad app under multitasking: the host's mask is ignored too (multitasking-ignores-masks).
            .code(
                checkoutApp(
                    #"<plist><dict><key>UIDeviceFamily</key><array><integer>2</integer></array></dict></plist>"#)),
            // The app allows portrait alone: the controller's answer changes nothing.
            .code(checkoutApp(portraitIPhone)),
        ],
        comparesAnswers: true
    )

    /// The examples' Info.plists: an iPhone app with UIKit's default orientations, and one that allows portrait alone.
    private static let iPhone =
        #"<plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>"#
    private static let portraitIPhone = #"""
        <plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
        </dict></plist>
        """#

    /// A SwiftUI App whose window shows a portrait-only UIKit controller through a representable (`marked`: with
    /// the `↓` where the finding is).
    private static func checkoutApp(_ infoPlist: String, marked: Bool = false) -> [String: String] {
        [
            "Info.plist": infoPlist,
            "App.swift": #"""
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { CheckoutView() } }
            }
            struct CheckoutView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> CheckoutViewController { CheckoutViewController() }
                func updateUIViewController(_ controller: CheckoutViewController, context: Context) {}
            }
            final class CheckoutViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { MARK.portrait }
            }
            """#.replacing("MARK", with: marked ? "↓" : ""),
        ]
    }

    /// A SwiftUI App with a sheet that shows UIKit's image picker with `sourceType` (`camera`, `photoLibrary`)
    /// (`marked`: with the `↓` where the finding is).
    private static func pickerApp(_ infoPlist: String, source: String, marked: Bool = false) -> [String: String] {
        [
            "Info.plist": infoPlist,
            "App.swift": #"""
            import SwiftUI
            @main struct ChatApp: App {
                var body: some Scene { WindowGroup { Text("Room").sheet(isPresented: .constant(true)) { Picker() } } }
            }
            struct Picker: UIViewControllerRepresentable {
                MARKfunc makeUIViewController(context: Context) -> UIImagePickerController {
                    let picker = UIImagePickerController()
                    picker.sourceType = .SOURCE
                    return picker
                }
                func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
            }
            """#.replacing("SOURCE", with: source).replacing("MARK", with: marked ? "↓" : ""),
        ]
    }
}
