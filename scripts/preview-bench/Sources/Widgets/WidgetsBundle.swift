import SwiftUI
import WidgetKit

// The extension's bundle; on Linux the package's entry point is the `widgets` executable.
struct BenchWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        WeatherWidget()
        BatteryWidget()
        AgendaWidget()
        CountdownWidget()
    }
}
