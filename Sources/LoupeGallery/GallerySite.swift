import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// The gallery as a static site: `index.html` and one page per widget. No script: the mode and
/// scheme switches are radio buttons, and CSS shows the matching images, so the pages work from
/// `file://`, offline, with scripts disabled, and by keyboard (arrow keys move within a switch).
enum GallerySite {
    /// Page file names and their HTML.
    static func pages(_ model: GalleryModel, title: String) -> [(name: String, html: String)] {
        [("index.html", index(model, title: title))] + model.widgets.map { ($0.pageName, page($0, title: title)) }
    }

    private static let e = SiteStyle.escape

    static func index(_ model: GalleryModel, title: String) -> String {
        var body = "<header><h1>\(e(title))</h1><p class=\"muted\">\(model.widgets.count) widget\(model.widgets.count == 1 ? "" : "s"), rendered by Loupe \(e(Loupe.version)). Each page shows every family, timeline entry, rendering mode and color scheme, and the widget in context.</p></header>\n<main><ul class=\"cards\">\n"
        for widget in model.widgets {
            let family = widget.families.first { $0.error == nil && !$0.columns.isEmpty }
            let light = GalleryModel.Variant(mode: .fullColor, scheme: .light)
            let thumbnail = family.flatMap { f in f.columns.first.flatMap { c in c.images[light].map { (f, $0, c.sizes[light] ?? f.size) } } }
            body += "<li><a href=\"\(e(widget.pageName))\">"
            if let (f, image, size) = thumbnail {
                body += "<img src=\"\(e(image))\" width=\"\(size.width.formatted)\" height=\"\(size.height.formatted)\" alt=\"\(e("\(widget.displayName), \(f.title), \(GalleryFormat.columnTitle(f.columns[0]).lowercased()), full color, light"))\">"
            }
            body += "<span class=\"name\">\(e(widget.name))</span></a>"
            body += "<span class=\"muted\">\(e(widget.kind)) · \(e(widget.families.map(\.title).joined(separator: ", ")))</span></li>\n"
        }
        body += "</ul></main>"
        let style = """

        .cards { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1.5rem; }
        .cards li { display: flex; flex-direction: column; gap: .3rem; background: var(--panel); padding: 1rem; border-radius: 14px; max-width: 400px; }
        .cards a { display: flex; flex-direction: column; gap: .5rem; text-decoration: none; color: inherit; }
        .cards .name { font-weight: 600; font-size: 1.05rem; }
        """
        return SiteStyle.page(title: title, body: body, extraStyle: style)
    }

    static func page(_ widget: GalleryModel.Widget, title: String) -> String {
        // A preview's own name ("Steps through the day") heads its page; the widget's name follows.
        var body = "<nav><a href=\"index.html\">← \(e(title))</a></nav>\n<header><h1>\(e(widget.name))</h1>\n"
        body += "<p class=\"muted\">\(widget.name == widget.displayName || widget.kind == widget.displayName ? "Kind" : "\(e(widget.displayName)) · kind") <code>\(e(widget.kind))</code> · \(e(widget.families.map(\.title).joined(separator: ", ")))</p>\n"
        if !widget.summary.isEmpty { body += "<p>\(e(widget.summary))</p>\n" }
        body += "</header>\n"
        body += switches()
        body += "<main>\n"
        for family in widget.families { body += section(widget, family) }
        body += "</main>"
        return SiteStyle.page(title: "\(widget.name) — \(title)", body: body, extraStyle: pageStyle)
    }

    private static func switches() -> String {
        var html = "<div class=\"switches\">\n<fieldset class=\"segmented\"><legend>Rendering mode</legend>"
        for (k, mode) in WidgetRenderingMode.allCases.enumerated() {
            html += "<input type=\"radio\" name=\"mode\" id=\"mode-\(mode)\" value=\"\(mode)\"\(k == 0 ? " checked" : "")><label for=\"mode-\(mode)\">\(mode.galleryTitle)</label>"
        }
        html += "</fieldset>\n<fieldset class=\"segmented\"><legend>Color scheme</legend>"
        for scheme in [ColorScheme.light, .dark] {
            html += "<input type=\"radio\" name=\"scheme\" id=\"scheme-\(scheme.rawValue)\" value=\"\(scheme.rawValue)\"\(scheme == .light ? " checked" : "")><label for=\"scheme-\(scheme.rawValue)\">\(scheme.galleryTitle)</label>"
        }
        return html + "</fieldset>\n</div>\n"
    }

