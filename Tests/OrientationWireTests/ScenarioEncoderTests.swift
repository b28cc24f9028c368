import Foundation
import OrientationResolver
import OrientationWire
import Testing

/// `Scenario.requestJSON` writes a body that the decoder reads back to the same scenario: every example and bench
/// body, decoded, encoded and decoded again.
@Suite struct ScenarioEncoderTests {
    @Test func everyCorpusScenarioSurvivesEncodingAndDecoding() throws {
        let corpus = try DecoderAgreementTests.corpus()
        #expect(corpus.count > 20)
        var roundTrips = 0
        for body in corpus {
            guard let scenario = try? Scenario.decode(bytes: body) else { continue }
            // A name array holding a constant of the wrong type is written as the integer it stands for; the
            // validator would then not name the constant, so such bodies are left out.
            guard scenario.wrongTypeConstants.allSatisfy({ $0.location.elements.isEmpty }) else { continue }
            let encoded = scenario.requestJSON()
            let again = try Scenario.decode(bytes: Array(encoded.utf8))
            #expect(again == scenario, "\(String(decoding: body, as: UTF8.self))\n→ \(encoded)")
            // Encoding is stable: the second body is the first.
            #expect(again.requestJSON() == encoded)
            roundTrips += 1
        }
        #expect(roundTrips > 20)
    }

    /// Only what differs from an empty body is written, in api.md's order.
    @Test func writesOnlyWhatIsGiven() throws {
        #expect(Scenario().requestJSON() == "{}")
        let body = """
            {"event":"setDeviceOrientation","targetOrientation":"UIInterfaceOrientationLandscapeRight",\
            "app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"],\
            "UIApplicationSceneManifest":{}},"supportedInterfaceOrientationsForWindow":"UIInterfaceOrientationPortrait"},\
            "root":{"class":"Nav","kind":"navigationController","forwardsToChild":true,\
            "children":[{"class":"Top","kind":"viewController","supportedInterfaceOrientations":24}],\
            "presented":{"presentationStyle":"fullScreen","preferredInterfaceOrientationForPresentation":3}}}
            """
        let scenario = try Scenario.decode(bytes: Array(body.utf8))
        #expect(scenario.targetWasInterfaceConstant)
        #expect(scenario.wrongTypeConstants.count == 1)
        #expect(
            scenario.requestJSON()
                == #"{"event":"setDeviceOrientation","targetOrientation":"UIInterfaceOrientationLandscapeRight","#
                + #""app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"],"#
                + #""UIApplicationSceneManifest":{}},"#
                + #""supportedInterfaceOrientationsForWindow":"UIInterfaceOrientationPortrait"},"#
                + #""root":{"class":"Nav","kind":"navigationController","forwardsToChild":true,"#
                + #""children":[{"class":"Top","kind":"viewController","supportedInterfaceOrientations":24}],"#
                + #""presented":{"presentationStyle":"fullScreen","preferredInterfaceOrientationForPresentation":3}}}"#)
    }
}
