// Flight-tracker Live Activity: phase-driven lock screen, timer ProgressView in flight, delay banner inside an expanded Dynamic Island region.
import ActivityKit
import WidgetKit
import SwiftUI

struct C53FlightAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: Phase
        var gate: String
        var departure: Date
        var arrival: Date
        var delayMinutes: Int

        enum Phase: String, Codable, Hashable {
            case boarding, departed, inAir, landed

            var label: String {
                switch self {
                case .boarding: return "Boarding"
                case .departed: return "Departed"
                case .inAir: return "In Flight"
                case .landed: return "Landed"
                }
            }

            var symbol: String {
                switch self {
                case .boarding: return "figure.walk"
                case .departed: return "airplane.departure"
                case .inAir: return "airplane"
                case .landed: return "airplane.arrival"
                }
            }
        }
    }

    var flightNumber: String
    var airline: String
    var origin: String
    var destination: String
}

struct C53FlightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: C53FlightAttributes.self) { context in
            lockScreen(context)
                .padding(16)
                .activityBackgroundTint(Color(red: 0.05, green: 0.1, blue: 0.2))
                .activitySystemActionForegroundColor(.cyan)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    airportColumn(context.attributes.origin, time: context.state.departure)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    airportColumn(context.attributes.destination, time: context.state.arrival)
                }
                DynamicIslandExpandedRegion(.center) {
                    Label(context.attributes.flightNumber, systemImage: context.state.phase.symbol)
                        .font(.headline)
                        .foregroundStyle(.cyan)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        flightProgress(context.state)
                        if context.state.delayMinutes > 0 {
                            Label("Delayed \(context.state.delayMinutes) min", systemImage: "exclamationmark.triangle.fill")
                                .font(.caption.bold())
                                .foregroundStyle(.yellow)
                        } else {
                            Text("Gate \(context.state.gate) · \(context.state.phase.label)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.phase.symbol)
                    .foregroundStyle(.cyan)
            } compactTrailing: {
                Text(context.state.arrival, style: .time)
                    .font(.caption2.monospacedDigit())
            } minimal: {
                Image(systemName: "airplane").foregroundStyle(.cyan)
            }
            .keylineTint(.cyan)
            .widgetURL(URL(string: "flights://track/\(context.attributes.flightNumber)")!)
        }
    }

    private func airportColumn(_ code: String, time: Date) -> some View {
        VStack(spacing: 2) {
            Text(code).font(.title2.weight(.bold))
            Text(time, style: .time).font(.caption2).foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private func flightProgress(_ state: C53FlightAttributes.ContentState) -> some View {
        switch state.phase {
        case .boarding:
            HStack {
                Text("Departs in")
                Spacer()
                Text(timerInterval: Date.now...max(Date.now, state.departure), countsDown: true)
                    .monospacedDigit()
                    .multilineTextAlignment(.trailing)
            }
            .font(.subheadline.weight(.semibold))
        case .landed:
            ProgressView(value: 1, total: 1).tint(.green)
        default:
            ProgressView(timerInterval: state.departure...state.arrival, countsDown: false) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(.cyan)
        }
    }

    private func lockScreen(_ context: ActivityViewContext<C53FlightAttributes>) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("\(context.attributes.airline) \(context.attributes.flightNumber)").font(.subheadline.bold())
                Spacer()
                Text(context.state.phase.label)
                    .font(.caption.bold())
                    .padding(.horizontal, 8).padding(.vertical, 3)
                    .background(.cyan.opacity(0.25), in: Capsule())
            }
            HStack {
                airportColumn(context.attributes.origin, time: context.state.departure)
                Spacer()
                Image(systemName: "airplane").font(.title2).foregroundStyle(.cyan)
                Spacer()
                airportColumn(context.attributes.destination, time: context.state.arrival)
            }
            flightProgress(context.state)
        }
        .foregroundStyle(.white)
    }
}

extension C53FlightAttributes {
    static var preview: C53FlightAttributes {
        C53FlightAttributes(flightNumber: "SK 921", airline: "Skyline", origin: "SFO", destination: "SEA")
    }
}

extension C53FlightAttributes.ContentState {
    static var boarding: C53FlightAttributes.ContentState {
        .init(phase: .boarding, gate: "B12", departure: .now.addingTimeInterval(1_500), arrival: .now.addingTimeInterval(8_700), delayMinutes: 0)
    }

    static var delayedInAir: C53FlightAttributes.ContentState {
        .init(phase: .inAir, gate: "B12", departure: .now.addingTimeInterval(-2_400), arrival: .now.addingTimeInterval(4_800), delayMinutes: 25)
    }

    static var landed: C53FlightAttributes.ContentState {
        .init(phase: .landed, gate: "N4", departure: .now.addingTimeInterval(-7_200), arrival: .now, delayMinutes: 0)
    }
}

#Preview("Notification", as: .content, using: C53FlightAttributes.preview) {
    C53FlightLiveActivity()
} contentStates: {
    C53FlightAttributes.ContentState.boarding
    C53FlightAttributes.ContentState.delayedInAir
    C53FlightAttributes.ContentState.landed
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: C53FlightAttributes.preview) {
    C53FlightLiveActivity()
} contentStates: {
    C53FlightAttributes.ContentState.delayedInAir
    C53FlightAttributes.ContentState.boarding
}
