// Bus-arrival Live Activity: stops-away progress, countdown ETA, Dynamic Island regions built from helper functions.
import ActivityKit
import WidgetKit
import SwiftUI

struct C52BusAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Status: String, Codable, Hashable {
            case onTime, delayed, arriving
        }

        var stopsAway: Int
        var trackingSince: Date
        var expectedArrival: Date
        var status: Status
    }

    var route: String
    var destination: String
    var stopName: String
    var totalStops: Int
}

struct C52LockScreenView: View {
    let context: ActivityViewContext<C52BusAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Image(systemName: "bus.fill")
                    .font(.title3)
                    .foregroundStyle(.black)
                    .frame(width: 38, height: 38)
                    .background(Circle().fill(.orange))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Route \(context.attributes.route) to \(context.attributes.destination)")
                        .font(.headline)
                        .lineLimit(1)
                    Text("Arriving at \(context.attributes.stopName)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(timerInterval: context.state.trackingSince...context.state.expectedArrival, countsDown: true)
                    .font(.title2.bold())
                    .monospacedDigit()
                    .multilineTextAlignment(.trailing)
                    .frame(width: 80)
            }
            ProgressView(value: Double(context.attributes.totalStops - context.state.stopsAway),
                         total: Double(context.attributes.totalStops))
                .tint(.orange)
            HStack {
                Text("\(context.state.stopsAway) stops away")
                    .contentTransition(.numericText())
                Spacer()
                Text(context.state.status == .delayed ? "Delayed" : "On time")
                    .foregroundStyle(context.state.status == .delayed ? Color.red : Color.green)
            }
            .font(.caption.weight(.medium))
        }
        .padding()
    }
}

struct C52BusArrivalLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: C52BusAttributes.self) { context in
            C52LockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(.orange)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    routeBadge(context.attributes.route)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    etaText(context.state)
                        .font(.title3.bold())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.destination)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.status == .arriving {
                        Label("Bus is pulling in now", systemImage: "bell.and.waves.left.and.right.fill")
                            .font(.subheadline.bold())
                            .foregroundStyle(.orange)
                    } else {
                        stopProgress(context)
                    }
                }
            } compactLeading: {
                Image(systemName: "bus.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                etaText(context.state)
                    .frame(width: 44)
            } minimal: {
                Text("\(context.state.stopsAway)")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "transitapp://trip/\(context.attributes.route)")!)
        }
    }

    private func routeBadge(_ route: String) -> some View {
        Text(route)
            .font(.headline.weight(.heavy))
            .foregroundStyle(.black)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(.orange))
    }

    private func etaText(_ state: C52BusAttributes.ContentState) -> some View {
        Text(timerInterval: state.trackingSince...state.expectedArrival, countsDown: true)
            .monospacedDigit()
            .multilineTextAlignment(.trailing)
    }

    @ViewBuilder
    private func stopProgress(_ context: ActivityViewContext<C52BusAttributes>) -> some View {
        let done = context.attributes.totalStops - context.state.stopsAway
        HStack(spacing: 4) {
            ForEach(0..<context.attributes.totalStops, id: \.self) { index in
                Capsule()
                    .fill(index < done ? Color.orange : Color.gray.opacity(0.4))
                    .frame(height: 5)
            }
            Image(systemName: "mappin.circle.fill")
                .foregroundStyle(.orange)
        }
    }
}

extension C52BusAttributes {
    static var preview: C52BusAttributes {
        C52BusAttributes(route: "42", destination: "Riverside Park", stopName: "Elm St & 5th", totalStops: 8)
    }
}

extension C52BusAttributes.ContentState {
    static var enRoute: C52BusAttributes.ContentState {
        .init(stopsAway: 5, trackingSince: .now, expectedArrival: .now.addingTimeInterval(420), status: .onTime)
    }

    static var arriving: C52BusAttributes.ContentState {
        .init(stopsAway: 0, trackingSince: .now, expectedArrival: .now.addingTimeInterval(45), status: .arriving)
    }
}

#Preview("Notification", as: .content, using: C52BusAttributes.preview) {
    C52BusArrivalLiveActivity()
} contentStates: {
    C52BusAttributes.ContentState.enRoute
    C52BusAttributes.ContentState.arriving
}

#Preview("Compact", as: .dynamicIsland(.compact), using: C52BusAttributes.preview) {
    C52BusArrivalLiveActivity()
} contentStates: {
    C52BusAttributes.ContentState.enRoute
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: C52BusAttributes.preview) {
    C52BusArrivalLiveActivity()
} contentStates: {
    C52BusAttributes.ContentState.arriving
}
