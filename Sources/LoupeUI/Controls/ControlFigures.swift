import Foundation

/// Gauge and ProgressView geometry: the one table. Apple publishes none of it; sources per row.
public enum ControlFigures {
    // Circular gauges (facts.md §7, 3P measured on iOS 26 renders, H unless noted).
    /// Outer diameter of `.accessoryCircular` / `.accessoryCircularCapacity`; it does not grow.
    public static let circularDiameter: CGFloat = 58
    public static let circularLineWidth: CGFloat = 5.5
    /// Open ring sweep without / with min-max labels, gap centred at 6 o'clock.
    public static let openSweepDegrees: Double = 270
    public static let openSweepWithBoundsDegrees: Double = 240
    /// The indicator's cut-out ring around the dot (M–H).
    public static let indicatorCutoutDiameter: CGFloat = 10
    /// Capacity track opacity (measured on black).
    public static let capacityTrackOpacity = 0.35
    /// Min/max labels: 11 pt, baseline 23 pt below the centre, ink edges ±16.67 pt from it.
    public static let boundsLabelSize: CGFloat = 11
    public static let boundsLabelBaselineBelowCenter: CGFloat = 23
    public static let boundsLabelHalfSpan: CGFloat = 16.67
    /// Value label 17 pt medium; the open ring's label under it 10 pt medium (EST: facts.md §7 gives no size).
    public static let valueLabelSize: CGFloat = 17
    public static let ringLabelSize: CGFloat = 10
    /// Half the min/max labels' line height in em, to turn their baseline into a centre (EST).
    public static let boundsLabelHalfHeightEm: CGFloat = 0.35
    /// The value label shrinks to fit in the capacity style (M, ≈ 0.92×; we allow down to 0.5).
    public static let valueLabelMinimumScale: CGFloat = 0.5

    // Linear (facts.md §7: ProgressView track 4 pt capsule, 3P H; the gauge figures are EST).
    public static let linearTrackHeight: CGFloat = 4
    /// Linear gauges (EST: same track as ProgressView).
    public static let gaugeTrackHeight: CGFloat = 4
    /// `.accessoryLinear`: a thin line with a dot (EST from Lock Screen renders).
    public static let accessoryLinearLineHeight: CGFloat = 2
    public static let accessoryLinearDotDiameter: CGFloat = 6
    /// Space between a linear control's label, bar and value labels (EST).
    public static let linearLabelSpacing: CGFloat = 4

    // Circular ProgressView (EST: not measured).
    public static let circularProgressDiameter: CGFloat = 24
    public static let circularProgressLineWidth: CGFloat = 4
    /// Indeterminate spinner: 8 spokes, 20 pt (EST, after UIActivityIndicatorView's medium style).
    public static let spinnerDiameter: CGFloat = 20
    public static let spinnerSpokes = 8
    /// Each spoke: a 2.5 × 6 pt capsule whose centre sits 6.5 pt from the spinner's (EST).
    public static let spinnerSpokeWidth: CGFloat = 2.5
    public static let spinnerSpokeLength: CGFloat = 6
    public static let spinnerSpokeCentreRadius: CGFloat = 6.5
}
