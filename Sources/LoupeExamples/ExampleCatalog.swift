import Foundation
import Loupe
import LoupeUI

/// Family sizes on the 430×932 iPhone (facts.md §1a, CONFIRMED) used by the examples until the
/// WidgetKit families arrive.
enum ExampleSize {
    static let small = CGSize(width: 170, height: 170)
    static let medium = CGSize(width: 364, height: 170)
    static let large = CGSize(width: 364, height: 382)
}

public enum Examples {
    public static let all: [ViewExample] = [
        ViewExample(name: "step-counter", summary: "Steps today against a goal: symbol, large number, progress bar (medium)",
                size: ExampleSize.medium) { _ in StepCounterExample(steps: 7_432, goal: 10_000) },
        ViewExample(name: "weather", summary: "City, temperature, condition symbol and the day's range (small)",
                size: ExampleSize.small) { _ in WeatherExample() },
        ViewExample(name: "battery", summary: "Device batteries as trimmed rings with symbols (small)",
                size: ExampleSize.small) { _ in BatteryExample() },
        ViewExample(name: "agenda", summary: "Upcoming events with dividers, colored bars and truncation (large)",
                size: ExampleSize.large) { _ in AgendaExample() },
        ViewExample(name: "typography", summary: "Every text style, weights, designs and decorations (large)",
                size: ExampleSize.large) { _ in TypographyExample() },
        ViewExample(name: "energy-chart", summary: "A day's energy by source as stacked bars, with axes and a legend: Swift Charts (medium)",
                size: ExampleSize.medium) { _ in EnergyChartExample() },
        ViewExample(name: "energy-bars", summary: "The same bars drawn with plain views, to compare a chart's cost (medium)",
                size: ExampleSize.medium) { _ in EnergyBarsExample() },
    ]

    public static func named(_ name: String) -> ViewExample? { all.first { $0.name == name } }

    /// The example widgets: together they use every family and every widget view Loupe offers.
    public static let widgets: [WidgetPreview] = [
        .widget(StepsWidget(), name: "Steps"),
        .widget(CharacterHealthWidget(), name: "CharacterHealth"),
        .widget(TaskChecklistWidget(), name: "TaskChecklist"),
        .widget(ReadingGoalWidget(), name: "ReadingGoal"),
        .widget(CountdownWidget(), name: "Countdown"),
        .activity("DeliveryTracker", as: nil, using: DeliveryActivityAttributes.preview, widget: { DeliveryActivity() }) {
            for state in DeliveryActivityAttributes.ContentState.journey { state }
        },
        .activity("OrderTracker", as: nil, using: OrderActivityAttributes.preview, widget: { OrderActivity() }) {
            OrderActivityAttributes.ContentState.packing
            OrderActivityAttributes.ContentState.onTheWay
        },
        .control(LightToggleControl(), name: "LightToggle"),
        .control(LogCoffeeControl(), name: "LogCoffee"),
    ]

    public static func widget(named name: String) -> WidgetPreview? { widgets.first { $0.name == name } }
}

/// The widget container stand-in until the WidgetKit issue lands: 16 pt margins, the system
/// background and a continuous 22 pt corner (facts.md §1g, EST radius).
struct WidgetCard<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        content
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(.background)
            .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
    }
}
