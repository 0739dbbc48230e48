import Foundation
import LoupeUI
import Charts

/// A day's energy use by source in three-hour bins, as an energy widget charts it: stacked bars with
/// automatic axes and a legend (Swift Charts). `EnergyBarsExample` draws the same bars with plain
/// views, so `loupe bench --views` shows what a chart costs against a comparable view.
struct EnergyChartExample: View {
    var body: some View {
        WidgetCard {
            VStack(alignment: .leading, spacing: 6) {
                Label("Energy today", systemImage: "bolt.fill").font(.caption.bold())
                Chart(EnergyReading.day) { reading in
                    BarMark(x: .value("Time", reading.label), y: .value("kWh", reading.kilowattHours))
                        .foregroundStyle(by: .value("Source", reading.source))
                }
                .chartForegroundStyleScale(["Solar": Color.orange, "Grid": Color.blue])
            }
        }
    }
}

/// The same bars as plain views: stacks of rectangles on a baseline, with their labels.
struct EnergyBarsExample: View {
    var body: some View {
        WidgetCard {
            VStack(alignment: .leading, spacing: 6) {
                Label("Energy today", systemImage: "bolt.fill").font(.caption.bold())
                HStack(alignment: .bottom, spacing: 12) {
                    ForEach(EnergyReading.bins, id: \.self) { label in
                        VStack(spacing: 2) {
                            VStack(spacing: 0) {
                                ForEach(EnergyReading.day.filter { $0.label == label }.reversed()) { reading in
                                    Rectangle().fill(reading.source == "Solar" ? Color.orange : Color.blue)
                                        .frame(height: reading.kilowattHours * 30)
                                }
                            }
                            Text(label).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
    }
}

struct EnergyReading: Identifiable {
    let id: Int
    let label: String
    let source: String
    let kilowattHours: Double

    static let bins = ["0h", "3h", "6h", "9h", "12h", "15h", "18h", "21h"]
    static let day: [EnergyReading] = {
        let solar: [Double] = [0, 0, 0.4, 1.6, 2.2, 1.4, 0.3, 0], grid: [Double] = [0.6, 0.5, 0.7, 0.3, 0.2, 0.6, 1.4, 1.1]
        return bins.indices.flatMap { i in
            [EnergyReading(id: 2 * i, label: bins[i], source: "Solar", kilowattHours: solar[i]),
             EnergyReading(id: 2 * i + 1, label: bins[i], source: "Grid", kilowattHours: grid[i])]
        }
    }()
}
