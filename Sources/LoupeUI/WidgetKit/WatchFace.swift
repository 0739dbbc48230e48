import Foundation

// Complications on a watch face (issue #17): a corner complication (`accessoryCorner`) with its
// content in the face's corner, its `widgetLabel` bent along the inside of the corner's curve, and
// with `widgetCurvesContent()` its text bent along the outside; and the Infograph face's top
// subdial (`accessoryCircular`), the one circular place whose label runs along the bezel. What Apple
// states is cited; where things sit on the curves is estimated in `WatchFaceFigures`, one rule each.

/// The figures of a watch face's corner complication that are not per-case sizes (those are the
/// device's `WatchFace`). EST throughout: Apple publishes the complication image and text sizes
/// (facts.md §1d) but not where the system puts them on the curve.
public enum WatchFaceFigures {
    /// The screen's corner radius as a share of its width: the watch's display is a rounded
    /// rectangle whose radius Apple does not publish (EST, from the HIG's layout diagrams: about a fifth).
    public static let screenCornerShare: CGFloat = 0.2
    /// The content's circle sits this far inside the screen's rounded corner, along its diagonal (EST).
    public static let contentInsetFromScreenCorner: CGFloat = 3
    /// The label's nearest edge this far inside the content's circle, toward the face's centre (EST).
    public static let labelGap: CGFloat = 2
    /// A gauge or progress view in the label: a bar this thick (the HIG asks for lines of 2 pt or
    /// more, CONFIRMED; 4 is EST) over this many degrees of the curve (EST), its bounds labels this
    /// many degrees beyond its ends (EST).
    public static let gaugeLineWidth: CGFloat = 4
    public static let gaugeSweepDegrees: Double = 36
    public static let gaugeBoundsLabelDegrees: Double = 7
    /// How far text along a curve may reach before it is truncated: in a corner, within the screen
    /// (on 45 mm the label's arc meets the screen's left edge 34° before its middle; half a glyph
    /// inside that), and along the bezel, over the top of the dial (EST).
    public static let cornerTextSweepDegrees: Double = 56
    public static let bezelTextSweepDegrees: Double = 100
    /// The gauge's unfilled track: the tint at this opacity (as the Lock Screen's capacity track, EST).
    public static let gaugeTrackOpacity = 0.3
    /// Infograph's top subdial: its centre this share of the way from the face's centre to the
    /// screen's top edge (EST, from the face's published screenshots: about half way), its label's
    /// middle line this far inside the screen's edge (EST).
    public static let subdialCentreShare: CGFloat = 0.5
    public static let bezelLabelInset: CGFloat = 3
    /// In the accented mode watchOS "tints primary content white and accented content in the color
    /// of the watch face" (Apple, "Optimizing your widget for accented rendering mode and Liquid
    /// Glass", CONFIRMED); the face's colour is the wearer's choice — this orange stands for it (EST).
    public static let faceTint = RGBA(red: 1.0, green: 0.62, blue: 0.18)
    /// The face behind complications: black (Infograph-style faces; EST for faces in general).
    public static let faceColor = RGBA(red: 0, green: 0, blue: 0)
}

/// One watch case's face: its screen and the HIG's complication sizes for it (facts.md §1d,
/// CONFIRMED), and where a complication's parts go in each slot, derived by `WatchFaceFigures`' rules.
public struct WatchFace: Hashable, Sendable {
    /// The screen in points (HIG watchOS layout, CONFIRMED).
    public let screen: CGSize
    /// The content's side without a label ("corner circular image") and with one ("corner gauge /
    /// text image": a label makes the main view shrink, per `widgetLabel(_:)`'s documentation).
    public let imageSide: CGFloat
    public let labeledImageSide: CGFloat
    /// The label's text: SF Compact Rounded semibold at this size ("corner default text"; the
    /// bezel's label uses it too, EST).
    public let textSize: CGFloat
    /// A circular complication's side ("circular image").
    public let circularSide: CGFloat

    public init(screen: CGSize, imageSide: CGFloat, labeledImageSide: CGFloat, textSize: CGFloat, circularSide: CGFloat) {
        (self.screen, self.imageSide, self.labeledImageSide, self.textSize, self.circularSide) =
            (screen, imageSide, labeledImageSide, textSize, circularSide)
    }

