import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// What a gallery shows, as plain values: the pages are written from this and nothing else, so the
/// HTML and the Markdown say the same thing. Image fields are paths relative to the gallery root.
public struct GalleryModel: Sendable {
    public var widgets: [Widget]

    public struct Widget: Sendable {
        /// The name users type (`loupe render NAME`), also the page's file name stem.
        public var name: String
        public var kind: String
        public var displayName: String
        public var summary: String
        public var families: [Family]
        /// A safe file name for the widget's page.
        public var pageName: String { SnapshotName.sanitize(name) + ".html" }
    }

    /// A section of a widget's page: a family, a Live Activity's presentation, or a control's.
    public struct Family: Sendable {
        /// What the section shows.
        public enum Subject: Hashable, Sendable {
            case family(WidgetFamily)
            case activity(ActivityPresentation)
            case control(ControlPresentation)
        }
        public var subject: Subject
        public var title: String {
            switch subject {
            case .family(let family): return family.rawValue
            case .activity(let presentation): return presentation.rawValue
            case .control(let presentation): return presentation.rawValue
            }
        }
        public var device: String
        public var size: CGSize
        /// The timeline's reload policy ("atEnd", "after(…)", "never"), or nil for explicit entries.
        public var policy: String?
        /// Timeline entries in order, then the placeholder.
        public var columns: [Column]
        /// The entries side by side with their dates, per color scheme, and their sizes in points.
        public var filmstrips: [ColorScheme: String]
        public var filmstripSizes: [ColorScheme: CGSize] = [:]
        public var mockups: [MockupShot]
        /// Why the family could not be shown (a provider error), instead of columns.
        public var error: String?
        /// The first entry's accessibility snapshot (elements outlined and read out), and its size.
        public var accessibility: (image: String, size: CGSize)? = nil
    }

    public struct Column: Sendable {
        /// The timeline index (`.entry(i)` or `.placeholder`).
        public var index: TimelineIndex
        public var date: Date?
        public var relevance: TimelineEntryRelevance?
        /// One image per rendering mode and color scheme (full color only for a Live Activity).
        public var images: [Variant: String]
        /// Each image's size in points (a Live Activity's height follows its content).
        public var sizes: [Variant: CGSize] = [:]
        /// "State 2" for a Live Activity's content state; nil: "Entry 2" / "Placeholder".
        public var label: String? = nil
    }

    public struct Variant: Hashable, Sendable, Comparable {
        public var mode: WidgetRenderingMode
        public var scheme: ColorScheme
        public static func < (a: Variant, b: Variant) -> Bool { a.order < b.order }
        var order: Int { (WidgetRenderingMode.allCases.firstIndex(of: mode) ?? 0) * 2 + (scheme == .light ? 0 : 1) }
        public static var all: [Variant] {
            WidgetRenderingMode.allCases.flatMap { mode in [ColorScheme.light, .dark].map { Variant(mode: mode, scheme: $0) } }
        }
    }

    public struct MockupShot: Sendable {
        public var mockup: Mockup
        public var scheme: ColorScheme
        public var image: String
        public var size: CGSize
    }
}

extension WidgetRenderingMode {
    /// How the gallery names a mode on a switch.
    var galleryTitle: String {
        switch self {
        case .accented: return "Accented"
        case .vibrant: return "Vibrant"
        default: return "Full color"
        }
    }
}

extension ColorScheme {
    var galleryTitle: String { self == .light ? "Light" : "Dark" }
}

/// Dates and numbers as the gallery prints them: fixed format and time zone, so pages are the same
/// bytes on every machine.
enum GalleryFormat {
    static func date(_ date: Date?, timeZone: String = "UTC") -> String {
        guard let date else { return "placeholder" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, HH:mm"
        return formatter.string(from: date)
    }

    static func relevance(_ relevance: TimelineEntryRelevance?) -> String? {
        guard let relevance else { return nil }
        let score = String(format: "%.2f", relevance.score)
        return relevance.duration > 0 ? "relevance \(score) for \(Int(relevance.duration)) s" : "relevance \(score)"
    }

    static func columnTitle(_ column: GalleryModel.Column) -> String {
        if let label = column.label { return label }
        if case .entry(let i) = column.index { return "Entry \(i)" }
        return "Placeholder"
    }

    /// A mock-up's caption: "Home Screen (dark)", "StandBy".
    static func caption(_ shot: GalleryModel.MockupShot) -> String {
        shot.mockup.schemes.count > 1 ? "\(shot.mockup.title) (\(shot.scheme.galleryTitle.lowercased()))" : shot.mockup.title
    }

    /// What a mock-up shows of the section: the first entry or state, or a control turned on.
    static func accessibilityAlt(_ widget: GalleryModel.Widget, _ family: GalleryModel.Family) -> String {
        "\(widget.displayName), \(family.title), entry 0, with its accessibility elements outlined in reading order and what VoiceOver reads for each"
    }

    static func mockupAlt(_ widget: GalleryModel.Widget, _ family: GalleryModel.Family, _ shot: GalleryModel.MockupShot) -> String {
        let shown: String
        switch family.subject {
        case .family: shown = "entry 0"
        case .activity: shown = "state 0"
        case .control: shown = "on"
        }
        return "\(widget.displayName), \(family.title), \(shown), on the \(caption(shot))"
    }

    /// How wide a page shows a mock-up, in CSS pixels: portrait phones at half their point width so
    /// several fit a row; landscape scenes (StandBy, the island) at the phone's width.
    static func mockupWidth(_ shot: GalleryModel.MockupShot) -> CGFloat {
        shot.size.width > shot.size.height ? MockupFigures.screen.width : (MockupFigures.screen.width / 2).rounded()
    }

    static func filmstripAlt(_ widget: GalleryModel.Widget, _ family: GalleryModel.Family, scheme: ColorScheme) -> String {
        let frames: String
        if case .activity = family.subject { frames = "content states in order" } else { frames = "timeline entries in order with their dates" }
        return "\(widget.displayName), \(family.title): the \(frames), full color, \(scheme.galleryTitle.lowercased())"
    }

    static func size(_ size: CGSize) -> String { "\(size.width.formatted)×\(size.height.formatted) pt" }

    /// Alt text naming widget, family, entry, mode and scheme.
    static func alt(_ widget: GalleryModel.Widget, _ family: GalleryModel.Family, _ column: GalleryModel.Column, _ variant: GalleryModel.Variant) -> String {
        let when = column.date.map { " (\(date($0)))" } ?? ""
        return "\(widget.displayName), \(family.title), \(columnTitle(column).lowercased())\(when), \(variant.mode.galleryTitle.lowercased()), \(variant.scheme.galleryTitle.lowercased())"
    }
}