    private static func section(_ widget: GalleryModel.Widget, _ family: GalleryModel.Family) -> String {
        let id = "family-\(family.title)"
        var html = "<section aria-labelledby=\"\(id)\"><h2 id=\"\(id)\">\(family.title)</h2>\n"
        switch family.subject {
        case .control:
            html += "<p class=\"muted\">Control, \(GalleryFormat.size(family.size)) · off and on; Control Center is always dark (the switches do not apply)</p>\n"
        case .activity(let presentation):
            html += "<p class=\"muted\">Live Activity, \(presentation == .lockScreen || presentation == .expanded ? "\(family.size.width.formatted) pt wide, 84–160 pt tall" : GalleryFormat.size(family.size)) on \(e(family.device)) · content states in full color (the mode switch does not apply)</p>\n"
        case .family:
            html += "<p class=\"muted\">\(GalleryFormat.size(family.size)) on \(e(family.device))\(family.policy.map { " · reload policy <code>\(e($0))</code>" } ?? "")</p>\n"
        }
        if let error = family.error { return html + "<p role=\"alert\">This family could not be rendered: \(e(error))</p></section>\n" }
        html += "<div class=\"entries\">\n"
        for column in family.columns {
            html += "<figure class=\"entry\">"
            for variant in GalleryModel.Variant.all {
                guard let image = column.images[variant] else { continue }
                let size = column.sizes[variant] ?? family.size
                // A Live Activity is drawn in full color whatever the mode switch says; a control is
                // always drawn dark, whatever either switch says.
                let key: String
                switch family.subject {
                case .family: key = "\(variant.mode)-\(variant.scheme.rawValue)"
                case .activity: key = "any-\(variant.scheme.rawValue)"
                case .control: key = "always"
                }
                html += "<img class=\"variant\" data-v=\"\(key)\" src=\"\(e(image))\" width=\"\(size.width.formatted)\" height=\"\(size.height.formatted)\" alt=\"\(e(GalleryFormat.alt(widget, family, column, variant)))\">"
            }
            html += "<figcaption><strong>\(GalleryFormat.columnTitle(column))</strong>"
            if column.date != nil { html += " · <time>\(e(GalleryFormat.date(column.date)))</time>" }
            if let relevance = GalleryFormat.relevance(column.relevance) { html += "<br>\(e(relevance))" }
            html += "</figcaption></figure>\n"
        }
        html += "</div>\n"
        if !family.filmstrips.isEmpty {
            html += "<h3>Timeline</h3>\n<div class=\"filmstrip\">"
            for scheme in [ColorScheme.light, .dark] {
                guard let strip = family.filmstrips[scheme] else { continue }
                let size = family.filmstripSizes[scheme] ?? .zero
                html += "<img class=\"strip\" data-scheme=\"\(scheme.rawValue)\" src=\"\(e(strip))\" width=\"\(size.width.formatted)\" height=\"\(size.height.formatted)\" alt=\"\(e(GalleryFormat.filmstripAlt(widget, family, scheme: scheme)))\">"
            }
            html += "</div>\n"
        }
        if !family.mockups.isEmpty {
            html += "<h3>In context</h3>\n<div class=\"mockups\">"
            for shot in family.mockups {
                let width = GalleryFormat.mockupWidth(shot)
                html += "<figure><a href=\"\(e(shot.image))\"><img src=\"\(e(shot.image))\" width=\"\(width.formatted)\" height=\"\(Int((width * shot.size.height / shot.size.width).rounded()))\" alt=\"\(e(GalleryFormat.mockupAlt(widget, family, shot)))\"></a><figcaption>\(e(GalleryFormat.caption(shot)))</figcaption></figure>"
            }
            html += "</div>\n"
        }
        if let shot = family.accessibility {
            html += "<h3>Accessibility</h3>\n<figure><img src=\"\(e(shot.image))\" width=\"\(shot.size.width.formatted)\" height=\"\(shot.size.height.formatted)\" alt=\"\(e(GalleryFormat.accessibilityAlt(widget, family)))\"><figcaption>What VoiceOver reads in entry 0, in order</figcaption></figure>\n"
        }
        return html + "</section>\n"
    }

    /// Switches: without `:has()` the default variant alone shows; with it, the checked pair.
    private static var pageStyle: String {
        var css = """

        .switches { position: sticky; top: 0; background: var(--bg); padding: .6rem 0; z-index: 1; border-bottom: 1px solid var(--line); }
        fieldset.segmented { position: relative; }
        .entries { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-start; }
        .entry img { display: block; }
        .variant:not([data-v="fullColor-light"]):not([data-v="any-light"]):not([data-v="always"]), .strip:not([data-scheme="light"]) { display: none; }
        .filmstrip img { max-width: 100%; height: auto; border-radius: 10px; }
        .mockups { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-end; }
        .mockups img { border-radius: 18px; display: block; }
        @supports selector(body:has(*)) {
          .variant:not([data-v="always"]), .strip { display: none !important; }
        """
        for variant in GalleryModel.Variant.all {
            css += "\n  body:has(#mode-\(variant.mode):checked):has(#scheme-\(variant.scheme.rawValue):checked) .variant[data-v=\"\(variant.mode)-\(variant.scheme.rawValue)\"] { display: block !important; }"
        }
        for scheme in [ColorScheme.light, .dark] {
            css += "\n  body:has(#scheme-\(scheme.rawValue):checked) .strip[data-scheme=\"\(scheme.rawValue)\"] { display: block !important; }"
            css += "\n  body:has(#scheme-\(scheme.rawValue):checked) .variant[data-v=\"any-\(scheme.rawValue)\"] { display: block !important; }"
        }
        return css + "\n}"
    }
}

