import Foundation
import LoupeUI

/// Every figure the chart stand-in draws with, in one table. Apple documents Swift Charts'
/// behaviour, not its figures. M: measured on iOS 26 @3x renders of a real energy chart in medium
/// and large widgets, light and dark (facts.md §7 "Third pass"); EST: read off public screenshots of
/// default charts and Apple's sample code, until measured. Label figures are at the labels' 9 pt
/// and scale with them (Dynamic Type).
enum ChartFigures {
    /// The series palette `foregroundStyle(by:)` assigns in order of appearance (EST: the system
    /// colours Charts' default scale cycles through).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .gray]
    /// A mark with no style and no series: the accent colour (EST: Charts' default foreground).
    static let defaultMarkColor = Color.blue
    /// Axis titles and the legend's names: caption 2 in the secondary style (EST); Dynamic Type
    /// scales the axis labels as it scales caption 2.
    static let axisLabelFont = Font.caption2
    /// Axis value labels: the system font, regular, 9 pt, in the secondary style (M: digit cap
    /// height 6.33; (138,138,142) on white, (141,141,147) on black — `.secondary`).
    static let axisLabelPointSize: CGFloat = 9
    /// Where the y labels go (M): the column is the widest label and this padding, rounded up to
    /// whole points (10 for "8"…"0", 18 for "2.0"…"0", 20 for "20"…"-20"); a label's ink starts
    /// 4.64 after the plot — its box `labelSideBearing` earlier — and its baseline is 3.26 below its
    /// grid line, which centres a digit's ink on the line.
    static let yLabelColumnPadding: CGFloat = 4.3
    static let yLabelSpacing: CGFloat = 4.64 - labelSideBearing
    static let yLabelBaselineOffset: CGFloat = 3.26
    /// Where the x labels go (M): a band of 15.17 under the plot; a date stride's label's ink starts
    /// 4.58 after its grid line, its baseline 12.83 below the plot.
    static let xLabelBand: CGFloat = 15.17
    static let xLabelSpacing: CGFloat = 4.58 - labelSideBearing
    static let xLabelBaseline: CGFloat = 12.83
    /// The space before a digit's ink in its box at 9 pt (EST: SF Pro's digits, about 0.05 em), to
    /// turn the measured ink offsets into box offsets.
    static let labelSideBearing: CGFloat = 0.45
    /// Width of a label per character, in shares of its point size, to reserve room for the y axis
    /// before the labels are drawn (EST, from Inter's figures at caption 2).
    static let labelCharacterWidth: CGFloat = 0.58
    /// Gap between the plot and a label given its own anchor (EST).
    static let axisLabelGap: CGFloat = 4
    /// An `AxisTick`'s default length, out from the plot (EST).
    static let tickLength: CGFloat = 4
    /// The least room between two axis labels before the later one is left out (EST).
    static let labelMinimumGap: CGFloat = 2
    /// Grid lines (M): 0.5 wide, in the secondary style at 0.12 — (241,241,242) on white, (17,17,18)
    /// on black; the x axis's dashed 2 on, 2 off from the plot's top, the y axis's solid.
    static let gridLineWidth: CGFloat = 0.5
    static let gridLineStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary.opacity(0.12))
    static let xGridLineDash: [CGFloat] = [2, 2]
    /// An automatic numeric axis (M): the smallest step of 1, 2 or 5 times a power of ten for which
    /// the values, rounded out to whole steps, need at most this many ticks (2.5 is never used; a
    /// step is at least 1 for whole-number values).
    static let maximumTickCount = 5
    static let tickStepFactors: [Double] = [1, 2, 5]
    /// How many ticks an automatic date axis aims for (EST: Charts shows three to five).
    static let desiredTickCount = 4
    /// The steps an automatic date axis chooses from, shortest first (EST: whole hours, days, weeks,
    /// months and years, as Charts' date axes fall).
    static let dateTickSteps: [(unit: Calendar.Component, count: Int)] = [
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2), (.weekOfYear, 1), (.month, 1), (.month, 3), (.month, 6), (.year, 1),
    ]
    /// A label's line height in shares of its point size, for the room it takes before it is laid out (EST).
    static let labelLineHeight: CGFloat = 1.3
    /// A bar's share of its category's band (EST), and of a date unit's slot (M: 0.700 of an hour's,
    /// a day's or a week's slot, centred).
    static let barBandShare: CGFloat = 0.6
    static let barUnitShare: CGFloat = 0.7
    /// A bar on a continuous numeric axis with no unit: a fixed width (EST).
    static let continuousBarWidth: CGFloat = 8
    /// `.catmullRom` without an alpha: the centripetal spline (EST: the middle of the three that
    /// `catmullRom(alpha:)` documents, and d3's default, whose method names Charts mirrors), which
    /// never loops or cusps within a segment.
    static let catmullRomAlpha: CGFloat = 0.5
    /// A line's default width, and a point's default symbol area in square points (EST).
    static let lineWidth: CGFloat = 2
    static let pointSymbolArea: CGFloat = 30
    /// A line's vertex symbol, smaller than a point's (EST), and a stroked symbol's line (EST).
    static let lineSymbolArea: CGFloat = 20
    static let symbolStrokeWidth: CGFloat = 1.5
    /// The shapes `symbol(by:)` gives its groups in order of appearance (EST: Charts' default
    /// symbol scale begins circle, square, triangle).
    static let symbolOrder: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
    /// The legend under the plot: its symbol's diameter, the gap to its label and between items (EST).
    static let legendSymbol: CGFloat = 7
    static let legendSpacing: CGFloat = 4
    static let legendItemSpacing: CGFloat = 10
    static let legendTopSpacing: CGFloat = 6
    /// The gap between an axis title (`chartXAxisLabel`) and the plot (EST).
    static let axisTitleSpacing: CGFloat = 4
    /// The identifier of the plot's frame in a layout dump.
    static let plotIdentifier = "loupe.chart-plot"
    /// An annotation's default gap from its mark (EST).
    static let annotationSpacing: CGFloat = 4
}
