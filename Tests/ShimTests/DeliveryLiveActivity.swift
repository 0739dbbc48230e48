// shared/seeds/001's Live Activity (the delivery tracker: attributes, the app-side manager and the
// widget-side ActivityConfiguration), unchanged but for the imports: a compatibility fixture, so
// the test fails if Loupe's ActivityKit/WidgetKit surface stops accepting the seed's code.
import ActivityKit
import WidgetKit
import SwiftUI

// Define the attributes for the Live Activity
struct DeliveryAttributes: ActivityAttributes {
// Dynamic content that changes over time
struct ContentState: Codable, Hashable {
var status: String
var estimatedArrival: Date
var driverName: String
var currentStep: Int // 0: preparing, 1: picked up, 2: nearby, 3: delivered
}
// Static content set at creation
let orderNumber: String
let restaurantName: String
}
class LiveActivityManager {
var currentActivity: Activity<DeliveryAttributes>?
func startDeliveryTracking(orderNumber: String, restaurant: String) throws {
guard ActivityAuthorizationInfo().areActivitiesEnabled else {
print("Live Activities not enabled")
return
}
let attributes = DeliveryAttributes(
orderNumber: orderNumber,
restaurantName: restaurant
)
let initialState = DeliveryAttributes.ContentState(
status: "Preparing your order",
estimatedArrival: .now.addingTimeInterval(1800),
driverName: "Alex",
currentStep: 0
)
let content = ActivityContent(state: initialState, staleDate: nil)
currentActivity = try Activity.request(
attributes: attributes,
content: content,
pushType: .token // .token for server push updates, nil for local-only
)
// Observe push token for server-driven updates
if let activity = currentActivity {
Task {
for await token in activity.pushTokenUpdates {
let tokenString = token.map { String(format: "%02x", $0) }.joined()
print("Live Activity push token: \(tokenString)")
// Send this token to your server
}
}
}
}
// Update the Live Activity locally
func updateDelivery(status: String, step: Int, eta: Date) async {
let updatedState = DeliveryAttributes.ContentState(
status: status,
estimatedArrival: eta,
driverName: "Alex",
currentStep: step
)
let content = ActivityContent(state: updatedState, staleDate: nil)
await currentActivity?.update(content)
}
// End the Live Activity
func endDelivery() async {
let finalState = DeliveryAttributes.ContentState(
status: "Delivered!",
estimatedArrival: .now,
driverName: "Alex",
currentStep: 3
)
let content = ActivityContent(state: finalState, staleDate: nil)
// Dismissal policies:
// .default - user can dismiss manually
// .immediate - disappears right away
// .after(date) - auto-dismiss after the specified date
await currentActivity?.end(content, dismissalPolicy: .after(.now.addingTimeInterval(300)))
}
}
// Live Activity UI (defined in your Widget extension target)
struct DeliveryLiveActivity: Widget {
var body: some WidgetConfiguration {
ActivityConfiguration(for: DeliveryAttributes.self) { context in
// Lock Screen and banner presentation
VStack(spacing: 12) {
HStack {
Text(context.attributes.restaurantName)
.font(.headline)
Spacer()
Text("Order #\(context.attributes.orderNumber)")
.font(.caption)
.foregroundStyle(.secondary)
}
ProgressView(value: Double(context.state.currentStep), total: 3)
.tint(.green)
HStack {
Label(context.state.status, systemImage: "bicycle")
.font(.subheadline)
Spacer()
Text(context.state.estimatedArrival, style: .timer)
.font(.subheadline.monospacedDigit())
}
}
.padding()
.activityBackgroundTint(.black.opacity(0.8))
.activitySystemActionForegroundColor(.white)
} dynamicIsland: { context in
DynamicIsland {
DynamicIslandExpandedRegion(.leading) {
Image(systemName: "bicycle")
.font(.title2)
}
DynamicIslandExpandedRegion(.trailing) {
Text(context.state.estimatedArrival, style: .timer)
.font(.caption.monospacedDigit())
}
DynamicIslandExpandedRegion(.center) {
Text(context.attributes.restaurantName)
.font(.headline)
}
DynamicIslandExpandedRegion(.bottom) {
VStack(spacing: 8) {
Text(context.state.status)
.font(.subheadline)
ProgressView(value: Double(context.state.currentStep), total: 3)
.tint(.green)
}
}
} compactLeading: {
Image(systemName: "bicycle")
} compactTrailing: {
Text(context.state.estimatedArrival, style: .timer)
.font(.caption.monospacedDigit())
} minimal: {
Image(systemName: "bicycle")
}
}
}
}
