// A Live Activity with the island's regions declared inline, stale handling, a progress bar.
import WidgetKit
import SwiftUI
import ActivityKit

struct C14RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var driver: String
        var eta: Date
        var progress: Double
    }
    var destination: String
}

struct C14RideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: C14RideAttributes.self) { context in
            HStack {
                Image(systemName: "car.fill").font(.title)
                VStack(alignment: .leading) {
                    Text("\(context.state.driver) is on the way").font(.headline)
                    Text("to \(context.attributes.destination)").font(.caption).foregroundStyle(.secondary)
                    ProgressView(value: context.state.progress).tint(.green)
                }
                Spacer()
                Text(context.state.eta, style: .timer).monospacedDigit().frame(width: 60)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.85))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "car.fill").foregroundStyle(.green) }
                DynamicIslandExpandedRegion(.trailing) { Text(context.state.eta, style: .timer).monospacedDigit().frame(width: 50) }
                DynamicIslandExpandedRegion(.center) { Text(context.state.driver).lineLimit(1) }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.isStale { Label("Reconnecting", systemImage: "wifi.exclamationmark") } else { ProgressView(value: context.state.progress) }
                }
            } compactLeading: {
                Image(systemName: "car.fill").foregroundStyle(.green)
            } compactTrailing: {
                Text(context.state.eta, style: .timer).monospacedDigit().frame(maxWidth: 44)
            } minimal: {
                Image(systemName: "car.fill")
            }
            .keylineTint(.green)
        }
    }
}

extension C14RideAttributes {
    static var preview: C14RideAttributes { C14RideAttributes(destination: "Airport") }
}

extension C14RideAttributes.ContentState {
    static var arriving: C14RideAttributes.ContentState { .init(driver: "Ana", eta: .now.addingTimeInterval(420), progress: 0.7) }
}

#Preview("C14 ride", as: .content, using: C14RideAttributes.preview) {
    C14RideActivity()
} contentStates: {
    C14RideAttributes.ContentState.arriving
}
