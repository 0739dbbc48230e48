import Foundation
import Loupe
import LoupeUI

/// How much a finding matters: `--fail-on` compares against it.
public enum ReviewSeverity: String, Codable, Sendable, Comparable, CaseIterable {
    case info, warning, error
    public static func < (a: ReviewSeverity, b: ReviewSeverity) -> Bool { a.rank < b.rank }
    private var rank: Int { switch self { case .info: 0; case .warning: 1; case .error: 2 } }
}

/// One fault in one cell: which rule, where (the node's path in the layout dump and its frame),
/// what it shows, and what to do.
public struct ReviewFinding: Codable, Hashable, Sendable {
    public let rule: String
    public let severity: ReviewSeverity
    /// The cell's stable name (`Steps/systemSmall/0-fullColor-light`).
    public let cell: String
    /// The node's path in the layout tree (`root/frame/padding/VStack[1]/Text[0]`), or "" for the cell.
    public let element: String
    /// The text or label of the element, if it has one.
    public let text: String?
    /// x, y, width, height in points.
    public let frame: [Double]
    /// What this finding is about in particular ("\"84%\" is scaled to 0.71"); "" when the rule says it all.
    public let detail: String
    /// The detail, why it matters and how to fix it.
    public let message: String
    /// How far the element is from passing in the rule's own unit (`ReviewRule.Hit.shortfall`): a
    /// cause shows its worst finding by it.
    public var shortfall: Double? = nil
}

/// What a rule looks at: one rendered cell.
public struct ReviewSubject {
    public let cell: String
    public let pipeline: Pipeline
    /// The cell's pixels, for rules that look at them (contrast); nil when no such rule runs.
    public let image: RenderedImage?
    /// A widget cell's rendering mode; nil for a Live Activity, a control or a view.
    public let mode: WidgetRenderingMode?
    public init(cell: String, pipeline: Pipeline, image: RenderedImage? = nil, mode: WidgetRenderingMode? = nil) {
        (self.cell, self.pipeline, self.image, self.mode) = (cell, pipeline, image, mode)
    }

    /// Every node with its path, depth first.
    var nodes: [(path: String, node: LayoutNode)] {
        pipeline.layout.walk(path: pipeline.layout.kind).map { ($0.path, $0.node) }
    }

    /// The paths of the views the system drew in its own style (`SystemDefaults.identifier`: Swift
    /// Charts' automatic axis labels); a node at or inside one is a system default.
    var systemDefaults: SystemDefaultPaths {
        SystemDefaultPaths(paths: nodes.filter { $0.node.identifier == SystemDefaults.identifier }.map(\.path))
    }
}

struct SystemDefaultPaths {
    let paths: [String]
    func contains(_ path: String) -> Bool { paths.contains { path == $0 || path.hasPrefix($0 + "/") } }
}

/// What a mode rule looks at: one widget cell in full colour and the same cell (family, entry,
/// scheme) in the accented or vibrant mode, both rendered. Findings are reported in `other`.
public struct ModeSubject {
    public let fullColor: ReviewSubject
    public let other: ReviewSubject
    public init(fullColor: ReviewSubject, other: ReviewSubject) { (self.fullColor, self.other) = (fullColor, other) }
}

/// What a timeline rule looks at: one widget's timeline in one family, and the now it was asked at.
public struct TimelineSubject {
    /// `<target>/<family>`, where findings are reported.
    public let name: String
    public let timeline: LoadedTimeline
    public let now: Date
    /// The placeholder and the first entry laid out (full color, light), for rules that compare them.
    public let placeholder: LayoutNode?
    public let firstEntry: LayoutNode?
    /// How the provider answered the widget gallery's `getSnapshot`, for slow-snapshot; nil when not asked.
    public let snapshot: SnapshotTiming?
    public init(name: String, timeline: LoadedTimeline, now: Date, placeholder: LayoutNode? = nil, firstEntry: LayoutNode? = nil,
                snapshot: SnapshotTiming? = nil) {
        (self.name, self.timeline, self.now, self.placeholder, self.firstEntry, self.snapshot) = (name, timeline, now, placeholder, firstEntry, snapshot)
    }
}

/// A rule: an id, a severity, why it matters and how to fix it, and its check — over one rendered
/// cell, over a cell in full colour against the same cell in another mode, or over one widget's
/// timeline in one family.
public struct ReviewRule: Sendable {
    /// What a check found: the element (its layout path), its text, its frame and what is wrong.
    public struct Hit {
        public let element: String
        public let text: String?
        public let frame: CGRect
        public let detail: String
        /// How far the element is from passing, in the rule's own unit (the contrast ratio short of
        /// the one needed, the points under the legible size…); nil where the rule has no measure.
        public let shortfall: Double?
        public init(_ element: String, _ text: String?, _ frame: CGRect, _ detail: String, shortfall: Double? = nil) {
            (self.element, self.text, self.frame, self.detail, self.shortfall) = (element, text, frame, detail, shortfall)
        }
    }
    enum Check: Sendable {
        case cell(@Sendable (ReviewSubject) -> [Hit])
        case modes(@Sendable (ModeSubject) -> [Hit])
        case timeline(@Sendable (TimelineSubject) -> [Hit])
    }
    public let id: String
    public let severity: ReviewSeverity
    public let why: String
    public let fix: String
    /// The rule reads the cell's pixels, so the cell must be rasterized for it.
    public var needsPixels = false
    let check: Check

    init(id: String, severity: ReviewSeverity, why: String, fix: String, cell: @escaping @Sendable (ReviewSubject) -> [Hit]) {
        (self.id, self.severity, self.why, self.fix, self.check) = (id, severity, why, fix, .cell(cell))
    }
    init(id: String, severity: ReviewSeverity, why: String, fix: String, modes: @escaping @Sendable (ModeSubject) -> [Hit]) {
        (self.id, self.severity, self.why, self.fix, self.check) = (id, severity, why, fix, .modes(modes))
    }
    init(id: String, severity: ReviewSeverity, why: String, fix: String, timeline: @escaping @Sendable (TimelineSubject) -> [Hit]) {
        (self.id, self.severity, self.why, self.fix, self.check) = (id, severity, why, fix, .timeline(timeline))
    }

    public func findings(in subject: ReviewSubject) -> [ReviewFinding] {
        guard case .cell(let check) = check else { return [] }
        return check(subject).map { finding($0, at: subject.cell) }
    }

    public func findings(in subject: ModeSubject) -> [ReviewFinding] {
        guard case .modes(let check) = check else { return [] }
        return check(subject).map { finding($0, at: subject.other.cell) }
    }

    /// The rule compares a cell across rendering modes, so a group of cells needs its full-colour one.
    public var comparesModes: Bool { if case .modes = check { true } else { false } }

    public func findings(in subject: TimelineSubject) -> [ReviewFinding] {
        guard case .timeline(let check) = check else { return [] }
        return check(subject).map { finding($0, at: subject.name) }
    }

    private func finding(_ hit: Hit, at cell: String) -> ReviewFinding {
        let f = hit.frame
        return ReviewFinding(rule: id, severity: severity, cell: cell, element: hit.element, text: hit.text,
                             frame: [f.minX, f.minY, f.width, f.height].map { Double($0) }, detail: hit.detail,
                             message: hit.detail.isEmpty ? "\(why) \(fix)" : "\(hit.detail): \(why) \(fix)", shortfall: hit.shortfall)
    }
}
