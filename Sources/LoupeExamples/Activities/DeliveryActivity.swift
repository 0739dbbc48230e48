import Foundation
import LoupeUI

/// A food delivery as a Live Activity: preparing → picked up → nearby → delivered, with the
/// arrival time counting down. Every presentation: the Lock Screen, the compact and minimal
/// island, and the expanded island.
public struct DeliveryActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        public var step: Step
        public var arrival: Date
        public var courier: String

        public enum Step: Int, Codable, Hashable, CaseIterable {
            case preparing, pickedUp, nearby, delivered
            var title: String {
                switch self {
                case .preparing: return "Preparing your order"
                case .pickedUp: return "Picked up"
                case .nearby: return "Almost there"
                case .delivered: return "Delivered"
                }
            }
            var symbol: String {
                switch self {
                case .preparing: return "flame.fill"
                case .pickedUp: return "bicycle"
                case .nearby: return "mappin.circle.fill"
                case .delivered: return "checkmark.circle.fill"
                }
            }
        }
    }

    public var restaurant: String
    public var orderNumber: String
}

public struct DeliveryActivity: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryActivityAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .activityBackgroundTint(Color(red: 0.10, green: 0.12, blue: 0.16))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.step.symbol)
                        .font(.title2)
                        .foregroundStyle(.green)
                        .accessibilityLabel(context.state.step.title)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    DeliveryArrival(state: context.state).font(.title3.weight(.semibold))
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant).font(.headline).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 8) {
                        Text(context.state.step.title).font(.subheadline).foregroundStyle(.secondary)
                        DeliverySteps(step: context.state.step)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.step.symbol).foregroundStyle(.green).accessibilityLabel(context.state.step.title)
            } compactTrailing: {
                DeliveryArrival(state: context.state).font(.caption.weight(.semibold)).foregroundStyle(.green)
            } minimal: {
                Image(systemName: context.state.step.symbol).foregroundStyle(.green).accessibilityLabel(context.state.step.title)
            }
            .keylineTint(.green)
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The arrival as a countdown, or "Enjoy!" once delivered.
struct DeliveryArrival: View {
    let state: DeliveryActivityAttributes.ContentState
    var body: some View {
        if state.step == .delivered {
            Text("Enjoy!")
        } else {
            Text(state.arrival, style: .timer).monospacedDigit().multilineTextAlignment(.trailing)
        }
    }
}

/// The four steps as a bar: done in green, to come in gray.
struct DeliverySteps: View {
    let step: DeliveryActivityAttributes.ContentState.Step
    var body: some View {
        HStack(spacing: 4) {
            ForEach(DeliveryActivityAttributes.ContentState.Step.allCases, id: \.self) { each in
                Capsule()
                    .fill(each.rawValue <= step.rawValue ? AnyShapeStyle(Color.green) : AnyShapeStyle(Color.gray.opacity(0.35)))
                    .frame(height: 5)
            }
        }
    }
}

/// On its own dark tint in either appearance, so its secondary text is a fixed light gray rather
/// than the scheme's `.secondary` (dark gray in light mode, unreadable on this background).
struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryActivityAttributes>
    private let secondary = Color.white.opacity(0.6)
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(context.attributes.restaurant).font(.headline)
                Spacer()
                Text("Order #\(context.attributes.orderNumber)").font(.caption).foregroundStyle(secondary)
            }
            HStack(alignment: .firstTextBaseline) {
                Label(context.state.step.title, systemImage: context.state.step.symbol)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.green)
                Spacer()
                DeliveryArrival(state: context.state).font(.title3.weight(.semibold))
            }
            DeliverySteps(step: context.state.step)
            if context.isStale {
                Text("Waiting for an update…").font(.caption2).foregroundStyle(secondary)
            } else {
                Text("\(context.state.courier) is your courier").font(.caption2).foregroundStyle(secondary)
            }
        }
        .foregroundStyle(.white)
        .padding(16)
    }
}

extension DeliveryActivityAttributes {
    public static let preview = DeliveryActivityAttributes(restaurant: "Pasta Corner", orderNumber: "4182")
}

extension DeliveryActivityAttributes.ContentState {
    /// The four states of one delivery, 09:00 onward, arriving at 09:30.
    public static let journey: [Self] = [
        .init(step: .preparing, arrival: ExampleDates.morning.addingTimeInterval(1_800), courier: "Alex"),
        .init(step: .pickedUp, arrival: ExampleDates.morning.addingTimeInterval(1_200), courier: "Alex"),
        .init(step: .nearby, arrival: ExampleDates.morning.addingTimeInterval(240), courier: "Alex"),
        .init(step: .delivered, arrival: ExampleDates.morning, courier: "Alex"),
    ]
}
