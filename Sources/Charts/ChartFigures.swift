import Foundation
import LoupeUI

/// Every figure the chart stand-in draws with, in one table. Apple documents Swift Charts'
/// behaviour, not its figures: each is EST, read off public screenshots of default charts in
/// widgets and Apple's sample code, and marked as such until measured on a device.
enum ChartFigures {
    /// The series palette `foregroundStyle(by:)` assigns in order of appearance (EST: the system
    /// colours Charts' default scale cycles through).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .gray]
    /// A mark with no style and no series: the accent colour (EST: Charts' default foreground).
    static let defaultMarkColor = Color.blue
    /// Axis value labels: caption 2 in the secondary style (EST).
    static let axisLabelFont = Font.caption2
    static let axisLabelSize: CGFloat = 11
    /// Width of a label per character, in shares of its point size, to reserve room for the y axis
    /// before the labels are drawn (EST, from Inter's figures at caption 2).
    static let labelCharacterWidth: CGFloat = 0.58
    /// Gap between the plot and its axis labels (EST).
    static let axisLabelGap: CGFloat = 4
    /// An `AxisTick`'s default length, out from the plot (EST).
    static let tickLength: CGFloat = 4
    /// A date's x label: how far after its grid line it starts (EST).
    static let dateLabelOffset: CGFloat = 2
    /// The least room between two axis labels before the later one is left out (EST).
    static let labelMinimumGap: CGFloat = 2
    /// Grid lines: hairlines in the primary colour at this opacity (EST: Charts' light grey lines).
    static let gridLineWidth: CGFloat = 0.5
    static let gridLineOpacity: Double = 0.15
    /// How many ticks an automatic numeric axis aims for (EST: Charts shows three to five).
    static let desiredTickCount = 4
    /// A nice step is one of these times a power of ten.
    static let tickStepFactors: [Double] = [1, 2, 5, 10]
    /// The steps an automatic date axis chooses from, shortest first (EST: whole hours, days, weeks,
    /// months and years, as Charts' date axes fall).
    static let dateTickSteps: [(unit: Calendar.Component, count: Int)] = [
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2), (.weekOfYear, 1), (.month, 1), (.month, 3), (.month, 6), (.year, 1),
    ]
    /// A label's line height in shares of its point size, for the room it takes before it is laid out (EST).
    static let labelLineHeight: CGFloat = 1.3
    /// A bar's share of its category's band, and of a date unit's span (EST).
    static let barBandShare: CGFloat = 0.6
    static let barUnitShare: CGFloat = 0.8
    /// A bar on a continuous numeric axis with no unit: a fixed width (EST).
    static let continuousBarWidth: CGFloat = 8
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