    /// Where on the face a complication is drawn: a cell shows that part of the face.
    public enum Slot: Hashable, Sendable {
        /// The top-leading corner (`accessoryCorner`): a square half the screen wide.
        case corner
        /// Infograph's top subdial (`accessoryCircular`), its label along the bezel: the top half of the screen.
        case topSubdial
    }

    /// The part of the face a slot's cell shows.
    public func canvas(_ slot: Slot) -> CGSize {
        switch slot {
        case .corner: CGSize(width: screen.width / 2, height: screen.width / 2)
        case .topSubdial: CGSize(width: screen.width, height: screen.height / 2)
        }
    }
    /// The screen's outline within a slot's canvas: its rounded top corners, as far as the canvas reaches.
    public func screenShape(_ slot: Slot) -> UnevenRoundedRectangle {
        switch slot {
        case .corner: UnevenRoundedRectangle(topLeadingRadius: screenCornerRadius, style: .circular)
        case .topSubdial: UnevenRoundedRectangle(topLeadingRadius: screenCornerRadius, topTrailingRadius: screenCornerRadius, style: .circular)
        }
    }
    public var screenCornerRadius: CGFloat { screen.width * WatchFaceFigures.screenCornerShare }
    /// The face's centre, which the corner's curves are drawn around (the dial they follow).
    var faceCentre: CGPoint { CGPoint(x: screen.width / 2, y: screen.height / 2) }

    /// The content's centre: on the diagonal of the screen's rounded corner, its circle just inside it.
    func contentCentre(side: CGFloat) -> CGPoint {
        let r = screenCornerRadius
        let along = max(r - side / 2 - WatchFaceFigures.contentInsetFromScreenCorner, 0) / CGFloat(2).squareRoot()
        return CGPoint(x: r - along, y: r - along)
    }

    /// The circle through the content's centre, around the face's centre: the outside of the curve.
    func contentArc(side: CGFloat) -> ResolvedArc {
        let c = contentCentre(side: side), o = faceCentre
        let radius = ((c.x - o.x) * (c.x - o.x) + (c.y - o.y) * (c.y - o.y)).squareRoot()
        return ResolvedArc(center: o, radius: radius, middle: atan2(Double(c.y - o.y), Double(c.x - o.x)) * 180 / .pi,
                           maximumSweep: WatchFaceFigures.cornerTextSweepDegrees)
    }

    /// The inside of the curve, for a label `thickness` thick: its middle line this far in from the content.
    func labelArc(thickness: CGFloat) -> ResolvedArc {
        var arc = contentArc(side: labeledImageSide)
        arc.radius -= labeledImageSide / 2 + WatchFaceFigures.labelGap + thickness / 2
        return arc
    }

    /// Infograph's top subdial: its centre, and the bezel arc its label follows for a label `thickness` thick.
    var subdialCentre: CGPoint { CGPoint(x: faceCentre.x, y: faceCentre.y - faceCentre.x * WatchFaceFigures.subdialCentreShare) }
    func bezelArc(thickness: CGFloat) -> ResolvedArc {
        ResolvedArc(center: faceCentre, radius: screen.width / 2 - WatchFaceFigures.bezelLabelInset - thickness / 2, middle: -90,
                    maximumSweep: WatchFaceFigures.bezelTextSweepDegrees)
    }

    /// What a label in a slot is told of where it goes (`\.curvedWidgetLabel`).
    func labelPlace(_ slot: Slot) -> CurvedLabelPlace {
        let textHeight = textSize * 1.2, bar = WatchFaceFigures.gaugeLineWidth
        let font = Font.system(size: textSize, weight: .semibold, design: .rounded)
        switch slot {
        case .corner:
            return CurvedLabelPlace(canvas: canvas(slot), textArc: labelArc(thickness: textHeight), gaugeArc: labelArc(thickness: bar), font: font)
        case .topSubdial:
            return CurvedLabelPlace(canvas: canvas(slot), textArc: bezelArc(thickness: textHeight), gaugeArc: bezelArc(thickness: bar), font: font)
        }
    }
}

