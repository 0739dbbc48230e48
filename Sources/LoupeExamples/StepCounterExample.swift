import Foundation
import LoupeUI

struct StepCounterExample: View {
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }

    var body: some View {
        WidgetCard {
            VStack(alignment: .leading, spacing: 10) {
                HStack(alignment: .firstTextBaseline) {
                    Label("Steps", systemImage: "figure.walk")
                        .font(.headline)
                        .foregroundStyle(.green)
                    Spacer()
                    Text("Today")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                HStack(alignment: .lastTextBaseline, spacing: 4) {
                    Text(steps, format: .number)
                        .font(.system(size: 44, weight: .bold, design: .rounded))
                        .monospacedDigit()
                    Text("/ \(goal.formatted()) steps")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                ZStack(alignment: .leading) {
                    Capsule().fill(.fill.tertiary)
                    Capsule().fill(Color.green.gradient)
                        .frame(width: 332 * progress)
                }
                .frame(height: 8)
                HStack {
                    Text("\(Int(progress * 100))% of goal")
                    Spacer()
                    Text("\(goal - steps) to go")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}
