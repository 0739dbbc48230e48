import Foundation
import LoupeHTML
import Loupe

/// A static HTML page for reviewing failed snapshots: each failure with its reference and render
/// side by side, an onion-skin slider, the diff, and the command that accepts it. Self-contained
/// (inline CSS and script, images by relative path), so it opens from `file://` and from CI
/// artifacts. Its page frame and stylesheet are the gallery's (`SiteStyle`).
enum ReviewPage {
    static func html(outcomes: [SnapshotVerifier.Outcome], artifacts: URL, acceptCommand: String?) -> String {
        let escape = SiteStyle.escape
        func relative(_ path: String?) -> String? {
            guard let path else { return nil }
            let base = artifacts.standardizedFileURL.path + "/"
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        let failures = outcomes.filter { $0.status == .failed }
        var body = ""
        for (index, outcome) in failures.enumerated() {
            let reference = relative(outcome.artifact(.reference)), actual = relative(outcome.artifact(.actual)), diff = relative(outcome.artifact(.diff))
            body += "<section id=\"cell\(index)\" aria-labelledby=\"title\(index)\">\n<h2 id=\"title\(index)\">\(escape(outcome.cell))</h2>\n"
            body += "<p class=\"summary\">\(escape(outcome.message))</p>\n"
            if let accept = outcome.acceptCommand { body += "<p>Accept: <code>\(escape(accept))</code></p>\n" }
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
        let heading = "<h1>\(failures.count) snapshot\(failures.count == 1 ? "" : "s") differ\(failures.count == 1 ? "s" : "")</h1>\n\(accept)\n"
        return SiteStyle.page(title: "Loupe snapshot review — \(failures.count) failure\(failures.count == 1 ? "" : "s")",
                              body: heading + body, extraStyle: style, script: script)
    }

    private static let style = """

    h2 { font-family: ui-monospace, monospace; }
    .views button { font: inherit; padding: .3rem .8rem; border: 1px solid var(--line); background: none; color: inherit; border-radius: 6px; }
    .views button[aria-selected="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
    .view { margin-top: .8rem; display: flex; gap: 1rem; flex-wrap: wrap; }
    .view[hidden] { display: none; }
    .view img { max-height: 60vh; background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 50% / 16px 16px; }
    .stack { display: grid; } .stack img { grid-area: 1 / 1; } .stack .top { opacity: .5; }
    """

    private static let script = """
    for (const section of document.querySelectorAll('section')) {
      const buttons = section.querySelectorAll('[role=tab]');
      for (const button of buttons) button.addEventListener('click', () => {
        for (const b of buttons) b.setAttribute('aria-selected', b === button);
        for (const v of section.querySelectorAll('.view')) v.hidden = !v.classList.contains(button.dataset.view);
      });
      const slider = section.querySelector('input[type=range]'), top = section.querySelector('.stack .top');
      if (slider && top) slider.addEventListener('input', () => { top.style.opacity = slider.value / 100; });
    }

    """
}