/// The gallery as one Markdown page: a table per family (entries across, modes and schemes down),
/// the filmstrip and the mock-ups. Two flavours, because forges and DocC read Markdown differently:
/// - `.forge` (GitHub, GitLab, Gitea): `<img width=…>` so each widget shows at its point size, with
///   relative links into `images/`.
/// - `.docc`: plain Markdown only (DocC renders no raw HTML), images referenced by file name as DocC
///   resolves them anywhere in its catalog; the folder can be dropped into a `.docc` catalog.
enum GalleryMarkdown {
    enum Flavor { case forge, docc }

    static func page(_ model: GalleryModel, title: String, flavor: Flavor = .forge) -> String {
        let docc = flavor == .docc
        let lineBreak = docc ? ", " : "<br>"
        func image(_ path: String, alt: String, width: CGFloat, title: String? = nil) -> String {
            if docc { return "![\(escape(alt))](\((path as NSString).lastPathComponent))" }
            return "<img src=\"\(path)\" width=\"\(Int(width.rounded()))\" alt=\"\(SiteStyle.escape(alt))\"\(title.map { " title=\"\(SiteStyle.escape($0))\"" } ?? "")>"
        }
        var md = "# \(title)\n\nRendered by Loupe \(Loupe.version): every family, timeline entry, rendering mode and color scheme.\n"
        for widget in model.widgets {
            md += "\n## \(escape(widget.name))\n\n\(widget.name == widget.displayName || widget.kind == widget.displayName ? "Kind" : "\(escape(widget.displayName)) · kind") `\(widget.kind)`\(widget.summary.isEmpty ? "" : ". \(escape(widget.summary))")\n"
            for family in widget.families {
                let kind: String
                switch family.subject {
                case .family: kind = GalleryFormat.size(family.size)
                case .activity: kind = "Live Activity"
                case .control: kind = "Control, \(GalleryFormat.size(family.size))"
                }
                md += "\n### \(family.title)\n\n\(kind) on \(family.device)\(family.policy.map { " · reload policy `\($0)`" } ?? "")\n\n"
                if let error = family.error { md += "This family could not be rendered: \(escape(error))\n"; continue }
                md += "| | " + family.columns.map { column in
                    var head = "\(GalleryFormat.columnTitle(column))"
                    if column.date != nil { head += "\(lineBreak)\(GalleryFormat.date(column.date))" }
                    if let relevance = GalleryFormat.relevance(column.relevance) { head += "\(lineBreak)\(relevance)" }
                    return head
                }.joined(separator: " | ") + " |\n"
                md += "|---|" + String(repeating: "---|", count: family.columns.count) + "\n"
                for variant in GalleryModel.Variant.all where family.columns.contains(where: { $0.images[variant] != nil }) {
                    md += "| \(variant.mode.galleryTitle), \(variant.scheme.galleryTitle.lowercased()) | "
                    md += family.columns.map { column in
                        column.images[variant].map { image($0, alt: GalleryFormat.alt(widget, family, column, variant), width: (column.sizes[variant] ?? family.size).width) } ?? ""
                    }.joined(separator: " | ") + " |\n"
                }
                if let strip = family.filmstrips[.light] {
                    let size = family.filmstripSizes[.light] ?? .zero
                    md += "\n**Timeline:**\n\n" + image(strip, alt: GalleryFormat.filmstripAlt(widget, family, scheme: .light), width: size.width) + "\n"
                }
                if !family.mockups.isEmpty {
                    md += "\n**In context:**\n\n" + family.mockups.map { shot in
                        image(shot.image, alt: GalleryFormat.mockupAlt(widget, family, shot), width: GalleryFormat.mockupWidth(shot), title: GalleryFormat.caption(shot))
                    }.joined(separator: docc ? "\n\n" : " ") + "\n"
                }
                if let shot = family.accessibility {
                    md += "\n**Accessibility** (what VoiceOver reads in entry 0, in order):\n\n"
                        + image(shot.image, alt: GalleryFormat.accessibilityAlt(widget, family), width: shot.size.width) + "\n"
                }
            }
        }
        return md
    }

    /// Text that Markdown would otherwise read as markup.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
