// Generated from docs/rules.md by scripts/embed-rules.sh. Do not edit; RulesDocumentTests keeps the two equal.
enum RulesDocument {
    static let markdown = ##"""
# orientd rules reference

This page explains how orientd works out what UIKit does with an app's interface orientation. It covers which
rules apply in which iOS version, the exact exception, error and console texts UIKit produces, what each event
does, and every finding `/validate` can report. Each finding's `docs` link points to a section of this page
(`docs/rules.md#<rule-id>`).

**Documented or inferred.** Each rule orientd applies is one of two kinds:

- **documented**: backed by Apple documentation or release notes, by decompiled UIKit that field reports
  confirm, or by several independent field reports (crash logs, console logs, App Store Connect messages).
- **inferred**: an assumption orientd has to make because the evidence leaves a choice. Examples: a version
  boundary that falls between two reports, a text format nobody has seen in a log, or an order UIKit never shows.

An answer from `/resolve` says `"certainty": "documented"` when none of its steps depends on an inferred rule.
Otherwise it says `"certainty": "inferred"` and gives the names of those rules in `inferredRules` (see
[Inferred rules](#inferred-rules)). The `trace` has one sentence for each decision, inferred or not.

Notation used below:

| Symbol | Meaning |
|---|---|
| A | The application mask. It is the Info.plist list for the idiom (`UISupportedInterfaceOrientations~ipad` or `~iphone`, falling back to the base key). A missing key or an empty array gives the default: iPad `all`, iPhone `allButUpsideDown`. At runtime the app delegate's `application:supportedInterfaceOrientationsForWindow:` *replaces* the list; the two are not intersected. |
| G | The governing controller: the window's root, or the last presented controller whose presentation fills the window. |
| M | G's mask: its declared `supportedInterfaceOrientations`, else its container delegate's answer, else the default (iPad `all`, iPhone `allButUpsideDown`). |
| E | The effective mask, M ∩ A. |
| D | The device mask: all four orientations, except that an iPhone without a Home button cannot show `portraitUpsideDown`. D limits what is shown but never causes an exception. |

Orientation values: `portrait` 1, `portraitUpsideDown` 2, `landscapeRight` 3, `landscapeLeft` 4 (0 is `unknown`).
Mask bits: portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16. Device orientations swap the
landscape names: device `landscapeLeft` (3) shows interface `landscapeRight`, and the other way round. `faceUp`,
`faceDown` and `unknown` never rotate anything.

## Eras

| Era | What decides orientation |
|---|---|
| iOS ≤ 5 | Only `shouldAutorotateToInterfaceOrientation:` exists, and by default it answers YES for portrait only. A navigation controller asks its top controller. A tab bar rotates only if every tab agrees. A presented controller answers for itself. The Info.plist matters only at launch. **No orientation exception exists.** |
| iOS 6 – 15 | `supportedInterfaceOrientations`, `shouldAutorotate` and `preferredInterfaceOrientationForPresentation` decide. When G's `shouldAutorotate` is NO, device rotation does nothing and the masks are not read at all. Containers do not ask their children unless they forward (subclass, category or delegate; container delegate methods exist from iOS 7). This era has the E1/E2 exceptions (E1 and E2, later E1′ and E2′). `shouldAutorotateToInterfaceOrientation:` is never called. |
| iOS 16+ | `shouldAutorotate` no longer stops rotation: the device rotates whenever the orientation is in E ∩ D. It still prevents E1′: a controller that returns NO does not crash. Apps rotate programmatically with `setNeedsUpdateOfSupportedInterfaceOrientations()` and `UIWindowScene.requestGeometryUpdate(_:)`. For an app linked against SDK 16 or later, the `UIDevice` orientation setter logs a console line and does nothing. |
| iPad multitasking (iPad, iOS ≥ 9) | This applies when the iPad list holds all four orientations and `UIRequiresFullScreen` is not YES (or is no longer honoured, see below). UIKit then ignores every controller mask, `shouldAutorotate` and the delegate mask. The app rotates to any orientation, never raises an orientation exception and never gets a forced orientation on presentation. |
| iPadOS 26 windowing | Set `device.ipadWindowing` to `"windowed"` for Windowed Apps or Stage Manager; the default is `"fullScreen"`. Resizable scenes treat masks as preferences only: no exception is raised, presentation forces nothing, and geometry requests are refused. The one windowed scene that is not resizable is in **compatibility mode**: `UIRequiresFullScreen` is YES and still honoured. It stops being honoured from `UIRequiresFullScreenIgnoredStartingWithVersion` (when that key is set), and for an app linked against SDK 27 or later running on iOS 27 or later. In compatibility mode UIKit reads the masks as in iOS 6–15 but does not visually rotate the scene. |
| iOS 27 | The scene delegate's `supportedInterfaceOrientations(for:)` (`app.sceneDelegateSupportedInterfaceOrientations`) replaces the Info.plist list for its scene. The app delegate's method is deprecated. If an app gives both, orientd lets the app delegate's value win (inferred). An app linked against SDK 27 that runs on iOS 27 loses `UIRequiresFullScreen` (UIKit ignores it) and must adopt the scene life cycle. |

**What ships: the validation matrix.** An app that says which idioms it ships to (`app.deviceFamilies`: `[1]`
iPhone, `[2]` iPad, `[1, 2]` universal) or its lowest iOS (`app.minimumOSVersion`) is validated as it ships, not as
one device: `/validate` checks each shipped idiom (else `device.idiom`) at the minimum version and at every version
above it where a rule changes — 6.0, 7.0, 8.0, 8.3, 9.0, 10.0, 10.3, 13.0, 16.0, 18.0, 26.0 and 27.0 (else at
`device.systemVersion`). A finding is listed once per rule, place and idiom; its `state` names the `idiom` and
`systemVersion` of the first cell that shows it, and `occurrences` counts every state of every cell (a finding about
the app as a whole, with no state, counts once per cell, so it is at least 1). The state limit
covers the whole matrix. An app that ships to one idiom (`[2]`) is that idiom for `/resolve` too, unless
`device.idiom` says otherwise. Project files (`orientd validate --project`, `--info-plist`) fill both members.

The **linked SDK** is `app.sdkVersion`; it defaults to the device's `systemVersion`, but a rule that depends on it
is an error only where the SDK is known (`app.sdkVersion`, a built Info.plist's `DTSDKName`, `--sdk`); otherwise
it is a warning that says which SDK it assumes. Behaviour that Apple ties to the
SDK an app was built with follows this value: the `UIDevice` setter shim, the SDK 27 handling of
`UIRequiresFullScreen`, and the scene life-cycle requirement.

**Presentation styles.** Only `fullScreen`, `overFullScreen` and `custom` fill the window, and only those make the
presented controller govern. `custom` is treated like `fullScreen` (inferred: `custom-presentation-governs`). With
`pageSheet`, `formSheet`, `popover`, `currentContext` and `overCurrentContext`, the presenter keeps governing.
`automatic` depends on the version:

| System version | `automatic` means |
|---|---|
| before 13.0 | `fullScreen` |
| 13.0 – 17.x | `pageSheet` |
| 18.0 and later | `formSheet` |

A presented controller without `presentationStyle` gets UIKit's default, `automatic`. **This is a change:** earlier
versions of orientd defaulted to `fullScreen`. A scenario that relied on that default now describes a sheet on iOS 13
and later. Write `"presentationStyle": "fullScreen"` if that is what the app does.

## Exceptions

UIKit raises `UIApplicationInvalidInterfaceOrientation`. The answer gives the exception's `name`, its `reason`, its
`id` (`E1`, `E1′`, `E2` or `E2′`) and the console `message`, which always has this form:

```
*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: '<reason>'
```

The reasons are copied byte for byte from field logs, including UIKit's grammar ("Supported orientations has").
They are never localized. orientd picks the text from `device.systemVersion`. A crash is still a successful answer:
HTTP 200 with `"outcome": "exception"`.

### E1 / E1' (E1′) — no common orientation

| id | versions | reason |
|---|---|---|
| E1 | 6.0 – 8.2 | `Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES` |
| E1′ (E1') | ≥ 8.3 | `Supported orientations has no common orientation with the application, and [<Class> shouldAutorotate] is returning YES` |

**When it fires.** All of these must hold:

- G governs: a controller presented as a sheet never does.
- iPad multitasking and resizable scenes do not apply.
- M ≠ 0. A mask of 0, for example from nil forwarding, does not raise E1.
- M ∩ A = 0.
- G's `shouldAutorotate` is YES. This guard still holds on iOS 16 and later.

orientd checks these conditions in these situations:

- at launch, for the root controller, on iOS 6–12 only. On iOS 13 and later the root does not raise at launch
  (inferred: `root-no-exception-at-launch-ios13`), though it still raises when the device rotates;
- on `rotate`, once `shouldAutorotate` lets the rotation through;
- on `present`, and on `dismiss` of a controller that filled the window;
- on `setDeviceOrientation` on iOS 6–15;
- on `updateSupportedOrientations` on iOS 16 and later.

**Filling in `<Class>`.** orientd prints G's `class` exactly as the request gives it. The default depends on the kind:
`UIViewController`, `UINavigationController` or `UITabBarController`. A container prints its own class, never the
child it forwards to. Swift classes print with their module, so write `MyApp.PlayerViewController`. System
controllers can print private classes. For example, the photo-library `UIImagePickerController` crashes as
`PUUIAlbumListViewController`. Give that class if you want matching text. orientd does not model one field report
from iOS 9 in which a plain navigation controller printed its child's class.

**Inferred boundary.** The last report of the E1 text is from November 2014 (the iOS 8.1 era). The first E1′ report is
from iOS 8.3. orientd uses E1 for 8.2.x and marks those answers `e1-text-boundary`.

### E2 / E2' (E2′) — preferred orientation not supported

| id | versions | reason |
|---|---|---|
| E2 | 6.0 – 9.x | `preferredInterfaceOrientationForPresentation must return a supported interface orientation!` |
| E2′ (E2') | ≥ 10.0 | `preferredInterfaceOrientationForPresentation '<o>' must match a supported interface orientation: '<list>'!` |

**When it fires.** A controller that governs is presented, or is revealed when a window-filling controller above it is
dismissed. Its preferred orientation p is *overridden*: declared, given by a container delegate's preferred method,
or forwarded to a child (nil messaging answers 0). E2 fires if p is not one of 1–4 or if p's bit is not in E. It also
fires when E is empty without E1 (M = 0 or `shouldAutorotate` NO) and the preferred orientation is overridden or
forwarded to a nil child. Multitasking and resizable scenes never raise E2. Field reports show this crash on dismissal
as often as on presentation.

**Filling in `<o>`.** The value p: `unknown`, `portrait`, `portraitUpsideDown`, `landscapeRight` or `landscapeLeft` for
0–4. Any other value prints as `(N)` with the raw integer: an OR of portrait, landscapeRight and landscapeLeft prints
`(7)`. No log shows `portraitUpsideDown` yet (inferred: `upside-down-printed-name`).

**Filling in `<list>`.** The names in E, joined by `, ` in declaration order: `portrait`, `portraitUpsideDown`,
`landscapeLeft`, `landscapeRight`. Composite masks print as separate names, so 26 prints as
`portrait, landscapeLeft, landscapeRight`. Two parts are inferred. The position of `portraitUpsideDown` has never
been seen in a log (`upside-down-list-position`). An empty E prints nothing between the quotes, `''`
(`empty-list-format`).

**Inferred boundary.** The last E2 report is from March 2016 (iOS 9). The first E2′ report is from May 2017. orientd
uses E2′ from 10.0 and marks answers for 10.0–10.2 `e2-text-boundary`.

## Errors and console lines

**A refused geometry request is not a crash.** UIKit hands the error to the request's error handler and the app keeps
running. The answer keeps `"outcome": "orientation"` (the orientation does not change) and adds:

```json
"error": { "domain": "UISceneErrorDomain", "code": 101, "description": "<one of the two texts below>" }
```

| When | `description` |
|---|---|
| The scene's orientation is not the app's to choose: iPad multitasking, or a resizable iPadOS 26 scene | `The current windowing mode does not allow for programmatic changes to interface orientation.` |
| None of the requested orientations R is in the scene's supported set S | `None of the requested orientations are supported by the view controller. Requested: <R>; Supported: <S>` |

`<R>` and `<S>` follow the same name list format as `<list>` in E2′, without quotes. Field logs always show `; `
between the two parts. orientd takes S to be E (inferred: `geometry-request-supported-mask`). An empty list prints as
nothing (inferred: `geometry-empty-list-format`). UIKit translates this description into the device's language. orientd
returns the English text.

Console lines go in the `console` array, byte for byte:

- **`UIDevice` orientation setter, iOS 16 and later.** UIKit always logs this line, whatever SDK the app was linked with:

  ```
  [Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)
  ```

- **iPadOS 26 runtime issue.** This is logged when an iPad app launches on iPadOS 26 or later and its Info.plist has at
  least one of the issues below. The line starts with `Update the Info.plist:`. Each issue follows in the order of the
  table, as a space, then `N) ` (only when there is more than one issue), then the issue's text:

  | Issue | Text |
  |---|---|
  | `UIRequiresFullScreen` is YES | `` `UIRequiresFullScreen` will soon be ignored. `` |
  | The iPad list lacks any of the four orientations | `Support for all orientations will soon be required.` |
  | Neither `UILaunchStoryboardName` nor `UILaunchScreen` is present | `Launch screens will soon be required.` |

  Examples:

  ```
  Update the Info.plist: Support for all orientations will soon be required.
  Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all orientations will soon be required.
  ```

- **Scene life cycle missing, iOS 27 with SDK 27.** At `launch`, an app without `UIApplicationSceneManifest` logs the
  line below. The text comes from a single field report (inferred: `scene-life-cycle-console-text`). That the app does
  not launch is documented (Apple TN3187).

  ```
  Application failed to launch: UIScene life cycle is required for apps built with this SDK
  ```

## Events

`event` in the request says what happens. The default is `present` when the active chain has a presented controller,
else `rotate`.

- **launch.** The interface starts in the device orientation if the Info.plist list holds it. If not, it starts in
  the list's first entry. With no list it uses the `UIInterfaceOrientation` key, and with neither it starts in
  portrait. The `UIInterfaceOrientation` key is ignored whenever a list exists. orientd then applies the rotate rule
  with the device orientation. On iOS 6–12 that includes the E1/E1′ check for the root. The delegate mask is not
  used at launch; see [launch-differs-from-runtime](#launch-differs-from-runtime).
- **rotate** to device orientation d. `faceUp`, `faceDown` and `unknown` change nothing. On iOS 6–15, if G's
  `shouldAutorotate` is NO, nothing changes. Otherwise orientd runs the E1/E1′ check, then rotates to interface(d)
  if it is in E ∩ D and stays put if it is not. With multitasking or a resizable scene, any orientation in D is
  allowed.
- **present.** This is the present rule. It uses G of the chain as given. Run the E1/E1′ check. If G overrides its
  preferred orientation, the interface becomes that orientation, or orientd raises E2/E2′ (see above). If G does
  not override it, the interface keeps the current orientation if it is in E. Otherwise it takes the device's
  orientation if that is in E. Otherwise it takes the first of portrait, landscapeRight, landscapeLeft and
  portraitUpsideDown that is in E (inferred: `presentation-fallback-order`). A sheet-style presentation changes
  nothing.
- **dismiss.** The topmost presented controller goes away. If it filled the window, the present rule runs for the
  controller it reveals. Dismissing a controller shown as a sheet, popover or in a context checks nothing: the
  revealed controller is not asked. A field report from iOS 13 describes this.
- **setDeviceOrientation.** This models `[[UIDevice currentDevice] setValue:@(d) forKey:@"orientation"]` and the
  `setOrientation:` invocation. The top-level `targetOrientation` gives d, a *device* orientation.
  - Interface constants are read by value, as UIKit reads them. `UIInterfaceOrientationLandscapeRight` (3) is device
    `landscapeLeft` (3), which shows interface `landscapeRight`. So seed code that passes interface constants
    "works", and the trace says so.
  - iOS ≤ 5: orientd treats the call as a device rotation under the old rules (inferred: `legacy-device-setter`).
  - iOS 6–15: the rotate rule with d, so `shouldAutorotate` gates it and the E1/E1′ check applies. The device
    orientation becomes d.
  - iOS ≥ 16: UIKit logs the setter line. Only for an app linked against an SDK below 16 does it also make a shimmed
    geometry request for interface(d), following the requestGeometryUpdate rule. If that request is refused, the
    error goes nowhere, so it does not appear in `error`. With SDK 16 or later nothing else happens.
- **updateSupportedOrientations.**
  - iOS ≥ 16 (`setNeedsUpdateOfSupportedInterfaceOrientations()`): UIKit reads E again, and the E1/E1′ check
    applies. If the current orientation is in E, nothing changes. Otherwise the interface takes the device's
    orientation if that is in E ∩ D. Failing that, it takes the first of E ∩ D in the order above (inferred:
    `update-supported-fallback-order`).
  - iOS 6–15 (`attemptRotationToDeviceOrientation`): the rotate rule with the current device orientation.
- **requestGeometryUpdate.** This models `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations: R))`. The
  top-level `requestedOrientations` gives the mask R. The API exists on iOS 16 and later only; earlier versions get a
  422.
  - R = 0: nothing happens and there is no error.
  - Multitasking or a resizable scene: orientd returns the windowing-mode error.
  - Otherwise S = E. If S ∩ R is empty, orientd returns the "None of the requested orientations…" error.
  - Otherwise the current orientation is kept if it is in S ∩ R. If not, the interface becomes the first of portrait,
    landscapeRight, landscapeLeft and portraitUpsideDown that is in S ∩ R ∩ D (inferred when more than one
    orientation qualifies: `geometry-request-fallback-order`).

**Rotation callbacks.** When an event changes the interface orientation, `callbacks` lists what UIKit sends, in order.
Each entry gives the method, the receiving controller's `class` and its `path`.

- **iOS ≤ 7:** `willRotateToInterfaceOrientation:duration:`, `willAnimateRotationToInterfaceOrientation:duration:` and
  `didRotateFromInterfaceOrientation:`. They go to G and, through containers (`shouldAutomaticallyForwardRotationMethods`
  is YES by default), to its visible child chain: a tab bar's selected tab, a navigation stack's top. On these versions
  rotation is a transform of the root view, given in `rootViewTransform` as `[a, b, c, d, tx, ty]`:

  | Interface orientation | `rootViewTransform` |
  |---|---|
  | portrait | `[1, 0, 0, 1, 0, 0]` |
  | landscapeLeft | `[0, -1, 1, 0, 0, 0]` |
  | landscapeRight | `[0, 1, -1, 0, 0, 0]` |
  | portraitUpsideDown | `[-1, 0, 0, -1, 0, 0]` |

  Views added straight to the window, with no root view controller, are not rotated.
- **iOS ≥ 8:** `viewWillTransitionToSize:withTransitionCoordinator:` goes to every visible controller, presented ones
  included. orientd also lists the three old methods for each controller (inferred:
  `rotation-callbacks-legacy-methods`), except a controller marked `"overridesViewWillTransitionToSize": true` (it
  overrides the method without calling super). `rootViewTransform` is absent: the window's bounds change instead.
- In iPadOS 26 compatibility mode the scene keeps its size, so no callbacks are listed (inferred:
  `compatibility-mode-keeps-size`).

## Rules

`/validate` explores every state a user can reach and reports these findings. A state is one selected tab, stack
depth and presentation prefix, together with launch, rotation, present, dismiss and the scenario's own programmatic
event. `valid` is true only when no finding is an error and every state was checked: an exploration stopped by the
state limit (`"truncated": true`) is never valid, and `orientd validate` exits 3 for it. Each rule's **Evidence**
line says whether it is documented or inferred. The last three rules are about the request body itself; `/resolve`
reports them too, in its `warnings` member.

### no-common-orientation

- **Severity:** error (crash E1/E1′). **Applies:** iOS ≥ 6, outside multitasking and resizable scenes.
- **Trigger:** in some state, G's mask has nothing in common with the app mask while `shouldAutorotate` is YES.
- **Why:** UIKit cannot pick an orientation and raises E1/E1′ at launch (iOS 6–12), on rotation, or on
  presentation or dismissal.
- **Fix:** make G return a mask that shares an orientation with the app. Or let the app delegate return a
  superset (for example `.all`) and restrict each controller.
- **Evidence:** documented. Sources: Apple's page on the exception, decompiled UIKit (iOS 18 and 26.1), and crash
  reports from iOS 6 to iOS 18 (third-party SDK controllers, React Native modals, photo pickers). The iOS ≥ 13
  launch exemption is inferred.

### presentation-preferred-unsupported

- **Severity:** error (crash E2/E2′). **Applies:** iOS ≥ 6, outside multitasking and resizable scenes.
- **Trigger:** a governing controller that is presented or revealed by a dismissal overrides
  `preferredInterfaceOrientationForPresentation` with a valid orientation that is not in E.
- **Why:** UIKit shows a full-screen presentation in its preferred orientation, and that orientation must be
  supported.
- **Fix:** return one of E's orientations, or support the preferred one in both the controller and the app.
- **Evidence:** documented. Sources: Apple's `preferredInterfaceOrientationForPresentation` page, and crash reports
  from iOS 6 to 16, many of them on dismissal (photo viewers, players, ad SDKs). What happens when the method is not
  overridden is partly inferred.

### preferred-not-single-orientation

- **Severity:** error when presenting it crashes; warning when the description alone shows it.
- **Applies:** iOS ≥ 6.
- **Trigger:** the preferred orientation (declared or from a container delegate) is not exactly one of the four:
  0, an OR such as `.landscapeLeft | .portrait` (= 5), or a mask constant used as an orientation.
- **Why:** UIKit accepts only 1–4. Anything else raises E2/E2′, printed as `'unknown'` or `'(N)'`. A mask
  constant can also pick the wrong orientation without any crash: `UIInterfaceOrientationMaskPortrait` is 2,
  which is `portraitUpsideDown`.
- **Fix:** return exactly one `UIInterfaceOrientation` that the controller supports.
- **Evidence:** documented. Sources: crash reports printing `'(7)'` and `'unknown'`, and library fixes that replaced
  an OR and `UIInterfaceOrientationUnknown` with a single orientation.

### orientation-used-as-mask

- **Severity:** error when it crashes, otherwise warning. **Applies:** iOS ≥ 6.
- **Trigger:** a `UIInterfaceOrientation…` constant is given where a mask belongs, or a mask has bits that are no
  orientation (bit 0, or any bit above 16).
- **Why:** UIKit reads the value as a mask. `UIInterfaceOrientationPortrait` (1) has no valid bit, so it raises
  E1′. `UIInterfaceOrientationLandscapeLeft` (4) means portraitUpsideDown.
- **Fix:** build masks from `UIInterfaceOrientationMask` constants (`.portrait` in Swift).
- **Evidence:** documented. Sources: the constants' values in Apple's headers, and a passcode library's crash reports
  (iOS 9) caused by exactly this mix-up.

### forwarding-to-nil-child

- **Severity:** error when a presentation crashes; warning when only the container's own fallback values prevent a crash.
- **Applies:** iOS ≥ 6.
- **Trigger:** a forwarding container's target child is nil in some state: a tab bar without `selectedIndex`, or an
  empty stack.
- **Why:** a message to nil answers 0. The mask is 0, `shouldAutorotate` NO and preferred 0, so there is no E1, but
  presentation raises E2/E2′ `'unknown'`, with an empty list on iOS ≥ 10.
- **Fix:** set `selectedIndex` (or push a controller) before the container is presented, or forward with a fallback
  (`child?.preferredInterfaceOrientationForPresentation ?? .portrait`).
- **Evidence:** documented for the nil answers (Objective-C language rules) and the crash (the seed project's tab bar).
  The empty-list text is inferred.

### container-ignores-child

- **Severity:** warning. **Applies:** iOS ≥ 6, outside multitasking.
- **Trigger:** a container that does not forward shows a child that declares `supportedInterfaceOrientations`,
  `shouldAutorotate` or a preferred orientation, and the declared value is not what decides.
- **Why:** from iOS 6 on, containers do not consult their children. The child's override is called for nothing.
- **Fix:** forward the three methods to `selectedViewController`/`topViewController` (subclass or delegate methods).
- **Evidence:** documented. Sources: the iOS 6 SDK release notes and decompiled `UITabBarController`, with developer
  reports up to iOS 13.

### sheet-does-not-force-orientation

- **Severity:** warning. **Applies:** iOS ≥ 6, and mostly iOS ≥ 13, where `automatic` means a sheet.
- **Trigger:** a controller presented with a style that does not fill the window declares a mask or a preferred
  orientation.
- **Why:** sheets, popovers and context presentations do not govern. The presenter keeps deciding, and the presented
  controller's values are ignored.
- **Fix:** present with `modalPresentationStyle = .fullScreen` (or `.overFullScreen`).
- **Evidence:** documented. Sources: Apple's `UIModalPresentationStyle.automatic` page, book examples, and a field
  report from iOS 13.

### delegate-returns-zero

- **Severity:** warning. **Applies:** all versions.
- **Trigger:** `application:supportedInterfaceOrientationsForWindow:`, or a container delegate's supported-orientations
  method, returns 0.
- **Why:** Apple documents that it must not. Modern UIKit treats 0 as all orientations, which is never what was meant.
- **Fix:** return the orientations the app supports, for example `.allButUpsideDown`.
- **Evidence:** documented (Apple's delegate page). How modern UIKit treats 0 comes from decompiled UIKit only.

### launch-differs-from-runtime

- **Severity:** info. **Applies:** iOS ≥ 6.
- **Trigger:** the app delegate's mask differs from the Info.plist list for the idiom.
- **Why:** launch, iPad multitasking eligibility and App Store validation use the Info.plist. Once the app runs, the
  delegate's value replaces it.
- **Fix:** make the two agree, or make sure the launch screen and the first controller work in both.
- **Evidence:** documented. Sources: Apple's `UIApplication` and delegate pages, developer write-ups, and a crash
  report where fixing the plist did not help until the delegate mask was fixed.

### multitasking-ignores-masks

- **Severity:** warning. **Applies:** iPad, iOS ≥ 9.
- **Trigger:** the iPad list holds all four orientations, `UIRequiresFullScreen` is not YES, and the app restricts
  orientation with a controller mask or the delegate mask.
- **Why:** a multitasking app must support every orientation, so UIKit ignores every controller mask,
  `shouldAutorotate` and the delegate mask.
- **Fix:** set `UIRequiresFullScreen` to true if the app must restrict orientation (deprecated on iPadOS 26: plan for
  resizable scenes), or accept all orientations on iPad.
- **Evidence:** documented. Sources: Apple's `supportedInterfaceOrientations` page, an Apple bug report from iOS 9.0.1,
  and the windowing-mode error text from a field log. Ignoring the delegate mask rests on consistent reports.

### app-store-ipad-orientations

- **Severity:** error. **Applies:** any build that ships to iPad, whatever version. When the app says what ships
  (`app.deviceFamilies`, from `UIDeviceFamily` or `TARGETED_DEVICE_FAMILY`), that decides: it is checked when the
  families include 2 (iPad), whatever `device.idiom` says, and not for an iPhone-only app. Otherwise it is checked when
  the idiom is `pad` or the Info.plist has an `~ipad` list.
- **Trigger:** `UIRequiresFullScreen` is not YES and the iPad list (`~ipad`, else the base key) is present but lacks
  any of the four orientations.
- **Why:** App Store Connect rejects the upload. The finding's `appStoreMessages` gives both wordings. `<found>` is the
  list as written, comma-joined. `<bundle>` is `CFBundleIdentifier`, or literally `<CFBundleIdentifier>` when the
  Info.plist has none.

  ```
  Invalid bundle. The "<found>" orientations were provided for the UISupportedInterfaceOrientations Info.plist key in the <bundle> bundle, but you need to include all of the "UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight" orientations to support iPad multitasking. For details, visit: https://developer.apple.com/documentation/bundleresources/information_property_list/uisupportedinterfaceorientations.
  ERROR ITMS-90474: "Invalid Bundle. iPad Multitasking support requires these orientations: 'UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight'. Found '<found>' in bundle '<bundle>'."
  ```

- **Fix:** list all four orientations for iPad, or set `UIRequiresFullScreen` to true.
- **Evidence:** documented. Sources: App Store Connect's message ITMS-90474 as quoted in rejection reports from 2016
  to 2026 (old and new wording).

### upside-down-unavailable

- **Severity:** info. **Applies:** iOS ≥ 6.
- **Trigger:** the device is turned upside down, the app supports `portraitUpsideDown`, and the interface does not
  follow. Either the iPhone has no Home button, or G's mask leaves upside-down out. The iPhone default
  `allButUpsideDown` does that too.
- **Why:** UIKit ignores upside-down on devices without a Home button, and a controller mask without it refuses it.
- **Fix:** nothing to fix on a Face ID iPhone. Otherwise return `.all` from the controller.
- **Evidence:** documented (Apple's Info.plist and `supportedInterfaceOrientations` pages).

### should-autorotate-ignored

- **Severity:** warning. **Applies:** iOS ≥ 16.
- **Trigger:** a controller returns NO from `shouldAutorotate`.
- **Why:** from iOS 16 `shouldAutorotate` no longer stops rotation, so the controller rotates anyway. It still
  suppresses E1′.
- **Fix:** restrict `supportedInterfaceOrientations` and call `setNeedsUpdateOfSupportedInterfaceOrientations()` when
  it changes.
- **Evidence:** documented. Sources: the iOS 16 release notes, Apple's `shouldAutorotate` page, and reports on iOS 26.
  That the guard still applies comes from decompiled UIKit and crash reports from iOS 17 and 18.

### legacy-callback-ignored

- **Severity:** warning. **Applies:** iOS ≥ 6.
- **Trigger:** a controller implements `shouldAutorotateToInterfaceOrientation:`.
- **Why:** iOS 6 and later never call it.
- **Fix:** implement `supportedInterfaceOrientations` (and `shouldAutorotate` before iOS 16).
- **Evidence:** documented (iOS 6 SDK release notes and developer reports from the iOS 6 transition).

### requires-fullscreen-deprecated

- **Severity:** info. **Applies:** iPad, iPadOS ≥ 26.
- **Trigger:** `UIRequiresFullScreen` is YES.
- **Why:** the key is deprecated and will be ignored in a future release. Apps linked against SDK 27 already lose it
  on iOS 27. Resizable scenes treat masks as preferences.
- **Fix:** plan for resizable scenes. Support all orientations, or ask for a lock with
  `prefersInterfaceOrientationLocked` (Apple TN3192).
- **Evidence:** documented (Apple's `UIRequiresFullScreen` page and TN3192).

### device-orientation-setter-ignored

- **Severity:** warning. **Applies:** iOS ≥ 16, linked SDK (`app.sdkVersion`, default `systemVersion`) ≥ 16.
- **Trigger:** the scenario's event is `setDeviceOrientation`.
- **Why:** the setter only logs
  `[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)`
  and nothing rotates. Only apps linked against an older SDK get a shimmed geometry request.
- **Fix:** change the supported orientations (the controller's mask or the app delegate's), call
  `setNeedsUpdateOfSupportedInterfaceOrientations()`, then ask with
  `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`.
- **Evidence:** documented. Sources: the iOS 16 release notes ("isn't supported and no longer works") and the console
  line in Flutter and Capacitor field logs from iOS 16. The SDK check comes from decompiled UIKit.

### geometry-request-refused

- **Severity:** error when the request is refused in every state checked, so it can never be met; otherwise warning.
- **Applies:** iOS ≥ 16.
- **Trigger:** the scenario's event is `requestGeometryUpdate`, and the request is refused in at least one reachable
  state (each tab, stack depth and presentation). The message quotes the exact error description the handler
  receives.
- **Why:** either the scene's orientation is not the app's to choose (the windowing-mode text), or none of R is in
  the supported set (the "None of the requested orientations…" text). Nothing rotates and nothing crashes.
- **Fix:** for the windowing-mode error, design for every orientation, or keep `UIRequiresFullScreen` where it is
  still honoured (SDK below 27). Otherwise support one of R in the deciding controller and in the app, call
  `setNeedsUpdateOfSupportedInterfaceOrientations()` first, or request one of E.
- **Evidence:** documented. Sources: the error texts in field logs (Capacitor, Flutter and React Native issues,
  2023–2025) and decompiled `UIWindowScene` (iPadOS 26.1). S = E is inferred.

### ipad-plist-update-required

- **Severity:** warning. **Applies:** iPad, iPadOS ≥ 26.
- **Trigger:** the Info.plist has at least one of the runtime-issue conditions: `UIRequiresFullScreen` YES, an iPad
  list without all four orientations, or no launch screen.
- **Why:** at launch UIKit logs the runtime issue, assembled as described in
  [Errors and console lines](#errors-and-console-lines). The message quotes the exact assembled text.
- **Fix:** support all four orientations on iPad, drop `UIRequiresFullScreen`, and add `UILaunchScreen` or
  `UILaunchStoryboardName`, as the issue lists.
- **Evidence:** documented. Sources: an Xcode 26 field log with two issues, a single-issue log, and decompiled UIKit
  (iPadOS 26.1) for the assembly.

### scene-life-cycle-required

- **Severity:** error when the SDK is known (`app.sdkVersion`, a built Info.plist's `DTSDKName`, `--sdk`); a
  warning that says "When built with the iOS 27 SDK" when it is only the default (the device's version).
  **Applies:** running iOS ≥ 27 with linked SDK ≥ 27.
- **Trigger:** the Info.plist has no `UIApplicationSceneManifest`.
- **Why:** apps built with this SDK must use the UIScene life cycle. Without it the app does not launch, and every
  other state is unreachable.
- **Fix:** adopt scenes: add `UIApplicationSceneManifest` with a `UIWindowSceneSessionRoleApplication` configuration
  and a `UIWindowSceneDelegate`.
- **Evidence:** documented (Apple TN3187). The console text is inferred (a single field report).

### orientation-is-preference

- **Severity:** info. **Applies:** iPad, iPadOS ≥ 26, `device.ipadWindowing` = `"windowed"`.
- **Trigger:** the scene is resizable (not in compatibility mode), and the iPad list does not already make it a
  classic multitasking app. That case is `multitasking-ignores-masks`.
- **Why:** in Windowed Apps and Stage Manager, masks and orientation locks are only preferences. Nothing raises,
  nothing is forced, and geometry requests get the windowing-mode error.
- **Fix:** lay out for every size and orientation. To ask for a lock, use `prefersInterfaceOrientationLocked`, which
  the system may not honour.
- **Evidence:** documented. Sources: Apple's iPadOS 26 documentation (`UIRequiresFullScreen`, TN3192, the
  orientation-lock APIs) and developer measurements on iPadOS 26.

### unknown-plist-key

- **Severity:** warning. **Applies:** the keys of `app.infoPlist`, of an Info.plist file (`--info-plist`, a
  property-list body) and the `INFOPLIST_KEY_*` build settings of an Xcode project (`--project`), whatever the version.
- **Trigger:** a key that is not one orientd reads but is within two letters of one of the orientation keys
  (`UISupportedInterfaceOrientations`, its `~ipad` and `~iphone` forms, `UIInterfaceOrientation`,
  `UIRequiresFullScreen`), ignoring case. The finding says which key was meant. Near misses:

  | Found | Meant |
  |---|---|
  | `UISupportedInterfaceOrientations~pad` | `UISupportedInterfaceOrientations~ipad` |
  | `UISupportedInterfaceOrientations~iPad` (wrong case) | `UISupportedInterfaceOrientations~ipad` |
  | `UISupportedInterfaceOrientation` (singular) | `UISupportedInterfaceOrientations` |
  | `UIRequiresFullscreen` (wrong case) | `UIRequiresFullScreen` |

  Every other Info.plist key (`CFBundleName`, `NSCameraUsageDescription`, …) is accepted without a word.
  In a project's build settings the near misses are of Xcode's setting names, whose device forms end in `_iPad` and
  `_iPhone`: `INFOPLIST_KEY_UISupportedInterfaceOrientations~ipad` or `…_ipad` means
  `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad`. The finding carries the file and line (`source`).
- **Why:** UIKit reads only the exact names, and the device suffixes are lowercase. A near miss is ignored silently,
  so the default or the base list applies instead.
- **Fix:** rename the key as the finding says.
- **Evidence:** documented. Sources: Apple's Info.plist key reference (device-specific suffixes) and a reported bug
  where a tool looked up `~pad`, so the iPad lock was ignored.

### ignored-build-setting

- **Severity:** warning. **Applies:** an Xcode project read with `--project`, whatever the version.
- **Trigger:** an `INFOPLIST_KEY_*` setting orientd reads (the orientation lists, `UIInterfaceOrientation`,
  `UIRequiresFullScreen`, the launch screen and scene manifest generation) is set for the target and configuration,
  but `GENERATE_INFOPLIST_FILE` is not `YES`.
- **Why:** Xcode writes `INFOPLIST_KEY_*` settings into the Info.plist only when it generates one. Otherwise the
  setting does nothing: the app ships with whatever the `INFOPLIST_FILE` says, and orientd reads it that way.
- **Fix:** set `GENERATE_INFOPLIST_FILE = YES`, or move the key into the Info.plist file and remove the setting.
- **Evidence:** documented (Xcode build settings reference, semantics §10). The finding carries the file and line.

### mask-change-not-announced

- **Severity:** warning (inferred). **Applies:** code read with `--sources` or `--project`, an app whose deployment
  target is iOS 16 or later.
- **Trigger:** a controller's `supportedInterfaceOrientations`, or the app delegate's
  `application(_:supportedInterfaceOrientationsFor:)`, returns a property (the `orientationLock` pattern), and the code
  assigns that property in a file that never calls `setNeedsUpdateOfSupportedInterfaceOrientations()`.
- **Why:** from iOS 16 UIKit caches the supported orientations and asks again only when told: a changed value is not
  read, so the rotation it should allow or forbid does not happen (or a geometry request is refused against the old
  mask).
- **Fix:** after changing the value, call `setNeedsUpdateOfSupportedInterfaceOrientations()` on the controller whose
  mask reads it (for the delegate's mask, on the window's root view controller); then ask with
  `requestGeometryUpdate` if a rotation is wanted.
- **Evidence:** inferred. flutter/engine PR 40953 ("Always set orientation preferences on iOS 16+");
  react-native-screens PR 4117 ("UIKit may also reject a transition-time request while its supported-orientation
  cache still reflects the outgoing screen"). The finding carries the file and line of the change. The reader checks
  the file of each change for the call, not the order of the calls.

### unparsed-source

- **Severity:** info. **Applies:** code read with `--sources`, `--project` or an uploaded archive.
- **Trigger:** SwiftParser could not read all of a Swift file (it does not compile as written).
- **Why:** the findings from that file come from the parts SwiftParser recovered; what it could not read is not
  checked, and orientd says so rather than staying silent.
- **Fix:** make the file compile.
- **Evidence:** not a UIKit rule: it is about what orientd could read. The finding carries the file and the line of
  the first error.

### code-not-read

- **Severity:** info. **Applies:** code read with `--sources`, `--project` or an uploaded archive.
- **Trigger:** something the reader could not see: an orientation answer that is a call or a computation (not a
  literal, a branch of literals or a property), a file that is not UTF-8 or is larger than `--max-source-file-bytes`,
  a folder deeper than `--max-source-depth`, a folder the target builds from that is not there; or code that shows no
  window root, presentation or orientation answer at all. At most 100 are listed; one more counts the rest.
- **Why:** static reading cannot know values computed at run time or controllers made by reflection; orientd says
  where it stopped instead of guessing.
- **Fix:** nothing, if this is intended; a literal or a property with literal assignments can be read.
- **Evidence:** not a UIKit rule: it is about what orientd could read. The finding carries the file and line.

### unknown-member

- **Severity:** warning. **Applies:** every object of the request except `app.infoPlist`.
- **Trigger:** a member the object does not have. When the name belongs to another object (`idiom` at the top level,
  `UIRequiresFullScreen` directly in `app`), the finding says where it belongs; when it is within a few letters of
  one of the object's own members (`supportedInterfaceOrientation`, `ShouldAutorotate`), it says "did you mean".
- **Why:** orientd cannot use a member it does not know, and answering as if it were absent without a word would
  hide the very typo that makes an app behave differently from what its author thinks.
- **Fix:** rename or move the member as the finding says, or remove it.
- **Evidence:** not a UIKit rule: it is about the request. The answer is the one the body without the member gives.

### duplicate-member

- **Severity:** warning. **Applies:** every object of the request.
- **Trigger:** a member given more than once in one object (JSON allows it).
- **Why:** the last value counts and the others are ignored, which is rarely what was meant.
- **Fix:** give the member once, with the value you mean.
- **Evidence:** not a UIKit rule: it is about the request.

At most 100 of these three are listed per request; the rest are counted (`omittedFindings` in `/validate`,
`omittedWarnings` in `/resolve`).

## Inferred rules

These names can appear in `inferredRules`. Any one of them makes the answer `"certainty": "inferred"`.

| Name | What orientd assumes |
|---|---|
| `empty-plist-list-is-absent` | An empty orientation array in the Info.plist counts as a missing key, so the idiom's default applies. |
| `root-no-exception-at-launch-ios13` | On iOS ≥ 13 the window's root controller does not raise E1′ at launch, though it does on rotation. |
| `e1-text-boundary` | iOS 8.2.x still prints E1. The last E1 report is from 8.1 and the first E1′ report from 8.3. |
| `e2-text-boundary` | iOS 10.0–10.2 already prints E2′. The earliest E2′ report is from the 10.3 era. |
| `device-mask-never-raises` | The device mask D only limits what is shown. It never causes E1′, even when nothing supported can be shown. |
| `empty-list-format` | An empty effective mask prints as `''` in E2′. |
| `upside-down-list-position` | `portraitUpsideDown` is listed second, in declaration order. |
| `upside-down-printed-name` | Preferred value 2 prints as `'portraitUpsideDown'`. |
| `forwarded-preferred-default` | A container that forwards to a child that does not override the preferred orientation counts as not overriding it. |
| `presentation-fallback-order` | When neither the current nor the device orientation is in E, presentation picks the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown. |
| `legacy-presentation` | On iOS ≤ 5 a presented controller keeps the current orientation if it accepts it, else the device's, else the first it accepts in the order above. |
| `custom-presentation-governs` | A `custom` presentation governs like `fullScreen`. |
| `geometry-request-supported-mask` | The scene's supported set S in a geometry request is the effective mask E. |
| `geometry-request-fallback-order` | A granted geometry request that allows several orientations rotates to the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown among them. |
| `stale-supported-orientations` | From iOS 16 UIKit keeps the supported orientations it last read (`lastReadSupportedInterfaceOrientations`) until `setNeedsUpdateOfSupportedInterfaceOrientations()`, so a rotation or geometry request is answered against them; a launch, presentation, dismissal or that update reads them again (flutter/engine PR 40953, react-native-screens PR 4117). |
| `geometry-empty-list-format` | An empty `Requested:` or `Supported:` list prints as nothing. |
| `update-supported-fallback-order` | `setNeedsUpdateOfSupportedInterfaceOrientations()` picks from E ∩ D in the same order when neither the current nor the device orientation fits. |
| `scene-and-app-delegate-masks` | On iOS 27, when both the scene delegate and the deprecated app delegate method give a mask, the app delegate's still wins. |
| `scene-life-cycle-console-text` | The launch-failure console line for a missing scene manifest is taken from a single field report. |
| `rotation-callbacks-legacy-methods` | On iOS ≥ 8 UIKit still sends the three old rotation methods, unless the controller overrides `viewWillTransitionToSize:withTransitionCoordinator:` without calling super. |
| `compatibility-mode-keeps-size` | In iPadOS 26 compatibility mode the scene keeps its size, so no rotation callbacks are sent. |
| `legacy-device-setter` | On iOS ≤ 5 the `UIDevice` orientation setter is taken as a device rotation to the orientation given. |

"""##
}
