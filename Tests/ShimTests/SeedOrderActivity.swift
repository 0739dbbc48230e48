// shared/seeds/001's Live Activity with intent buttons (iOS 18), unchanged, with the seed's own
// imports: a compatibility fixture. The seed leaves CancelOrderIntent to the app
// (ControlFixtureSupport.swift has a stand-in).
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// Live Activity with interactive intent-driven buttons
struct OrderTrackingLiveActivity: Widget {
var body: some WidgetConfiguration {
ActivityConfiguration(for: OrderAttributes.self) { context in
// Lock Screen / banner view with interactive buttons
VStack(spacing: 12) {
HStack {
Text(context.attributes.storeName)
.font(.headline)
Spacer()
Text(context.state.status)
.font(.subheadline)
.foregroundStyle(.secondary)
}
ProgressView(value: context.state.progress)
.tint(.blue)
HStack(spacing: 16) {
// Intent-driven button on the Live Activity
Button(intent: ContactDriverIntent(orderID: context.attributes.orderID)) {
Label("Contact Driver", systemImage: "phone.fill")
.font(.caption)
}
.buttonStyle(.bordered)
.tint(.green)
Button(intent: CancelOrderIntent(orderID: context.attributes.orderID)) {
Label("Cancel", systemImage: "xmark.circle")
.font(.caption)
}
.buttonStyle(.bordered)
.tint(.red)
}
}
.padding()
} dynamicIsland: { context in
DynamicIsland {
DynamicIslandExpandedRegion(.bottom) {
Button(intent: ContactDriverIntent(orderID: context.attributes.orderID)) {
Label("Contact Driver", systemImage: "phone.fill")
}
.buttonStyle(.bordered)
}
DynamicIslandExpandedRegion(.center) {
Text(context.state.status)
}
DynamicIslandExpandedRegion(.leading) {
Image(systemName: "bag.fill")
}
DynamicIslandExpandedRegion(.trailing) {
Text(context.state.eta, style: .timer)
}
} compactLeading: {
Image(systemName: "bag.fill")
} compactTrailing: {
Text(context.state.eta, style: .timer)
.font(.caption2)
} minimal: {
Image(systemName: "bag.fill")
}
}
}
}
struct ContactDriverIntent: AppIntent {
static var title: LocalizedStringResource = "Contact Driver"
@Parameter(title: "Order ID")
var orderID: String
init() { self.orderID = "" }
init(orderID: String) { self.orderID = orderID }
func perform() async throws -> some IntentResult {
// Open the call screen or in-app chat for the driver
return .result()
}
}
struct OrderAttributes: ActivityAttributes {
struct ContentState: Codable, Hashable {
var status: String
var progress: Double
var eta: Date
}
let orderID: String
let storeName: String
}