/// Where a watch face puts a widget's label: the canvas it is drawn in, the arcs its text and its
/// gauge follow, and the font the system gives it.
public struct CurvedLabelPlace: Hashable, Sendable {
    public let canvas: CGSize
    public let textArc: ResolvedArc
    public let gaugeArc: ResolvedArc
    public let font: Font
}

struct WidgetLabelPlaceKey: EnvironmentKey { static let defaultValue: CurvedLabelPlace? = nil }
struct CurvedWidgetLabelKey: EnvironmentKey { static let defaultValue: CurvedLabelPlace? = nil }

extension EnvironmentValues {
    /// Set by the watch face for the whole widget: where a `widgetLabel` would go.
    var widgetLabelPlace: CurvedLabelPlace? { get { self[WidgetLabelPlaceKey.self] } set { self[WidgetLabelPlaceKey.self] = newValue } }
    /// Set inside a widget label on a watch face: gauges and progress views bend along its arc.
    var curvedWidgetLabel: CurvedLabelPlace? { get { self[CurvedWidgetLabelKey.self] } set { self[CurvedWidgetLabelKey.self] = newValue } }
}

/// `.widgetLabel`: where the place shows labels, the label resolved with the system's font (and,
/// on a watch face, told its curve); elsewhere nothing, as the iPhone Lock Screen ignores labels.
struct WidgetLabelModifier: NodeModifier {
    let label: AnyView
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode {
        guard context.environment.showsWidgetLabel else { return node }
        var inner = context
        if let place = context.environment.widgetLabelPlace {
            inner.environment.curvedWidgetLabel = place
            inner.environment.font = place.font
        }
        return .layout(.widgetLabel(inner.resolve(label)), node)
    }
}

/// `.widgetCurvesContent(_:)`: recorded where a label can be shown, for the watch face to read.
struct CurvesContentModifier: NodeModifier {
    let curves: Bool
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode {
        context.environment.showsWidgetLabel ? .layout(.curvesContent(curves), node) : node
    }
}

/// Lays a view along an arc of the canvas it is proposed (`ResolvedLayoutModifier.alongArc`).
struct AlongArcModifier: NodeModifier {
    let arc: ResolvedArc
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .layout(.alongArc(arc), node) }
}

/// A bar along a label's gauge arc, in the canvas's coordinates: `fraction` of it from its start.
struct CurvedGaugeBar: View {
    let place: CurvedLabelPlace
    let fraction: Double
    let bounds: (minimum: AnyView, maximum: AnyView)?

    var body: some View {
        let f = WatchFaceFigures.self, arc = place.gaugeArc
        let start = arc.middle - f.gaugeSweepDegrees / 2, end = arc.middle + f.gaugeSweepDegrees / 2
        let stroke = StrokeStyle(lineWidth: f.gaugeLineWidth, lineCap: .round)
        ZStack(alignment: .topLeading) {
            ArcOnCanvas(arc: arc, from: start, to: end).stroke(.tint.opacity(f.gaugeTrackOpacity), style: stroke)
            if fraction > 0 {
                ArcOnCanvas(arc: arc, from: start, to: start + f.gaugeSweepDegrees * min(fraction, 1)).stroke(.tint, style: stroke)
            }
            if let bounds {
                bounds.minimum.modifier(AlongArcModifier(arc: place.textArc.turned(to: start - f.gaugeBoundsLabelDegrees)))
                bounds.maximum.modifier(AlongArcModifier(arc: place.textArc.turned(to: end + f.gaugeBoundsLabelDegrees)))
            }
        }
        .frame(width: place.canvas.width, height: place.canvas.height, alignment: .topLeading)
        .modifier(DrawsAlongArcMarker())
    }
}

/// Marks a view that has drawn itself along a watch face's curve, so the face leaves it where it is.
struct DrawsAlongArcMarker: NodeModifier {
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .layout(.drawnAlongArc, node) }
}

extension ResolvedArc {
    /// The same circle, its middle at `angle`.
    func turned(to angle: Double) -> ResolvedArc { ResolvedArc(center: center, radius: radius, middle: angle, maximumSweep: maximumSweep) }
}

