import Foundation
import LoupeUI

/// A shop order as a Live Activity with App Intent buttons on the Lock Screen and in the expanded
/// island (iOS 17+ interactive activities).
public struct OrderActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        public var status: String
        public var progress: Double
        public var eta: Date
    }
    public var orderID: String
    public var store: String
}

public struct ContactCourierIntent: AppIntent {
    public static var title: LocalizedStringResource = "Contact Courier"
    @Parameter(title: "Order ID") public var orderID: String
    public init() { orderID = "" }
    public init(orderID: String) { self.orderID = orderID }
}

public struct CancelOrderIntent: AppIntent {
    public static var title: LocalizedStringResource = "Cancel Order"
    @Parameter(title: "Order ID") public var orderID: String
    public init() { orderID = "" }
    public init(orderID: String) { self.orderID = orderID }
}

public struct OrderActivity: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderActivityAttributes.self) { context in
            VStack(spacing: 12) {
                HStack {
                    Text(context.attributes.store).font(.headline)
                    Spacer()
                    Text(context.state.status).font(.subheadline).foregroundStyle(.secondary)
                }
                ProgressView(value: context.state.progress).tint(.blue)
                HStack(spacing: 12) {
                    Button(intent: ContactCourierIntent(orderID: context.attributes.orderID)) {
                        Label("Contact", systemImage: "phone.fill").font(.caption)
                    }
                    .buttonStyle(.bordered)
                    .tint(.green)
                    Button(intent: CancelOrderIntent(orderID: context.attributes.orderID)) {
                        Label("Cancel", systemImage: "xmark.circle").font(.caption)
                    }
                    .buttonStyle(.bordered)
                    .tint(.red)
                    Spacer()
                    Text(context.state.eta, style: .timer).font(.subheadline.monospacedDigit())
                }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill").font(.title2).foregroundStyle(.blue).accessibilityLabel("Order")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta, style: .timer).font(.title3.monospacedDigit()).multilineTextAlignment(.trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.status).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: ContactCourierIntent(orderID: context.attributes.orderID)) {
                        Label("Contact Courier", systemImage: "phone.fill")
                    }
                    .buttonStyle(.bordered)
                    .tint(.green)
                }
            } compactLeading: {
                Image(systemName: "bag.fill").foregroundStyle(.blue).accessibilityLabel("Order")
            } compactTrailing: {
                Text(context.state.eta, style: .timer).font(.caption2.monospacedDigit()).frame(maxWidth: 44)
            } minimal: {
                Image(systemName: "bag.fill").foregroundStyle(.blue).accessibilityLabel("Order")
            }
        }
    }
}

extension OrderActivityAttributes {
    public static let preview = OrderActivityAttributes(orderID: "A-7731", store: "Corner Market")
}

extension OrderActivityAttributes.ContentState {
    public static let packing = Self(status: "Packing", progress: 0.25, eta: ExampleDates.morning.addingTimeInterval(2_700))
    public static let onTheWay = Self(status: "On the way", progress: 0.7, eta: ExampleDates.morning.addingTimeInterval(900))
}
