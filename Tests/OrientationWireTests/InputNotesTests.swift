import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// Members the scenario does not use are never dropped in silence: each unknown, misplaced or repeated member, and
/// each near miss of an Info.plist orientation key, is a note with its pointer and a "did you mean".
@Suite struct InputNotesTests {
    static func notes(_ json: String) throws -> InputNotes {
        try Scenario.decodeNoting(bytes: Array(json.utf8)).notes
    }

    /// (body, rule, pointer, fragment of the message)
    @Test(arguments: [
        (
            #"{"root":{"supportedInterfaceOrientation":"landscape"}}"#, "unknown-member",
            "/root/supportedInterfaceOrientation",
            #"did you mean "supportedInterfaceOrientations"?"#
        ),
        (
            #"{"root":{"children":[{"ShouldAutorotate":false}],"kind":"navigationController"}}"#, "unknown-member",
            "/root/children/0/ShouldAutorotate", #"did you mean "shouldAutorotate"?"#
        ),
        (
            #"{"device":{"systemVerison":"17.0"}}"#, "unknown-member", "/device/systemVerison",
            #"did you mean "systemVersion"?"#
        ),
        (#"{"idiom":"pad"}"#, "unknown-member", "/idiom", "it belongs in device"),
        (
            #"{"app":{"UIRequiresFullScreen":true}}"#, "unknown-member", "/app/UIRequiresFullScreen",
            "it belongs in app.infoPlist"
        ),
        (
            #"{"root":{"presented":{"a/b~c":1}}}"#, "unknown-member", "/root/presented/a~1b~0c",
            #""a/b~c" is not a member of the controller at /root/presented"#
        ),
        (
            #"{"root":{"shouldAutorotate":true,"shouldAutorotate":false}}"#, "duplicate-member",
            "/root/shouldAutorotate", "the last one counts"
        ),
        (#"{"event":null,"event":"rotate"}"#, "duplicate-member", "/event", "given more than once"),
        (
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations~iPad":[]}}}"#, "unknown-plist-key",
            "/app/infoPlist/UISupportedInterfaceOrientations~0iPad",
            #"did you mean "UISupportedInterfaceOrientations~ipad"?"#
        ),
        (
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations~pad":[]}}}"#, "unknown-plist-key",
            "/app/infoPlist/UISupportedInterfaceOrientations~0pad",
            #"did you mean "UISupportedInterfaceOrientations~ipad"?"#
        ),
        (
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientation":[]}}}"#, "unknown-plist-key",
            "/app/infoPlist/UISupportedInterfaceOrientation", #"did you mean "UISupportedInterfaceOrientations"?"#
        ),
        (
            #"{"app":{"infoPlist":{"UIRequiresFullscreen":true}}}"#, "unknown-plist-key",
            "/app/infoPlist/UIRequiresFullscreen", #"did you mean "UIRequiresFullScreen"?"#
        ),
    ])
    func noted(_ body: String, _ rule: String, _ pointer: String, _ fragment: String) throws {
        let notes = try Self.notes(body)
        #expect(notes.list.count == 1, Comment(rawValue: "\(notes.list)"))
        let note = try #require(notes.list.first)
        #expect(note.rule == rule)
        #expect(note.namedPointer == pointer)
        #expect(note.message.contains(fragment), Comment(rawValue: note.message))
        #expect(!note.fix.isEmpty)
    }

    /// What a real Info.plist or a correct scenario holds is not noted: other Info.plist keys, nulls, every example.
    @Test func cleanBodiesHaveNoNotes() throws {
        #expect(
            try Self.notes(
                #"{"app":{"infoPlist":{"CFBundleName":"App","UILaunchScreen":{},"NSCameraUsageDescription":"x","UIStatusBarHidden":true}},"root":{"shouldAutorotate":null}}"#
            ).isEmpty)
        let corpus = try DecoderAgreementTests.corpus()
        #expect(corpus.count >= 60)
        for bytes in corpus {
            let notes = try Scenario.decodeNoting(bytes: bytes).notes
            #expect(
                notes.isEmpty,
                Comment(
                    rawValue:
                        "\(notes.list.map(\.namedPointer)) in \(String(decoding: bytes.prefix(200), as: UTF8.self))"))
        }
    }

    /// A body of many unknown members lists the first hundred and counts the rest.
    @Test func notesAreCapped() throws {
        let members = (0..<5000).map { #""extra\#($0)":\#($0)"# }.joined(separator: ",")
        let notes = try Self.notes("{\(members),\"root\":{}}")
        #expect(notes.list.count == 100)
        #expect(notes.omitted.map(\.rule) == ["unknown-member"])
        #expect(notes.omitted.first?.count == 4900)
        #expect(notes.count == 5000)
        #expect(notes.list.first?.namedPointer == "/extra0")
    }

    /// Notes do not change the scenario: the same body without its strays decodes to the same answer.
    @Test func notesDoNotChangeTheAnswer() throws {
        let clean = #"{"device":{"systemVersion":"17.0"},"root":{"supportedInterfaceOrientations":"landscape"}}"#
        let noisy =
            #"{"device":{"systemVersion":"17.0","x":1},"root":{"supportedInterfaceOrientation":"portrait","supportedInterfaceOrientations":"landscape"}}"#
        let a = try Resolver.resolve(try Scenario.decode(bytes: Array(clean.utf8)))
        let b = try Resolver.resolve(try Scenario.decode(bytes: Array(noisy.utf8)))
        #expect(a.effectiveMask == b.effectiveMask)
        #expect(a.outcome == b.outcome)
    }
}