/// An arc of a circle given in the coordinates of the shape's own rect.
struct ArcOnCanvas: Shape {
    let arc: ResolvedArc
    let from: Double, to: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.minX + arc.center.x, y: rect.minY + arc.center.y), radius: arc.radius,
                    startAngle: .degrees(from), endAngle: .degrees(to), clockwise: false)
        return path
    }
}

/// A watch face's slot holding one complication. In the corner: the widget's content in the corner
/// (smaller when it has a label), the label bent along the inside of the curve — text character by
/// character; a gauge or progress view as a curved bar — and, with `widgetCurvesContent()`, the
/// content's text bent along the outside. In Infograph's top subdial: the content in its circle, the
/// label along the bezel above it. Watch faces draw no container background behind complications,
/// so the widget's own is left out; the face itself is the cell's surface, drawn in every mode.
public struct WatchFaceContainer: View, PrimitiveView {
    let content: AnyView
    let face: WatchFace
    let slot: WatchFace.Slot

    public init<Content: View>(face: WatchFace, slot: WatchFace.Slot, @ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        (self.face, self.slot) = (face, slot)
    }

    public var body: Never { primitiveBody() }

    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let place = face.labelPlace(slot)
        var inner = context
        inner.environment.widgetLabelPlace = place
        var background: [ResolvedNode]?
        var parts = WatchFaceParts()
        let nodes = WidgetContainer.extractBackground(from: inner.resolve(content), into: &background).map { parts.extract($0) }
        let body: ResolvedNode = nodes.count == 1 ? nodes[0] : .zStack(alignment: .center, children: nodes)

        var layers: [ResolvedNode] = []
        switch slot {
        case .corner:
            let side = parts.label == nil ? face.imageSide : face.labeledImageSide
            if parts.curvesContent, case .text = parts.innermost(body) {
                layers.append(.layout(.alongArc(face.contentArc(side: side)), parts.innermost(body)))
            } else {
                layers.append(.layout(.position(face.contentCentre(side: side)), .layout(.frame(width: side, height: side, alignment: .center), body)))
            }
        case .topSubdial:
            let side = face.circularSide
            layers.append(.layout(.position(face.subdialCentre), .layout(.frame(width: side, height: side, alignment: .center), body)))
        }
        if let label = parts.label {
            // A gauge or progress view has bent itself along the label's arc; anything else is laid along it.
            let drawn: ResolvedNode = label.count == 1 ? label[0] : .zStack(alignment: .topLeading, children: label)
            layers.append(drawn.containsArc ? drawn : .layout(.alongArc(place.textArc), drawn))
        }
        let canvas = face.canvas(slot)
        let composed: ResolvedNode = .layout(.frame(width: canvas.width, height: canvas.height, alignment: .topLeading),
                                             .zStack(alignment: .topLeading, children: layers))
        return [.effect(.clip(ResolvedShape(face.screenShape(slot), drawing: .fill(.color(.clear), eoFill: false))), composed)]
    }
}

/// What a watch face takes out of a widget's tree: its first label and whether it asked for its
/// content to be curved.
struct WatchFaceParts {
    var label: [ResolvedNode]?
    var curvesContent = false

    mutating func extract(_ node: ResolvedNode) -> ResolvedNode {
        node.takingOut { modifier in
            switch modifier {
            case .widgetLabel(let content):
                if label == nil { label = content }
                return true
            case .curvesContent(let curves):
                curvesContent = curvesContent || curves
                return true
            default:
                return false
            }
        }
    }

    /// The node under any layout modifiers and effects: what kind of view the content is.
    func innermost(_ node: ResolvedNode) -> ResolvedNode {
        switch node {
        case let .layout(_, child), let .effect(_, child): return innermost(child)
        default: return node
        }
    }
}

extension ResolvedNode {
    /// Whether something in this tree is already laid along an arc.
    var containsArc: Bool {
        switch self {
        case .layout(.alongArc, _), .layout(.drawnAlongArc, _): return true
        case let .layout(_, child), let .effect(_, child): return child.containsArc
        case let .stack(_, _, _, children), let .zStack(_, children): return children.contains { $0.containsArc }
        case let .secondary(_, _, base, content): return base.containsArc || content.contains { $0.containsArc }
        default: return false
        }
    }
}
