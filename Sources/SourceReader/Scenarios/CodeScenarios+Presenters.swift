import OrientationResolver

/// Who presents a presentation, where the reader sees it on screen.
extension CodeScenarios {
    /// The class that makes `site`'s presentation, as UIKit prints it, when it is a controller not on screen under
    /// the root (`under`: what is shown there).
    static func assumedPresenter(of site: ShowSite, under shown: Set<String>, _ model: SourceModel) -> String? {
        // A SwiftUI modifier presents from the hosting controller that shows its view: the window's root only in a
        // SwiftUI App whose root the reader sees no UIKit code set.
        if site.swiftUIModifier != nil, model.swiftUIApp == nil || model.mainRoot != nil {
            return "the UIHostingController that shows \(site.inClass ?? "the view")"
        }
        guard !site.fromWindowRoot else { return nil }
        return site.inClass.flatMap { model.isController($0) && !shown.contains($0) ? label($0, model) : nil }
    }

    /// The root the code sets, other than the main one, under which `presenter` is on screen while it is not under
    /// the main root (`mainShown`): a window root of the app's own window on every idiom (not an external display's,
    /// not a secondary window's). `roots` caches each such root with what is on screen under it.
    static func otherRoot(
        holding presenter: String?, besides mainShown: Set<String>,
        _ roots: inout [(site: ShowSite, under: Set<String>)]?, _ model: SourceModel
    ) -> ShowSite? {
        guard let presenter, model.isController(presenter), !mainShown.contains(presenter) else { return nil }
        if roots == nil {
            roots = model.sites.filter {
                $0.kind == .root && $0.checked && !$0.external && $0.secondaryWindow == nil && $0.idiom == nil
                    && !mainShown.contains($0.shown)
            }.map { site in
                (site, shownClosure(of: Set([site.shown, site.navigationRoot].compactMap { $0 }), model))
            }
        }
        return roots?.first { $0.under.contains(presenter) }?.site
    }

    /// For each controller not on screen under the root (`shown`), the presentation that shows it over the root: the
    /// first site of the root, or of a class on screen under it, that presents a controller whose stack or children
    /// hold it, with a style the code gives as one literal. One step up only. Each site's closure is walked once.
    static func presentingSites(under shown: Set<String>, _ model: SourceModel) -> [String: ShowSite] {
        var result: [String: ShowSite] = [:]
        for via in model.sites
        where via.kind == .present && via.checked && via.swiftUIModifier == nil && via.presentationStyles == nil
            && (via.fromWindowRoot || via.inClass.map(shown.contains) == true) && chainStyle(of: via, model) != nil
        {
            var direct: Set<String> = [via.shown]
            if let navigationRoot = via.navigationRoot { direct.insert(navigationRoot) }
            for name in shownClosure(of: direct, model) where !shown.contains(name) && result[name] == nil {
                result[name] = via
            }
        }
        return result
    }

    /// The presentation that shows `presenter` over the root (`presentingSites`), where `presenter` is a controller
    /// not on screen under it; nil where there is none.
    static func presentingSite(of presenter: String?, in chains: [String: ShowSite], _ model: SourceModel)
        -> ShowSite?
    {
        guard let presenter, model.isController(presenter) else { return nil }
        return chains[presenter]
    }
}
