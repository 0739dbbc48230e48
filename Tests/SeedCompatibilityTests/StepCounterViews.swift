// The step-counter views of shared/seeds/001 (SimpleWidgetView's smallView, mediumView, largeView and
// inlineView), as a widget author wrote them for SwiftUI. Only the import differs. The Gauge and
// ProgressView lines are left out until those views exist; the family switch needs
// @Environment(\.widgetFamily), which comes with the WidgetKit issue.
import Foundation
import LoupeUI

struct SimpleEntry {
    let date: Date
    let title: String
    let value: Int
    let icon: String
}

struct StepCounterViews: View {
    var entry: SimpleEntry
    var body: some View { largeView }

    // Home Screen small (~169x169 pt)
    var smallView: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: entry.icon)
                .font(.title2)
                .foregroundStyle(.blue)
            Spacer()
            Text(entry.title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("\(entry.value)")
                .font(.title.bold())
                .contentTransition(.numericText())
        }
        .padding()
        .widgetURL(URL(string: "myapp://steps"))
    }

    // Home Screen medium (~360x169 pt)
    var mediumView: some View {
        HStack {
            smallView
            Spacer()
            VStack(alignment: .trailing) {
                Text("Goal: 10,000")
                    .font(.caption)
                Text("\(10000 - entry.value) remaining")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }

    // Home Screen large (~360x376 pt)
    var largeView: some View {
        VStack(alignment: .leading, spacing: 12) {
            mediumView
            Divider()
            Text("Hourly Breakdown")
                .font(.headline)
            ForEach(0..<4) { hour in
                HStack {
                    Text("\(hour + 9):00")
                        .font(.caption.monospacedDigit())
                }
            }
            Spacer()
        }
        .padding()
    }

    // Lock Screen inline (single line of text beside clock)
    var inlineView: some View {
        Label("\(entry.value) \(entry.title)", systemImage: entry.icon)
    }
}
