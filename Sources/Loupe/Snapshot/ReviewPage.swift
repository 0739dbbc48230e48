import Foundation

/// A static HTML page for reviewing failed snapshots: each failure with its reference and render
/// side by side, an onion-skin slider, the diff, and the command that accepts it. Self-contained
/// (inline CSS and script, images by relative path), so it opens from `file://` and from CI
/// artifacts; light and dark follow the viewer's setting.
enum ReviewPage {
    static func html(outcomes: [SnapshotVerifier.Outcome], artifacts: URL, acceptCommand: String?) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            let base = artifacts.standardizedFileURL.path + "/"
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        let failures = outcomes.filter { $0.status == .failed }
        var body = ""
        for (index, outcome) in failures.enumerated() {
            let reference = relative(outcome.artifacts["reference"]), actual = relative(outcome.artifacts["actual"]), diff = relative(outcome.artifacts["diff"])
            body += "<section id=\"cell\(index)\" aria-labelledby=\"title\(index)\">\n<h2 id=\"title\(index)\">\(escape(outcome.cell))</h2>\n"
            body += "<p class=\"summary\">\(escape(outcome.message))</p>\n"
            if let reference, let actual {
                body += """
                <div class="views" role="tablist" aria-label="Comparison views for \(escape(outcome.cell))">
                <button role="tab" aria-selected="true" data-view="two">2-up</button><button role="tab" aria-selected="false" data-view="onion">Onion skin</button>\(diff != nil ? "<button role=\"tab\" aria-selected=\"false\" data-view=\"diff\">Diff</button>" : "")
                </div>
                <div class="view two"><figure><img src="\(escape(reference))" alt="Reference for \(escape(outcome.cell))"><figcaption>Reference</figcaption></figure><figure><img src="\(escape(actual))" alt="New render of \(escape(outcome.cell))"><figcaption>New render</figcaption></figure></div>
                <div class="view onion" hidden><div class="stack"><img src="\(escape(reference))" alt="Reference"><img class="top" src="\(escape(actual))" alt="New render"></div>
                <label>Reference <input type="range" min="0" max="100" value="50" aria-label="Blend between reference and new render"> New render</label></div>
                \(diff.map { "<div class=\"view diff\" hidden><img src=\"\(escape($0))\" alt=\"Changed pixels of \(escape(outcome.cell)) in magenta over the faded reference\"></div>" } ?? "")

                """
            } else if let actual {
                body += "<figure><img src=\"\(escape(actual))\" alt=\"New render of \(escape(outcome.cell))\"><figcaption>New render (no reference)</figcaption></figure>\n"
            }
            body += "</section>\n"
        }
        let accept = acceptCommand.map { "<p>Accept every new render: <code>\(escape($0))</code></p>" } ?? ""
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Loupe snapshot review — \(failures.count) failure\(failures.count == 1 ? "" : "s")</title>
        <style>
        :root { color-scheme: light dark; --fg: #111; --bg: #fff; --muted: #666; --line: #ddd; }
        @media (prefers-color-scheme: dark) { :root { --fg: #eee; --bg: #161617; --muted: #aaa; --line: #333; } }
        body { font: 15px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 2rem; }
        section { border-top: 1px solid var(--line); padding: 1rem 0; }
        h2 { font-size: 1rem; font-family: ui-monospace, monospace; }
        .summary { color: var(--muted); }
        .views button { font: inherit; padding: .3rem .8rem; border: 1px solid var(--line); background: none; color: inherit; border-radius: 6px; }
        .views button[aria-selected="true"] { background: #0a84ff; color: #fff; border-color: #0a84ff; }
        .view { margin-top: .8rem; display: flex; gap: 1rem; flex-wrap: wrap; }
        .view[hidden] { display: none; }
        img { max-width: 100%; height: auto; max-height: 60vh; background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 50% / 16px 16px; }
        figure { margin: 0; } figcaption { color: var(--muted); font-size: .85rem; }
        .stack { display: grid; } .stack img { grid-area: 1 / 1; } .stack .top { opacity: .5; }
        code { background: #8882; padding: .1rem .3rem; border-radius: 4px; }
        </style></head><body>
        <h1>\(failures.count) snapshot\(failures.count == 1 ? "" : "s") differ\(failures.count == 1 ? "s" : "")</h1>
        \(accept)
        \(body)
        <script>
        for (const section of document.querySelectorAll('section')) {
          const buttons = section.querySelectorAll('[role=tab]');
          for (const button of buttons) button.addEventListener('click', () => {
            for (const b of buttons) b.setAttribute('aria-selected', b === button);
            for (const v of section.querySelectorAll('.view')) v.hidden = !v.classList.contains(button.dataset.view);
          });
          const slider = section.querySelector('input[type=range]'), top = section.querySelector('.stack .top');
          if (slider && top) slider.addEventListener('input', () => { top.style.opacity = slider.value / 100; });
        }
        </script></body></html>

        """
    }
}
