// Generated from openapi.yaml by scripts/embed-openapi.sh. Do not edit; OpenAPIDocumentTests keeps the two equal.
enum OpenAPIDocument {
    static let yaml = ##"""
# orientd wire contract (v1), the machine-readable form of shared/spec/api.md.
# Served unchanged at GET /openapi.yaml. Examples are integration tests (Tests/contract).
openapi: 3.1.0
info:
  title: orientd
  version: 0.1.0
  description: 'Resolves UIKit interface orientation off the device: the masks at each level, the deciding controller, and
    the orientation UIKit chooses or the exact UIApplicationInvalidInterfaceOrientation message. Rules: shared/spec/semantics.md.
    Every error is application/problem+json (RFC 9457), except the few malformed-HTTP answers libmicrohttpd gives itself (text/html).
    Unknown paths answer 404; a known path with another method answers 405 with an Allow header; HEAD is accepted wherever
    GET is. Every response carries X-Request-Id (the client''s, when it sends a short printable one).'
servers:
- url: http://127.0.0.1:8080
paths:
  /:
    get:
      operationId: playground
      summary: The playground, a page to try scenarios in a browser
      description: >-
        One self-contained HTML page (its script, style and the bundled examples are inside it; it loads nothing
        else) that sends the scenario in its editor to POST /resolve and POST /validate and draws the answer: the
        controller tree with the deciding and answering controllers, the three masks, the device and the interface
        orientation, the exact exception text, the trace, and the findings. It is served with
        `Content-Security-Policy: default-src 'none'; script-src 'sha256-…'; style-src 'sha256-…'; connect-src 'self';
        img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'` (the two hashes are
        those of the page's one inline script and one inline style), `X-Content-Type-Options: nosniff`,
        `Referrer-Policy: no-referrer` and `Cache-Control: no-cache`.
      responses:
        '200':
          description: The page
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
            Content-Security-Policy:
              schema:
                type: string
          content:
            text/html:
              schema:
                type: string
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /resolve:
    post:
      operationId: resolve
      summary: Resolve one event
      description: The orientation UIKit ends in, or the exception it raises, for the scenario's event.
      parameters:
      - $ref: '#/components/parameters/Prefer'
      requestBody:
        required: true
        description: A scenario in JSON, whatever the Content-Type (curl -d works), except application/x-plist, application/xml and text/xml, which send an Info.plist (api.md \"Project files\").
        content:
          application/x-plist:
            schema:
              $ref: '#/components/schemas/InfoPlistBody'
          application/json:
            schema:
              $ref: '#/components/schemas/Scenario'
            examples:
              player:
                summary: A landscape player presented over a portrait app (api.md)
                value:
                  device:
                    idiom: phone
                    systemVersion: '17.4'
                    orientation: landscapeLeft
                  interfaceOrientation: portrait
                  event: present
                  app:
                    infoPlist:
                      UISupportedInterfaceOrientations:
                      - UIInterfaceOrientationPortrait
                      UISupportedInterfaceOrientations~ipad:
                      - UIInterfaceOrientationPortrait
                      - UIInterfaceOrientationLandscapeLeft
                      UIRequiresFullScreen: true
                    supportedInterfaceOrientationsForWindow: allButUpsideDown
                  root:
                    class: MainTabBarController
                    kind: tabBarController
                    forwardsToChild: true
                    selectedIndex: 0
                    children:
                    - class: HomeNavigationController
                      kind: navigationController
                      forwardsToChild: true
                      children:
                      - class: ListViewController
                        supportedInterfaceOrientations: portrait
                    presented:
                      class: PlayerViewController
                      presentationStyle: fullScreen
                      shouldAutorotate: true
                      supportedInterfaceOrientations:
                      - landscapeLeft
                      - landscapeRight
                      preferredInterfaceOrientationForPresentation: landscapeRight
              tabBarWithoutSelection:
                summary: 'Crash: a forwarding tab bar presented before selectedIndex is set (seed 000)'
                value:
                  device:
                    idiom: phone
                    systemVersion: '12.0'
                  root:
                    class: LoginViewController
                    supportedInterfaceOrientations: portrait
                    presented:
                      class: BaseTabBarController
                      kind: tabBarController
                      forwardsToChild: true
                      children:
                      - class: BaseNavigationController
                        kind: navigationController
                        forwardsToChild: true
                        children:
                        - class: BaseViewController
                          shouldAutorotate: false
                          supportedInterfaceOrientations: portrait
                          preferredInterfaceOrientationForPresentation: portrait
              landscapeAppPortraitRoot:
                summary: 'Crash: no common orientation at launch (E1′)'
                value:
                  device:
                    idiom: phone
                    systemVersion: '11.0'
                    orientation: landscapeLeft
                  event: launch
                  app:
                    infoPlist:
                      UISupportedInterfaceOrientations:
                      - UIInterfaceOrientationLandscapeLeft
                      - UIInterfaceOrientationLandscapeRight
                  root:
                    class: Demo.ViewController
                    supportedInterfaceOrientations: portrait
              forcedRotation:
                summary: 'Forced rotation: UIDevice''s orientation setter given an interface constant (seed 000)'
                value:
                  device:
                    systemVersion: '12.0'
                  event: setDeviceOrientation
                  targetOrientation: UIInterfaceOrientationLandscapeRight
                  root:
                    supportedInterfaceOrientations: allButUpsideDown
              geometryRequestRefused:
                summary: 'A refused geometry request: the error handler receives UISceneErrorDomain 101, no crash'
                value:
                  device:
                    systemVersion: '17.0'
                  event: requestGeometryUpdate
                  requestedOrientations: portrait
                  app:
                    supportedInterfaceOrientationsForWindow: landscapeRight
                  root: {}
      responses:
        '200':
          description: The answer (a crash is a successful answer).
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
            Preference-Applied:
              description: return=minimal when the request asked for it.
              schema:
                type: string
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Resolution'
              examples:
                player:
                  summary: A landscape player presented over a portrait app (api.md)
                  value:
                    outcome: orientation
                    event: present
                    orientation:
                      name: landscapeRight
                      rawValue: 3
                      constant: UIInterfaceOrientationLandscapeRight
                    rotated: true
                    previousOrientation:
                      name: portrait
                      rawValue: 1
                      constant: UIInterfaceOrientationPortrait
                    masks:
                      app:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                        source: delegate
                      controller:
                        rawValue: 24
                        names:
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskLandscape
                        source: declared
                      effective:
                        rawValue: 24
                        names:
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskLandscape
                    decidingController:
                      class: PlayerViewController
                      path: /root/presented
                    shouldAutorotate: true
                    callbacks:
                    - method: 'viewWillTransitionToSize:withTransitionCoordinator:'
                      class: MainTabBarController
                      path: /root
                      size: landscape
                    - method: 'viewWillTransitionToSize:withTransitionCoordinator:'
                      class: HomeNavigationController
                      path: /root/children/0
                      size: landscape
                    - method: 'viewWillTransitionToSize:withTransitionCoordinator:'
                      class: ListViewController
                      path: /root/children/0/children/0
                      size: landscape
                    - method: 'viewWillTransitionToSize:withTransitionCoordinator:'
                      class: PlayerViewController
                      path: /root/presented
                      size: landscape
                    - method: 'willRotateToInterfaceOrientation:duration:'
                      class: MainTabBarController
                      path: /root
                      toInterfaceOrientation: landscapeRight
                    - method: 'willRotateToInterfaceOrientation:duration:'
                      class: HomeNavigationController
                      path: /root/children/0
                      toInterfaceOrientation: landscapeRight
                    - method: 'willRotateToInterfaceOrientation:duration:'
                      class: ListViewController
                      path: /root/children/0/children/0
                      toInterfaceOrientation: landscapeRight
                    - method: 'willRotateToInterfaceOrientation:duration:'
                      class: PlayerViewController
                      path: /root/presented
                      toInterfaceOrientation: landscapeRight
                    - method: 'willAnimateRotationToInterfaceOrientation:duration:'
                      class: MainTabBarController
                      path: /root
                      toInterfaceOrientation: landscapeRight
                    - method: 'willAnimateRotationToInterfaceOrientation:duration:'
                      class: HomeNavigationController
                      path: /root/children/0
                      toInterfaceOrientation: landscapeRight
                    - method: 'willAnimateRotationToInterfaceOrientation:duration:'
                      class: ListViewController
                      path: /root/children/0/children/0
                      toInterfaceOrientation: landscapeRight
                    - method: 'willAnimateRotationToInterfaceOrientation:duration:'
                      class: PlayerViewController
                      path: /root/presented
                      toInterfaceOrientation: landscapeRight
                    - method: 'didRotateFromInterfaceOrientation:'
                      class: MainTabBarController
                      path: /root
                      fromInterfaceOrientation: portrait
                    - method: 'didRotateFromInterfaceOrientation:'
                      class: HomeNavigationController
                      path: /root/children/0
                      fromInterfaceOrientation: portrait
                    - method: 'didRotateFromInterfaceOrientation:'
                      class: ListViewController
                      path: /root/children/0/children/0
                      fromInterfaceOrientation: portrait
                    - method: 'didRotateFromInterfaceOrientation:'
                      class: PlayerViewController
                      path: /root/presented
                      fromInterfaceOrientation: portrait
                    certainty: inferred
                    inferredRules:
                    - rotation-callbacks-legacy-methods
                    trace:
                    - iOS 17.4 on iPhone; event present.
                    - 'The app delegate''s application:supportedInterfaceOrientationsForWindow: returns 26 (allButUpsideDown);
                      it replaces the Info.plist list at run time.'
                    - 'PlayerViewController (/root/presented) is the governing controller: the topmost controller presented
                      fullScreen.'
                    - PlayerViewController supports 24 (landscape) (declared); effective mask = controller ∩ app = 24 (landscape).
                    - 'preferredInterfaceOrientationForPresentation returns landscapeRight, which is supported: the interface
                      becomes landscapeRight.'
                    - 'UIKit''s own viewWillTransitionToSize:withTransitionCoordinator: still sends the iOS 6–7 rotation methods
                      to controllers that do not override it (inferred: rotation-callbacks-legacy-methods)'
                tabBarWithoutSelection:
                  summary: 'Crash: a forwarding tab bar presented before selectedIndex is set (seed 000)'
                  value:
                    outcome: exception
                    event: present
                    exception:
                      name: UIApplicationInvalidInterfaceOrientation
                      reason: 'preferredInterfaceOrientationForPresentation ''unknown'' must match a supported interface orientation:
                        ''''!'
                      message: '*** Terminating app due to uncaught exception ''UIApplicationInvalidInterfaceOrientation'',
                        reason: ''preferredInterfaceOrientationForPresentation ''unknown'' must match a supported interface
                        orientation: ''''!'''
                      id: E2′
                    rotated: false
                    previousOrientation:
                      name: portrait
                      rawValue: 1
                      constant: UIInterfaceOrientationPortrait
                    masks:
                      app:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                        source: default
                      controller:
                        rawValue: 0
                        names: []
                        constant: null
                        source: nilChild
                      effective:
                        rawValue: 0
                        names: []
                        constant: null
                    decidingController:
                      class: BaseTabBarController
                      path: /root/presented
                    shouldAutorotate: false
                    certainty: inferred
                    inferredRules:
                    - empty-list-format
                    trace:
                    - iOS 12.0 on iPhone; event present.
                    - 'BaseTabBarController has no presentationStyle: UIKit''s default automatic, full screen on iOS 12.0.'
                    - 'No supported-orientations key in Info.plist: the iPhone default 26 (allButUpsideDown) applies.'
                    - 'BaseTabBarController (/root/presented) is the governing controller: the topmost controller presented
                      fullScreen.'
                    - 'BaseTabBarController forwards to its selectedViewController, which is nil: Objective-C nil messaging
                      answers mask 0, shouldAutorotate NO and preferred 0 (unknown).'
                    - BaseTabBarController supports 0 (no orientation) (nilChild); effective mask = controller ∩ app = 0 (no
                      orientation).
                    - A controller mask of 0 does not raise the no-common-orientation exception.
                    - preferredInterfaceOrientationForPresentation returns unknown, which is not a single orientation (1…4).
                    - 'With an empty effective mask the list prints as '''' (inferred: empty-list-format)'
                    - UIKit raises E2′.
                landscapeAppPortraitRoot:
                  summary: 'Crash: no common orientation at launch (E1′)'
                  value:
                    outcome: exception
                    event: launch
                    exception:
                      name: UIApplicationInvalidInterfaceOrientation
                      reason: Supported orientations has no common orientation with the application, and [Demo.ViewController
                        shouldAutorotate] is returning YES
                      message: '*** Terminating app due to uncaught exception ''UIApplicationInvalidInterfaceOrientation'',
                        reason: ''Supported orientations has no common orientation with the application, and [Demo.ViewController
                        shouldAutorotate] is returning YES'''
                      id: E1′
                    rotated: false
                    previousOrientation:
                      name: landscapeRight
                      rawValue: 3
                      constant: UIInterfaceOrientationLandscapeRight
                    masks:
                      app:
                        rawValue: 24
                        names:
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskLandscape
                        source: plist
                        key: UISupportedInterfaceOrientations
                      controller:
                        rawValue: 2
                        names:
                        - portrait
                        constant: UIInterfaceOrientationMaskPortrait
                        source: declared
                      effective:
                        rawValue: 0
                        names: []
                        constant: null
                    decidingController:
                      class: Demo.ViewController
                      path: /root
                    shouldAutorotate: true
                    certainty: documented
                    inferredRules: []
                    trace:
                    - iOS 11.0 on iPhone; event launch.
                    - Info.plist UISupportedInterfaceOrientations gives the app mask 24 (landscape).
                    - 'Launch: UISupportedInterfaceOrientations holds the device orientation landscapeRight, so the app launches
                      in it.'
                    - Demo.ViewController supports 2 (portrait) (declared); effective mask = controller ∩ app = 0 (no orientation).
                    - 'The controller mask and the app mask have no orientation in common and shouldAutorotate returns YES:
                      UIKit raises E1′.'
                forcedRotation:
                  summary: 'Forced rotation: UIDevice''s orientation setter given an interface constant (seed 000)'
                  value:
                    outcome: orientation
                    event: setDeviceOrientation
                    orientation:
                      name: landscapeRight
                      rawValue: 3
                      constant: UIInterfaceOrientationLandscapeRight
                    rotated: true
                    previousOrientation:
                      name: portrait
                      rawValue: 1
                      constant: UIInterfaceOrientationPortrait
                    masks:
                      app:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                        source: default
                      controller:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                        source: declared
                      effective:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                    decidingController:
                      class: UIViewController
                      path: /root
                    shouldAutorotate: true
                    callbacks:
                    - method: 'viewWillTransitionToSize:withTransitionCoordinator:'
                      class: UIViewController
                      path: /root
                      size: landscape
                    - method: 'willRotateToInterfaceOrientation:duration:'
                      class: UIViewController
                      path: /root
                      toInterfaceOrientation: landscapeRight
                    - method: 'willAnimateRotationToInterfaceOrientation:duration:'
                      class: UIViewController
                      path: /root
                      toInterfaceOrientation: landscapeRight
                    - method: 'didRotateFromInterfaceOrientation:'
                      class: UIViewController
                      path: /root
                      fromInterfaceOrientation: portrait
                    certainty: inferred
                    inferredRules:
                    - rotation-callbacks-legacy-methods
                    trace:
                    - iOS 12.0 on iPhone; event setDeviceOrientation.
                    - 'No supported-orientations key in Info.plist: the iPhone default 26 (allButUpsideDown) applies.'
                    - 'UIInterfaceOrientationLandscapeRight is a UIInterfaceOrientation passed where a UIDeviceOrientation
                      belongs: UIKit reads its value 3 as device landscapeLeft, which is interface landscapeRight again (device
                      left and right mirror interface left and right): the value asks for the orientation the code meant.'
                    - 'UIViewController (/root) is the governing controller: the window''s root.'
                    - UIViewController supports 26 (allButUpsideDown) (declared); effective mask = controller ∩ app = 26 (allButUpsideDown).
                    - UIDevice's orientation setter makes the device orientation landscapeLeft and UIKit applies the rotate
                      rule to it.
                    - 'Device landscapeLeft is interface landscapeRight, which is supported: the interface rotates to landscapeRight.'
                    - 'UIKit''s own viewWillTransitionToSize:withTransitionCoordinator: still sends the iOS 6–7 rotation methods
                      to controllers that do not override it (inferred: rotation-callbacks-legacy-methods)'
                geometryRequestRefused:
                  summary: 'A refused geometry request: the error handler receives UISceneErrorDomain 101, no crash'
                  value:
                    outcome: orientation
                    event: requestGeometryUpdate
                    orientation:
                      name: portrait
                      rawValue: 1
                      constant: UIInterfaceOrientationPortrait
                    error:
                      domain: UISceneErrorDomain
                      code: 101
                      description: 'None of the requested orientations are supported by the view controller. Requested: portrait;
                        Supported: landscapeRight'
                    rotated: false
                    previousOrientation:
                      name: portrait
                      rawValue: 1
                      constant: UIInterfaceOrientationPortrait
                    masks:
                      app:
                        rawValue: 8
                        names:
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskLandscapeRight
                        source: delegate
                      controller:
                        rawValue: 26
                        names:
                        - portrait
                        - landscapeLeft
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskAllButUpsideDown
                        source: default
                      effective:
                        rawValue: 8
                        names:
                        - landscapeRight
                        constant: UIInterfaceOrientationMaskLandscapeRight
                    decidingController:
                      class: UIViewController
                      path: /root
                    shouldAutorotate: true
                    certainty: inferred
                    inferredRules:
                    - geometry-request-supported-mask
                    trace:
                    - iOS 17.0 on iPhone; event requestGeometryUpdate.
                    - 'The app delegate''s application:supportedInterfaceOrientationsForWindow: returns 8 (landscapeRight);
                      it replaces the Info.plist list at run time.'
                    - 'UIViewController (/root) is the governing controller: the window''s root.'
                    - UIViewController supports 26 (allButUpsideDown) (default); effective mask = controller ∩ app = 8 (landscapeRight).
                    - 'The scene''s supported orientations are taken to be the effective mask 8 (landscapeRight) (inferred:
                      geometry-request-supported-mask)'
                    - 'None of the requested 2 (portrait) is in the supported 8 (landscapeRight): the error handler receives
                      UISceneErrorDomain 101; nothing rotates and nothing crashes.'
        '400':
          $ref: '#/components/responses/BadRequest'
        '413':
          $ref: '#/components/responses/TooLarge'
        '415':
          description: A project archive (application/x-tar) sent to /resolve, which answers one scenario; send it to /validate.
          content:
            application/problem+json:
              schema:
                $ref: '#/components/schemas/Problem'
        '414':
          $ref: '#/components/responses/UriTooLong'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '503':
          $ref: '#/components/responses/Busy'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /validate:
    post:
      operationId: validate
      summary: Check every reachable state
      description: Every tab, stack depth, presentation and device orientation, plus launch; findings per semantics.md §7.
      parameters:
      - $ref: '#/components/parameters/Prefer'
      requestBody:
        required: true
        description: A scenario in JSON, whatever the Content-Type (curl -d works), except application/x-plist, application/xml and text/xml, which send an Info.plist (api.md \"Project files\"), and application/x-tar, which sends a project tree as git archive writes it (README \"Check a project over HTTP\").
        content:
          application/x-plist:
            schema:
              $ref: '#/components/schemas/InfoPlistBody'
          application/x-tar:
            schema:
              type: string
              format: binary
              description: 'A project tree as `git archive HEAD` writes it (ustar with pax headers; GNU long names are read
                too), held in memory only. The project (an .xcodeproj, .xcworkspace or XcodeGen project.yml) is looked for
                at its top, or in its one top folder (git archive --prefix=app/); each iOS app is checked with its code,
                as orientd validate --project does. Without a project, its code is checked with the one Info.plist in
                it (as --sources). Bounded by --max-archive-bytes (413), --max-archive-files, a path depth of 64 folders
                and 1,024 bytes, and the --max-source-* limits; absolute paths and ".." are refused (400); links are never
                followed. One archive is checked at a time (503 with Retry-After otherwise).'
          application/json:
            schema:
              $ref: '#/components/schemas/Scenario'
            examples:
              hiddenLandscapeTab:
                summary: A landscape-only tab in a portrait app crashes once selected
                value:
                  device:
                    idiom: phone
                    systemVersion: '17.0'
                  app:
                    infoPlist:
                      UISupportedInterfaceOrientations:
                      - UIInterfaceOrientationPortrait
                  root:
                    class: MainTabBarController
                    kind: tabBarController
                    forwardsToChild: true
                    selectedIndex: 0
                    children:
                    - class: FeedViewController
                    - class: VideoViewController
                      supportedInterfaceOrientations: landscape
              tabBarWithoutSelection:
                summary: The seed 000 tab bar
                value:
                  device:
                    idiom: phone
                    systemVersion: '12.0'
                  root:
                    class: LoginViewController
                    supportedInterfaceOrientations: portrait
                    presented:
                      class: BaseTabBarController
                      kind: tabBarController
                      forwardsToChild: true
                      children:
                      - class: BaseNavigationController
                        kind: navigationController
                        forwardsToChild: true
                        children:
                        - class: BaseViewController
                          shouldAutorotate: false
                          supportedInterfaceOrientations: portrait
                          preferredInterfaceOrientationForPresentation: portrait
      responses:
        '200':
          description: The answer (a crash is a successful answer).
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
            Preference-Applied:
              description: return=minimal when the request asked for it.
              schema:
                type: string
          content:
            application/json:
              schema:
                oneOf:
                - $ref: '#/components/schemas/Validation'
                - $ref: '#/components/schemas/ValidationTargets'
              examples:
                hiddenLandscapeTab:
                  summary: A landscape-only tab in a portrait app crashes once selected
                  value:
                    valid: false
                    errors: 1
                    warnings: 0
                    infos: 0
                    statesChecked: 16
                    stateLimit: 10000
                    truncated: false
                    findings:
                    - rule: no-common-orientation
                      docs: /docs/rules.md#no-common-orientation
                      severity: error
                      path: /root/children/1/supportedInterfaceOrientations
                      message: 'MainTabBarController supports landscapeLeft, landscapeRight and the app supports portrait:
                        nothing in common while shouldAutorotate is YES, so UIKit raises E1′.'
                      fix: Return a mask that shares an orientation with the app from MainTabBarController, or let the app
                        delegate return a superset (e.g. .all) and restrict each controller.
                      state:
                        event: rotate
                        deviceOrientation: portrait
                        selected:
                          /root: 1
                        stackDepth: {}
                        presentationDepth: 0
                      exception:
                        name: UIApplicationInvalidInterfaceOrientation
                        reason: Supported orientations has no common orientation with the application, and [MainTabBarController
                          shouldAutorotate] is returning YES
                        message: '*** Terminating app due to uncaught exception ''UIApplicationInvalidInterfaceOrientation'',
                          reason: ''Supported orientations has no common orientation with the application, and [MainTabBarController
                          shouldAutorotate] is returning YES'''
                        id: E1′
                      occurrences: 4
                tabBarWithoutSelection:
                  summary: The seed 000 tab bar
                  value:
                    valid: false
                    errors: 1
                    warnings: 0
                    infos: 0
                    statesChecked: 28
                    stateLimit: 10000
                    truncated: false
                    findings:
                    - rule: forwarding-to-nil-child
                      docs: /docs/rules.md#forwarding-to-nil-child
                      severity: error
                      path: /root/presented/selectedIndex
                      message: BaseTabBarController forwards its rotation methods to a child that is nil at presentation,
                        so Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0, and UIKit raises
                        E2′.
                      fix: Set selectedIndex (or push a controller) before the container is presented, or forward with a fallback
                        (child?.preferredInterfaceOrientationForPresentation ?? .portrait).
                      state:
                        event: present
                        deviceOrientation: portrait
                        selected:
                          /root/presented: null
                        stackDepth: {}
                        presentationDepth: 1
                      exception:
                        name: UIApplicationInvalidInterfaceOrientation
                        reason: 'preferredInterfaceOrientationForPresentation ''unknown'' must match a supported interface
                          orientation: ''''!'
                        message: '*** Terminating app due to uncaught exception ''UIApplicationInvalidInterfaceOrientation'',
                          reason: ''preferredInterfaceOrientationForPresentation ''unknown'' must match a supported interface
                          orientation: ''''!'''
                        id: E2′
                      occurrences: 5
        '400':
          $ref: '#/components/responses/BadRequest'
        '413':
          $ref: '#/components/responses/TooLarge'
        '414':
          $ref: '#/components/responses/UriTooLong'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '503':
          $ref: '#/components/responses/Busy'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /healthz:
    get:
      operationId: healthz
      summary: Liveness
      responses:
        '200':
          description: OK
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
          content:
            application/json:
              schema:
                type: object
                required:
                - status
                properties:
                  status:
                    type: string
                    const: ok
              example:
                status: ok
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /readyz:
    get:
      operationId: readyz
      summary: Readiness
      description: >-
        200 while the service takes new work; 503 from the moment a stop signal starts the drain (GET /healthz stays
        200 until the process exits). Use it as the readiness probe.
      responses:
        '200':
          description: Ready
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
          content:
            application/json:
              schema:
                type: object
                required:
                - status
                properties:
                  status:
                    type: string
                    const: ready
              example:
                status: ready
        '503':
          description: Draining
          content:
            application/json:
              schema:
                type: object
                required:
                - status
                properties:
                  status:
                    type: string
                    const: draining
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /openapi.yaml:
    get:
      operationId: openapi
      summary: This document
      responses:
        '200':
          description: OK
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
          content:
            application/yaml:
              schema:
                type: object
                description: This OpenAPI document, unchanged.
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /docs/rules.md:
    get:
      operationId: rules
      summary: The rules reference
      description: The user-facing reference of the validation rules, one section per rule; each finding's docs links to
        its rule's section.
      responses:
        '200':
          description: OK
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
          content:
            text/markdown; charset=utf-8:
              schema:
                type: string
                description: docs/rules.md, unchanged.
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
  /metrics:
    get:
      operationId: metrics
      summary: Prometheus metrics
      description: 'Prometheus text format: orientd_http_requests_total{route,status}, orientd_http_request_duration_seconds{route}
        (histogram), orientd_outcomes_total{outcome} (orientation, exception, valid, not_valid, invalid_input), orientd_http_requests_in_flight.'
      responses:
        '200':
          description: OK
          headers:
            X-Request-Id:
              $ref: '#/components/headers/RequestId'
          content:
            text/plain; version=0.0.4; charset=utf-8:
              schema:
                type: string
        '414':
          $ref: '#/components/responses/UriTooLong'
        '431':
          $ref: '#/components/responses/HeadersTooLarge'
components:
  schemas:
    Mask:
      description: 'A UIInterfaceOrientationMask: a raw value, a name, or an array of orientation/mask names (their union).
        A UIInterfaceOrientation constant (e.g. "UIInterfaceOrientationPortrait") is taken by value, as UIKit would see it
        (1 has no valid bit).'
      oneOf:
      - type: integer
        minimum: 0
        maximum: 9223372036854775807
      - type: string
        enum:
        - portrait
        - portraitUpsideDown
        - landscapeLeft
        - landscapeRight
        - landscape
        - all
        - allButUpsideDown
        - .portrait
        - .portraitUpsideDown
        - .landscapeLeft
        - .landscapeRight
        - .landscape
        - .all
        - .allButUpsideDown
        - UIInterfaceOrientationMaskPortrait
        - UIInterfaceOrientationMaskPortraitUpsideDown
        - UIInterfaceOrientationMaskLandscapeLeft
        - UIInterfaceOrientationMaskLandscapeRight
        - UIInterfaceOrientationMaskLandscape
        - UIInterfaceOrientationMaskAll
        - UIInterfaceOrientationMaskAllButUpsideDown
        - UIInterfaceOrientationUnknown
        - UIInterfaceOrientationPortrait
        - UIInterfaceOrientationPortraitUpsideDown
        - UIInterfaceOrientationLandscapeLeft
        - UIInterfaceOrientationLandscapeRight
      - type: array
        items:
          type: string
          enum:
          - portrait
          - portraitUpsideDown
          - landscapeLeft
          - landscapeRight
          - .portrait
          - .portraitUpsideDown
          - .landscapeLeft
          - .landscapeRight
          - UIInterfaceOrientationPortrait
          - UIInterfaceOrientationPortraitUpsideDown
          - UIInterfaceOrientationLandscapeLeft
          - UIInterfaceOrientationLandscapeRight
          - landscape
          - all
          - allButUpsideDown
          - .landscape
          - .all
          - .allButUpsideDown
          - UIInterfaceOrientationMaskPortrait
          - UIInterfaceOrientationMaskPortraitUpsideDown
          - UIInterfaceOrientationMaskLandscapeLeft
          - UIInterfaceOrientationMaskLandscapeRight
          - UIInterfaceOrientationMaskLandscape
          - UIInterfaceOrientationMaskAll
          - UIInterfaceOrientationMaskAllButUpsideDown
    Orientation:
      description: 'A UIInterfaceOrientation: any integer (0…4 are defined; anything else is accepted and is invalid, as UIKit
        sees it), a name, a UIInterfaceOrientationMask constant (taken by value), or an array meaning the bitwise OR of its
        items.'
      oneOf:
      - type: integer
        minimum: -9223372036854775808
        maximum: 9223372036854775807
      - type: string
        enum:
        - unknown
        - portrait
        - portraitUpsideDown
        - landscapeLeft
        - landscapeRight
        - .unknown
        - .portrait
        - .portraitUpsideDown
        - .landscapeLeft
        - .landscapeRight
        - UIInterfaceOrientationUnknown
        - UIInterfaceOrientationPortrait
        - UIInterfaceOrientationPortraitUpsideDown
        - UIInterfaceOrientationLandscapeLeft
        - UIInterfaceOrientationLandscapeRight
        - UIInterfaceOrientationMaskPortrait
        - UIInterfaceOrientationMaskPortraitUpsideDown
        - UIInterfaceOrientationMaskLandscapeLeft
        - UIInterfaceOrientationMaskLandscapeRight
        - UIInterfaceOrientationMaskLandscape
        - UIInterfaceOrientationMaskAll
        - UIInterfaceOrientationMaskAllButUpsideDown
      - type: array
        items:
          oneOf:
          - type: integer
            minimum: -9223372036854775808
            maximum: 9223372036854775807
          - type: string
            enum:
            - unknown
            - portrait
            - portraitUpsideDown
            - landscapeLeft
            - landscapeRight
            - .unknown
            - .portrait
            - .portraitUpsideDown
            - .landscapeLeft
            - .landscapeRight
            - UIInterfaceOrientationUnknown
            - UIInterfaceOrientationPortrait
            - UIInterfaceOrientationPortraitUpsideDown
            - UIInterfaceOrientationLandscapeLeft
            - UIInterfaceOrientationLandscapeRight
            - UIInterfaceOrientationMaskPortrait
            - UIInterfaceOrientationMaskPortraitUpsideDown
            - UIInterfaceOrientationMaskLandscapeLeft
            - UIInterfaceOrientationMaskLandscapeRight
            - UIInterfaceOrientationMaskLandscape
            - UIInterfaceOrientationMaskAll
            - UIInterfaceOrientationMaskAllButUpsideDown
    InterfaceOrientation:
      description: One of the four interface orientations.
      oneOf:
      - type: integer
        minimum: 1
        maximum: 4
      - type: string
        enum:
        - portrait
        - portraitUpsideDown
        - landscapeLeft
        - landscapeRight
        - .portrait
        - .portraitUpsideDown
        - .landscapeLeft
        - .landscapeRight
        - UIInterfaceOrientationPortrait
        - UIInterfaceOrientationPortraitUpsideDown
        - UIInterfaceOrientationLandscapeLeft
        - UIInterfaceOrientationLandscapeRight
    DeviceOrientation:
      description: 'A UIDeviceOrientation (note: device landscapeLeft is interface landscapeRight).'
      oneOf:
      - type: integer
        minimum: 0
        maximum: 6
      - type: string
        enum:
        - unknown
        - portrait
        - portraitUpsideDown
        - landscapeLeft
        - landscapeRight
        - faceUp
        - faceDown
        - .unknown
        - .portrait
        - .portraitUpsideDown
        - .landscapeLeft
        - .landscapeRight
        - .faceUp
        - .faceDown
        - UIDeviceOrientationUnknown
        - UIDeviceOrientationPortrait
        - UIDeviceOrientationPortraitUpsideDown
        - UIDeviceOrientationLandscapeLeft
        - UIDeviceOrientationLandscapeRight
        - UIDeviceOrientationFaceUp
        - UIDeviceOrientationFaceDown
    SystemVersion:
      oneOf:
      - type: string
        pattern: ^[1-9][0-9]?(\.[0-9]{1,4}){0,2}$
        examples:
        - '17.4'
        - 9.3.5
      - type: integer
        minimum: 1
        maximum: 99
    PlistOrientationList:
      type: array
      items:
        type: string
        enum:
        - portrait
        - portraitUpsideDown
        - landscapeLeft
        - landscapeRight
        - .portrait
        - .portraitUpsideDown
        - .landscapeLeft
        - .landscapeRight
        - UIInterfaceOrientationPortrait
        - UIInterfaceOrientationPortraitUpsideDown
        - UIInterfaceOrientationLandscapeLeft
        - UIInterfaceOrientationLandscapeRight
      description: 'In the order written: the order decides the launch orientation. An empty array counts as absent (inferred).'
    Scenario:
      type: object
      description: 'The app and the moment to resolve. An unknown member is not used, and the answer says so (an unknown-member warning, with "did you mean" when it is close to one); null means absent. Limits: nesting depth
        (default 64) and controllers (default 1000); beyond them → 422.'
      properties:
        device:
          oneOf:
          - type: object
            properties:
              idiom:
                oneOf:
                - type: string
                  enum:
                  - phone
                  - pad
                  default: phone
                - type: 'null'
              systemVersion:
                oneOf:
                - $ref: '#/components/schemas/SystemVersion'
                - type: 'null'
              orientation:
                oneOf:
                - $ref: '#/components/schemas/DeviceOrientation'
                - type: 'null'
              hasHomeButton:
                oneOf:
                - type: boolean
                  default: true
                  description: A phone without one cannot show portraitUpsideDown.
                - type: 'null'
              ipadWindowing:
                oneOf:
                - type: string
                  enum:
                  - fullScreen
                  - windowed
                  default: fullScreen
                  description: 'iPadOS 26 windowing: fullScreen (Full Screen Apps) or windowed (Windowed Apps / Stage Manager,
                    a resizable scene whose masks are preferences only).'
                - type: 'null'
          - type: 'null'
        interfaceOrientation:
          oneOf:
          - $ref: '#/components/schemas/InterfaceOrientation'
          - type: 'null'
        event:
          oneOf:
          - type: string
            enum:
            - launch
            - rotate
            - present
            - dismiss
            - setDeviceOrientation
            - updateSupportedOrientations
            - requestGeometryUpdate
            description: 'Default: present when the active chain has a presented controller, else rotate. present/dismiss
              need one (else 422). The programmatic events (semantics §8): setDeviceOrientation (UIDevice''s orientation
              setter) needs targetOrientation; updateSupportedOrientations (attemptRotationToDeviceOrientation /
              setNeedsUpdateOfSupportedInterfaceOrientations) needs systemVersion 5 or later; requestGeometryUpdate
              (UIWindowScene.requestGeometryUpdate) needs requestedOrientations and systemVersion 16 or later. Otherwise
              422 (at /event, /targetOrientation or /requestedOrientations).'
          - type: 'null'
        targetOrientation:
          oneOf:
          - $ref: '#/components/schemas/DeviceOrientation'
          - type: string
            enum:
            - UIInterfaceOrientationUnknown
            - UIInterfaceOrientationPortrait
            - UIInterfaceOrientationPortraitUpsideDown
            - UIInterfaceOrientationLandscapeLeft
            - UIInterfaceOrientationLandscapeRight
            description: A UIInterfaceOrientation constant passed where a UIDeviceOrientation belongs, taken by value as
              UIKit reads it (UIInterfaceOrientationLandscapeRight is 3, device landscapeLeft).
          - type: 'null'
          description: 'The UIDeviceOrientation passed to UIDevice''s orientation setter. Required with "event": "setDeviceOrientation"
            and refused with any other event (422).'
        requestedOrientations:
          oneOf:
          - $ref: '#/components/schemas/Mask'
          - type: 'null'
          description: 'The UIInterfaceOrientationMask of the UIWindowScene.GeometryPreferences.iOS passed to requestGeometryUpdate.
            Required with "event": "requestGeometryUpdate" and refused with any other event (422).'
        lastReadSupportedInterfaceOrientations:
          oneOf:
          - $ref: '#/components/schemas/Mask'
          - type: 'null'
          description: 'The supported orientations UIKit last read from the deciding controller. From iOS 16 UIKit keeps them
            until setNeedsUpdateOfSupportedInterfaceOrientations(), so a rotate, requestGeometryUpdate or setDeviceOrientation
            event is answered against this mask instead of the controller''s current answer (inferred:
            stale-supported-orientations; the trace says so). Not used before iOS 16 (UIKit asks at every rotation) nor by
            launch, present, dismiss and updateSupportedOrientations, which read the masks again (the trace says so too).'
        app:
          oneOf:
          - type: object
            properties:
              infoPlist:
                oneOf:
                - type: object
                  properties:
                    UISupportedInterfaceOrientations:
                      oneOf:
                      - $ref: '#/components/schemas/PlistOrientationList'
                      - type: 'null'
                    UISupportedInterfaceOrientations~ipad:
                      oneOf:
                      - $ref: '#/components/schemas/PlistOrientationList'
                      - type: 'null'
                    UISupportedInterfaceOrientations~iphone:
                      oneOf:
                      - $ref: '#/components/schemas/PlistOrientationList'
                      - type: 'null'
                    UIInterfaceOrientation:
                      oneOf:
                      - $ref: '#/components/schemas/InterfaceOrientation'
                      - type: 'null'
                    UIRequiresFullScreen:
                      oneOf:
                      - type: boolean
                      - type: 'null'
                    UIRequiresFullScreenIgnoredStartingWithVersion:
                      oneOf:
                      - $ref: '#/components/schemas/SystemVersion'
                      - type: 'null'
                    CFBundleIdentifier:
                      oneOf:
                      - type: string
                        pattern: ^[!-~]{1,255}$
                        description: Quoted in App Store messages.
                      - type: 'null'
                    UIApplicationSceneManifest:
                      description: Any JSON value; only its presence counts (the app adopts the scene life cycle). null
                        means absent.
                    UILaunchStoryboardName:
                      description: Any JSON value; only its presence counts (the app has a launch screen). null means
                        absent.
                    UILaunchScreen:
                      description: Any JSON value; only its presence counts (the app has a launch screen). null means
                        absent.
                - type: 'null'
              supportedInterfaceOrientationsForWindow:
                oneOf:
                - $ref: '#/components/schemas/Mask'
                - type: 'null'
              sceneDelegateSupportedInterfaceOrientations:
                oneOf:
                - $ref: '#/components/schemas/Mask'
                - type: 'null'
                description: What the UIWindowSceneDelegate's supportedInterfaceOrientations(for:) returns; absent when
                  not implemented. On iOS 27 and later it replaces the Info.plist list for the scene.
              sdkVersion:
                oneOf:
                - $ref: '#/components/schemas/SystemVersion'
                - type: 'null'
                description: The SDK the app is linked against. Default the device's systemVersion.
              deviceFamilies:
                oneOf:
                - type: array
                  minItems: 1
                  maxItems: 2
                  uniqueItems: true
                  items:
                    type: integer
                    enum:
                    - 1
                    - 2
                - type: 'null'
                description: What ships (UIDeviceFamily, TARGETED_DEVICE_FAMILY) — 1 iPhone, 2 iPad. With it, /validate checks
                  each shipped idiom (and App Store rule ITMS-90474 whenever iPad ships), whatever device.idiom says. An app
                  that ships to one idiom runs as that idiom when device.idiom is not given.
              minimumOSVersion:
                oneOf:
                - $ref: '#/components/schemas/SystemVersion'
                - type: 'null'
                description: The lowest iOS the app runs on (MinimumOSVersion, IPHONEOS_DEPLOYMENT_TARGET). With it, /validate
                  checks this version and every era boundary above it (6.0, 7.0, 8.0, 8.3, 9.0, 10.0, 10.3, 13.0, 16.0, 18.0,
                  26.0, 27.0), whatever device.systemVersion says.
          - type: 'null'
        root:
          oneOf:
          - $ref: '#/components/schemas/Controller'
          - type: 'null'
    Controller:
      type: object
      description: A view controller. An omitted method means "not overridden". forwardsToChild, selectedIndex and the delegate
        members need kind navigationController or tabBarController (else 422); selectedIndex must index children.
      properties:
        class:
          oneOf:
          - type: string
            minLength: 1
            maxLength: 256
            pattern: ^[^\x00-\x1F\x7F]+$
            description: Used verbatim in exception texts (module-qualify Swift classes). Default by kind.
          - type: 'null'
        kind:
          oneOf:
          - type: string
            enum:
            - viewController
            - navigationController
            - tabBarController
            description: Inferred from class names ending in NavigationController / TabBarController.
          - type: 'null'
        shouldAutorotate:
          oneOf:
          - type: boolean
          - type: 'null'
        supportedInterfaceOrientations:
          oneOf:
          - $ref: '#/components/schemas/Mask'
          - type: 'null'
        preferredInterfaceOrientationForPresentation:
          oneOf:
          - $ref: '#/components/schemas/Orientation'
          - type: 'null'
        shouldAutorotateToInterfaceOrientation:
          oneOf:
          - $ref: '#/components/schemas/Mask'
          - type: 'null'
        forwardsToChild:
          oneOf:
          - type: boolean
          - type: 'null'
        delegateSupportedInterfaceOrientations:
          oneOf:
          - $ref: '#/components/schemas/Mask'
          - type: 'null'
        delegatePreferredInterfaceOrientationForPresentation:
          oneOf:
          - $ref: '#/components/schemas/Orientation'
          - type: 'null'
        children:
          oneOf:
          - type: array
            items:
              $ref: '#/components/schemas/Controller'
          - type: 'null'
        selectedIndex:
          oneOf:
          - type: integer
            minimum: 0
            maximum: 9223372036854775807
          - type: 'null'
        presentationStyle:
          oneOf:
          - type: string
            enum:
            - fullScreen
            - overFullScreen
            - pageSheet
            - formSheet
            - popover
            - currentContext
            - overCurrentContext
            - automatic
            - custom
            default: automatic
            description: 'How this controller is presented, when it is someone''s presented. The default is UIKit''s: automatic,
              which is fullScreen before iOS 13, pageSheet on iOS 13–17 and formSheet from iOS 18 (the default was fullScreen
              before). custom governs orientation like fullScreen (inferred).'
          - type: 'null'
        overridesViewWillTransitionToSize:
          oneOf:
          - type: boolean
            default: false
            description: 'The controller overrides viewWillTransitionToSize:withTransitionCoordinator: without calling
              super, so from iOS 8 it receives that method alone, not the iOS 6–7 rotation methods (semantics §8.1).'
          - type: 'null'
        presented:
          oneOf:
          - $ref: '#/components/schemas/Controller'
          - type: 'null'
    OrientationValue:
      type: object
      required:
      - name
      - rawValue
      - constant
      properties:
        name:
          type: string
        rawValue:
          type: integer
        constant:
          type:
          - string
          - 'null'
    MaskValue:
      type: object
      required:
      - rawValue
      - names
      - constant
      properties:
        rawValue:
          type: integer
        names:
          type: array
          items:
            type: string
            enum:
            - portrait
            - portraitUpsideDown
            - landscapeLeft
            - landscapeRight
        constant:
          type:
          - string
          - 'null'
        source:
          type: string
          description: 'app: plist, default, delegate. controller: declared, delegate, default, forwarded, nilChild, legacy,
            ignored, lastRead (lastReadSupportedInterfaceOrientations).'
        key:
          type: string
          description: The Info.plist key the app mask came from.
    ControllerReference:
      type: object
      required:
      - class
      - path
      properties:
        class:
          type: string
        path:
          type: string
          description: JSON pointer into the request.
    Exception:
      type: object
      required:
      - name
      - reason
      - message
      - id
      properties:
        name:
          type: string
          const: UIApplicationInvalidInterfaceOrientation
        reason:
          type: string
          description: Byte-exact UIKit text, chosen by systemVersion.
        message:
          type: string
          description: '*** Terminating app due to uncaught exception ''UIApplicationInvalidInterfaceOrientation'', reason:
            ''<reason>'''
        id:
          type: string
          enum:
          - E1
          - E1′
          - E2
          - E2′
    SceneError:
      type: object
      required:
      - domain
      - code
      - description
      properties:
        domain:
          type: string
          const: UISceneErrorDomain
        code:
          type: integer
          const: 101
        description:
          type: string
          description: Byte-exact UIKit text (semantics §8).
    RotationCallback:
      type: object
      description: One callback UIKit sends a controller as the interface rotates. viewWillTransitionToSize… carries size,
        the two will… methods toInterfaceOrientation, didRotate… fromInterfaceOrientation.
      required:
      - method
      - class
      - path
      properties:
        method:
          type: string
          enum:
          - 'viewWillTransitionToSize:withTransitionCoordinator:'
          - 'willRotateToInterfaceOrientation:duration:'
          - 'willAnimateRotationToInterfaceOrientation:duration:'
          - 'didRotateFromInterfaceOrientation:'
        class:
          type: string
        path:
          type: string
          description: JSON pointer into the request.
        size:
          type: string
          enum:
          - portrait
          - landscape
          description: The shape of the new size (portrait-like or landscape-like).
        toInterfaceOrientation:
          $ref: '#/components/schemas/InterfaceOrientationName'
        fromInterfaceOrientation:
          $ref: '#/components/schemas/InterfaceOrientationName'
      oneOf:
      - required:
        - size
        properties:
          method:
            const: 'viewWillTransitionToSize:withTransitionCoordinator:'
      - required:
        - toInterfaceOrientation
        properties:
          method:
            enum:
            - 'willRotateToInterfaceOrientation:duration:'
            - 'willAnimateRotationToInterfaceOrientation:duration:'
      - required:
        - fromInterfaceOrientation
        properties:
          method:
            const: 'didRotateFromInterfaceOrientation:'
    InterfaceOrientationName:
      type: string
      enum:
      - portrait
      - portraitUpsideDown
      - landscapeLeft
      - landscapeRight
    Resolution:
      type: object
      required:
      - outcome
      - event
      - rotated
      - previousOrientation
      - masks
      - decidingController
      - shouldAutorotate
      - certainty
      - inferredRules
      properties:
        outcome:
          type: string
          enum:
          - orientation
          - exception
        event:
          type: string
          enum:
          - launch
          - rotate
          - present
          - dismiss
          - setDeviceOrientation
          - updateSupportedOrientations
          - requestGeometryUpdate
        orientation:
          $ref: '#/components/schemas/OrientationValue'
          description: Present iff outcome is orientation.
        exception:
          $ref: '#/components/schemas/Exception'
          description: Present iff outcome is exception.
        error:
          $ref: '#/components/schemas/SceneError'
          description: 'Present only when a geometry request (event requestGeometryUpdate) is refused: the error its error
            handler receives. Not a crash: outcome stays orientation.'
        console:
          type: array
          description: Present only when UIKit logs lines on the way (semantics §8, §9), byte-exact, in order.
          items:
            type: string
        rotated:
          type: boolean
        previousOrientation:
          $ref: '#/components/schemas/OrientationValue'
        masks:
          type: object
          required:
          - app
          - controller
          - effective
          properties:
            app:
              $ref: '#/components/schemas/MaskValue'
            controller:
              oneOf:
              - $ref: '#/components/schemas/MaskValue'
              - type: 'null'
            effective:
              $ref: '#/components/schemas/MaskValue'
        decidingController:
          oneOf:
          - $ref: '#/components/schemas/ControllerReference'
          - type: 'null'
        answeringController:
          $ref: '#/components/schemas/ControllerReference'
        shouldAutorotate:
          type:
          - boolean
          - 'null'
        callbacks:
          type: array
          description: 'Present only when the interface rotates: the rotation callbacks UIKit sends, in order (semantics
            §8.1).'
          items:
            $ref: '#/components/schemas/RotationCallback'
        rootViewTransform:
          type: array
          description: 'Present only on iOS 7 and earlier when the interface rotates: the root view''s CGAffineTransform
            [a, b, c, d, tx, ty] for the new interface orientation.'
          minItems: 6
          maxItems: 6
          items:
            type: integer
          examples:
          - - 0
            - -1
            - 1
            - 0
            - 0
            - 0
        certainty:
          type: string
          enum:
          - documented
          - inferred
        inferredRules:
          type: array
          items:
            type: string
        trace:
          type: array
          description: How UIKit decides, step by step, in words. Left out when the request says Prefer return=minimal.
          items:
            type: string
        warnings:
          type: array
          description: >-
            Present only when the body holds something the scenario does not use: a member the schema does not
            have or that belongs elsewhere (unknown-member, with "did you mean"), a member given twice
            (duplicate-member; the last one counts), or a near miss of an Info.plist orientation key
            (unknown-plist-key). The answer is the one the body without them gives. At most 100 are listed.
          items:
            $ref: '#/components/schemas/InputWarning'
        omittedWarnings:
          type: object
          description: Present only when there are more than 100 warnings, how many more of each rule.
          additionalProperties:
            type: integer
            minimum: 1
    InputWarning:
      type: object
      required:
      - rule
      - docs
      - severity
      - path
      - message
      properties:
        rule:
          type: string
          enum:
          - unknown-member
          - duplicate-member
          - unknown-plist-key
          - ignored-build-setting
          - mask-change-not-announced
          - unparsed-source
          - code-not-read
        docs:
          type: string
          examples:
          - /docs/rules.md#unknown-member
        severity:
          type: string
          description: info for what the source reader could not see (unparsed-source, code-not-read), else warning.
          enum:
          - warning
          - info
        path:
          type: string
          description: JSON pointer of the member.
          examples:
          - /root/supportedInterfaceOrientation
        message:
          type: string
          examples:
          - '"supportedInterfaceOrientation" is not a member of the controller at /root, so it is ignored; did you mean "supportedInterfaceOrientations"?'
        fix:
          type: string
          description: Left out of /validate findings when the request says Prefer return=minimal.
        source:
          $ref: '#/components/schemas/FileSource'
    InfoPlistBody:
      type: string
      description: An Info.plist, XML or binary (bplist00). Its orientation keys, UIDeviceFamily, MinimumOSVersion and
        DTSDKName make the scenario's app (and device.idiom when one idiom ships); there is no view-controller hierarchy.
        application/xml and text/xml are read the same way. Not a property list → 400 invalid-property-list; a key with
        a value orientd cannot use → 422 invalid-info-plist, each with the line in the detail.
    FileSource:
      type: object
      description: orientd validate on the command line only, for what it read from a project file (--info-plist,
        --project). Over HTTP a body is not a file and no answer has it.
      required:
      - file
      properties:
        file:
          type: string
        line:
          type: integer
          minimum: 1
          description: Absent for a binary property list.
    ShipCell:
      type: object
      description: The idiom and iOS version of the validation-matrix cell a finding was first found in (when the app says
        what ships with app.deviceFamilies or app.minimumOSVersion); the state of a finding about the description itself.
      required:
      - idiom
      - systemVersion
      additionalProperties: false
      properties:
        idiom:
          type: string
          enum:
          - phone
          - pad
        systemVersion:
          $ref: '#/components/schemas/SystemVersion'
    ValidationState:
      type: object
      description: The state a finding was found in. idiom and systemVersion name its validation-matrix cell, when there is one.
      required:
      - event
      - deviceOrientation
      - selected
      - stackDepth
      - presentationDepth
      properties:
        event:
          type: string
          enum:
          - launch
          - rotate
          - present
          - dismiss
          - setDeviceOrientation
          - updateSupportedOrientations
          - requestGeometryUpdate
        deviceOrientation:
          type: string
          enum:
          - unknown
          - portrait
          - portraitUpsideDown
          - landscapeLeft
          - landscapeRight
          - faceUp
          - faceDown
        selected:
          type: object
          additionalProperties:
            type:
            - integer
            - 'null'
        stackDepth:
          type: object
          additionalProperties:
            type: integer
        presentationDepth:
          type: integer
        idiom:
          type: string
          enum:
          - phone
          - pad
        systemVersion:
          $ref: '#/components/schemas/SystemVersion'
    Finding:
      type: object
      required:
      - rule
      - docs
      - severity
      - path
      - message
      - state
      - occurrences
      properties:
        rule:
          type: string
          enum:
          - no-common-orientation
          - presentation-preferred-unsupported
          - preferred-not-single-orientation
          - orientation-used-as-mask
          - forwarding-to-nil-child
          - container-ignores-child
          - sheet-does-not-force-orientation
          - delegate-returns-zero
          - launch-differs-from-runtime
          - multitasking-ignores-masks
          - app-store-ipad-orientations
          - upside-down-unavailable
          - should-autorotate-ignored
          - legacy-callback-ignored
          - requires-fullscreen-deprecated
          - device-orientation-setter-ignored
          - geometry-request-refused
          - ipad-plist-update-required
          - scene-life-cycle-required
          - orientation-is-preference
          - unknown-member
          - duplicate-member
          - unknown-plist-key
          - ignored-build-setting
          - mask-change-not-announced
          - unparsed-source
          - code-not-read
        docs:
          type: string
          description: The rule's section of the reference served at GET /docs/rules.md (/docs/rules.md#<rule>).
          examples:
          - /docs/rules.md#no-common-orientation
        severity:
          type: string
          enum:
          - error
          - warning
          - info
        path:
          type: string
        message:
          type: string
        fix:
          type: string
          description: Left out of /validate findings when the request says Prefer return=minimal.
        state:
          oneOf:
          - $ref: '#/components/schemas/ValidationState'
          - $ref: '#/components/schemas/ShipCell'
          - type: 'null'
        exception:
          $ref: '#/components/schemas/Exception'
        occurrences:
          type: integer
          minimum: 1
          description: States (of every cell of the ship matrix) that show the finding; a finding about the app as a whole counts once per cell.
        appStoreMessages:
          type: array
          items:
            type: string
        source:
          $ref: '#/components/schemas/FileSource'
    ValidationTargets:
      type: object
      description: The answer to a project archive with several apps or code scenarios (what orientd validate --format json
        prints for them), each named by its target and, for code, by what is shown where.
      required:
      - targets
      additionalProperties: false
      properties:
        targets:
          type: object
          additionalProperties:
            $ref: '#/components/schemas/Validation'
    Validation:
      type: object
      required:
      - valid
      - errors
      - warnings
      - infos
      - statesChecked
      - stateLimit
      - truncated
      - findings
      properties:
        valid:
          type: boolean
          description: >-
            True when no error was found and every reachable state was checked. A truncated exploration
            (truncated: true) is never valid, whatever it found, because the states past stateLimit were not checked.
        warnings:
          type: integer
          description: Warnings, including the notes about the body itself (unknown-member, duplicate-member, unknown-plist-key).
        infos:
          type: integer
        statesChecked:
          type: integer
        stateLimit:
          type: integer
        truncated:
          type: boolean
        errors:
          type: integer
          description: Errors found, including those past the per-rule listing limit (omittedFindings).
        findings:
          type: array
          description: At most 100 findings per rule, each with its details.
          items:
            $ref: '#/components/schemas/Finding'
        omittedFindings:
          type: object
          description: >-
            Present only when a rule has more than 100 findings: how many more each such rule has. They are counted
            in errors, warnings, infos and valid, but not listed, so that an answer stays small whatever the app.
          additionalProperties:
            type: integer
            minimum: 1
    Problem:
      type: object
      required:
      - type
      - title
      - status
      - detail
      properties:
        type:
          type: string
          description: /problems/<slug>
        title:
          type: string
        status:
          type: integer
        detail:
          type: string
        pointer:
          type: string
        expected:
          type: string
        given:
          type: string
        instance:
          type: string
  parameters:
    Prefer:
      name: Prefer
      in: header
      required: false
      description: 'return=minimal (RFC 7240) leaves out the trace (/resolve) and each finding''s fix (/validate); the
        answer then carries Preference-Applied: return=minimal and is otherwise the same. Other preferences are ignored.'
      schema:
        type: string
        examples:
        - return=minimal
  responses:
    Busy:
      description: Request bodies in flight already fill the server's buffer budget (--max-buffered-bytes), or a project
        archive is already being checked; retry after the given seconds.
      headers:
        Retry-After:
          description: Seconds to wait before retrying.
          schema:
            type: string
        X-Request-Id:
          $ref: '#/components/headers/RequestId'
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/Problem'
    BadRequest:
      description: The body is not JSON (detail says where it broke), or framing is ambiguous (duplicate Content-Length, Content-Length
        with Transfer-Encoding). libmicrohttpd itself answers some malformed requests with an HTML 400.
      headers:
        X-Request-Id:
          $ref: '#/components/headers/RequestId'
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/Problem'
          example:
            type: /problems/invalid-json
            title: Body is not JSON
            status: 400
            detail: 'The body is not valid JSON: unexpected ''t'', expected a value at line 1, column 7 (byte 6).'
        text/html:
          schema:
            type: string
    TooLarge:
      description: The body is over the limit (default 1 MiB), with or without Content-Length. libmicrohttpd answers an unparsable
        huge Content-Length with HTML.
      headers:
        X-Request-Id:
          $ref: '#/components/headers/RequestId'
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/Problem'
        text/html:
          schema:
            type: string
    Unprocessable:
      description: 'JSON that is not a valid scenario: pointer, what was expected, what was given. Also nesting beyond the
        depth limit and too many controllers.'
      headers:
        X-Request-Id:
          $ref: '#/components/headers/RequestId'
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/Problem'
          example:
            type: /problems/invalid-scenario
            title: Not a valid scenario
            status: 422
            detail: '/root/selectedIndex: expected an index into children (0…1), given 5'
            pointer: /root/selectedIndex
            expected: an index into children (0…1)
            given: '5'
    UriTooLong:
      description: Answered by libmicrohttpd itself.
      content:
        text/html:
          schema:
            type: string
    HeadersTooLarge:
      description: Answered by libmicrohttpd itself (request line and headers over the per-connection memory).
      content:
        text/html:
          schema:
            type: string
  headers:
    RequestId:
      description: 'The request id: echoed from the request, or generated.'
      schema:
        type: string

"""##
}
