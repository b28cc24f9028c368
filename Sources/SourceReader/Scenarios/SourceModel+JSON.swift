import OrientationResolver
import OrientationWire

extension SourceModel {
    /// The model as `orientd import --sources` prints it: each controller class with its answers and where they are
    /// decided, each place the code shows a controller, what could not be read, and the scenarios built (each a
    /// valid /resolve body).
    public func json(scenarios: [CodeScenario]) -> String {
        var out = JSONWriter()
        out.beginObject()
        out.field("classes")
        out.beginArray()
        writeClasses(into: &out)
        out.endArray()
        out.field("appDelegateMask"); Self.write(appDelegateMask, into: &out)
        out.field("shows")
        out.beginArray()
        writeShows(into: &out)
        out.endArray()
        out.field("unseenShows")
        out.beginArray()
        for place in unseenShows {
            out.beginObject()
            out.field("file"); out.string(place.file)
            out.field("line"); out.int(place.line ?? 0)
            out.endObject()
        }
        out.endArray()
        out.field("rotations")
        out.beginArray()
        writeRotations(into: &out)
        out.endArray()
        out.field("notes")
        out.beginArray()
        for note in notes {
            out.beginObject()
            out.field("file"); out.string(note.source?.file ?? "")
            out.field("line"); out.int(note.source?.line ?? 0)
            out.field("rule"); out.string(note.rule)
            out.field("message"); out.string(note.message)
            out.endObject()
        }
        out.endArray()
        out.field("staleRequests")
        out.beginArray()
        for stale in CodeScenarios.staleRequests(self) {
            out.beginObject()
            out.field("name"); out.string(stale.name)
            out.field("scenario"); stale.scenario.write(into: &out)
            out.endObject()
        }
        out.endArray()
        out.field("scenarios")
        out.beginArray()
        for scenario in scenarios {
            out.beginObject()
            out.field("name"); out.string(scenario.name)
            out.field("scenario"); scenario.scenario.write(into: &out)
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// A value with the file and line that decide it: exact, one of several (by idiom), forwarding, or unknown.
    static func write(_ value: CodeValue?, into out: inout JSONWriter) {
        guard let value else { out.null(); return }
        out.beginObject()
        switch value.kind {
        case let .exact(raw): out.field("exact"); out.int(raw)
        case let .oneOf(raws):
            out.field("oneOf")
            out.beginArray()
            for raw in raws { out.int(raw) }
            out.endArray()
            if value.byIdiom {
                // The idiom each value is given on (null: either).
                out.field("idioms")
                out.beginArray()
                for idiom in value.idioms { out.stringOrNull(idiom?.rawValue) }
                out.endArray()
            }
        case let .forwarding(child, fallback):
            out.field("forwardsTo"); out.string(child)
            out.field("fallback"); if let fallback { out.int(fallback) } else { out.null() }
        case let .unknown(reason): out.field("unknown"); out.string(reason)
        }
        out.field("file"); out.string(value.file)
        out.field("line"); out.int(value.line)
        out.endObject()
    }

    func writeClasses(into out: inout JSONWriter) {
        for name in classes.keys.sorted() where isController(name) {
            let declared = classes[name]!
            out.beginObject()
            out.field("name"); out.string(declared.name)
            out.field("superclass"); out.stringOrNull(declared.superclass)
            out.field("uikitClass"); out.stringOrNull(uikitBase(of: name))
            out.field("file"); out.string(declared.file)
            out.field("line"); out.int(declared.line)
            out.field("supportedInterfaceOrientations"); Self.write(declared.supportedInterfaceOrientations, into: &out)
            out.field("shouldAutorotate"); Self.write(declared.shouldAutorotate, into: &out)
            out.field("preferredInterfaceOrientationForPresentation");
            Self.write(declared.preferredInterfaceOrientationForPresentation, into: &out)
            if let legacy = declared.shouldAutorotateToInterfaceOrientation {
                out.field("shouldAutorotateToInterfaceOrientation"); Self.write(legacy, into: &out)
            }
            out.endObject()
        }
    }

    func writeShows(into out: inout JSONWriter) {
        for site in sites {
            out.beginObject()
            out.field("kind"); out.string(site.kind.rawValue)
            out.field("class"); out.string(classes[site.shown]?.name ?? site.shown)
            out.field("in"); out.stringOrNull(site.inClass.map { classes[$0]?.name ?? $0 })
            out.field("presentationStyle"); out.stringOrNull(site.presentationStyle)
            if let options = site.presentationStyles {
                // The styles the code chooses among, each with its idiom if the choice is by idiom.
                out.field("presentationStyles")
                out.beginArray()
                for option in options {
                    out.beginObject()
                    out.field("idiom"); out.stringOrNull(option.idiom?.rawValue)
                    out.field("style"); out.string(option.style)
                    out.endObject()
                }
                out.endArray()
            }
            if let unread = site.unreadStyle { out.field("unreadStyle"); out.string(unread) }
            if let declared = site.declaredAs { out.field("declaredAs"); out.string(declared) }
            out.field("navigationRoot"); out.stringOrNull(site.navigationRoot.map { classes[$0]?.name ?? $0 })
            out.field("file"); out.string(site.file)
            out.field("line"); out.int(site.line)
            out.endObject()
        }
    }

    func writeRotations(into out: inout JSONWriter) {
        for call in rotations {
            out.beginObject()
            out.field("event"); out.string(call.kind.rawValue)
            out.field("called"); out.string(call.called.isEmpty ? call.kind.rawValue : call.called)
            out.field("value"); Self.write(call.value, into: &out)
            out.field("interfaceConstant"); out.bool(call.interfaceConstant)
            out.field("in"); out.stringOrNull(call.inClass.map { classes[$0]?.name ?? $0 })
            out.field("file"); out.string(call.file)
            out.field("line"); out.int(call.line)
            out.endObject()
        }
    }
}
