import Foundation

/// The look shared by Loupe's HTML pages (the gallery and the snapshot review page): one stylesheet,
/// inlined in every page so each opens from `file://` or a CI artifact with nothing else to fetch.
/// Light and dark follow the viewer's setting; focus is always visible for keyboard use.
package enum SiteStyle {
    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A whole page around `body`.
    package static func page(title: String, body: String, extraStyle: String = "", script: String = "") -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(css)\(extraStyle)
        </style></head><body>
        \(body)\(script.isEmpty ? "" : "\n<script>\n\(script)</script>")
        </body></html>

        """
    }

    package static let css = """
    :root { color-scheme: light dark; --fg: #111; --bg: #fff; --muted: #666; --line: #ddd; --panel: #f4f4f6; --accent: #0a66d6; }
    @media (prefers-color-scheme: dark) { :root { --fg: #eee; --bg: #161617; --muted: #aaa; --line: #333; --panel: #222225; --accent: #4da3ff; } }
    body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; padding: 2rem; max-width: 1400px; }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    h1 { font-size: 1.6rem; margin: 0 0 .3rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .4rem; } h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
    .muted, .summary, figcaption { color: var(--muted); }
    section { border-top: 1px solid var(--line); padding: 1rem 0; }
    code { background: #8882; padding: .1rem .3rem; border-radius: 4px; }
    figure { margin: 0; } figcaption { font-size: .85rem; margin-top: .3rem; }
    img { max-width: 100%; height: auto; }
    .checker { background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 50% / 16px 16px; }
    .segmented { display: inline-flex; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; margin: 0 1rem .5rem 0; padding: 0; }
    .segmented legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .segmented input { position: absolute; opacity: 0; }
    .segmented label { padding: .35rem .9rem; cursor: pointer; }
    .segmented input:checked + label { background: var(--accent); color: #fff; }
    .segmented input:focus-visible + label { outline: 3px solid var(--accent); outline-offset: -3px; }
    """
}
