import Foundation
import LoupeUI

// The example widgets' previews, spelled as in Xcode. `loupe list` finds them in the binary.

#Preview("Steps through the day", as: .systemSmall) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}

#Preview("Steps on the Lock Screen", as: .accessoryRectangular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: ExampleDates.morning, steps: 1_200, goal: 10_000, hourly: [300, 900])
    StepsEntry(date: ExampleDates.morning.addingTimeInterval(7_200), steps: 9_900, goal: 10_000, hourly: [300, 900, 4_000, 4_700])
}

#Preview("An hour's reading", as: .systemSmall, using: ReadingGoalIntent.sixtyMinutes) {
    ReadingGoalWidget()
} timelineProvider: {
    ReadingGoalProvider()
}

#Preview("Delivery on the Lock Screen", as: .content, using: DeliveryActivityAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryActivityAttributes.ContentState.journey[1]
    DeliveryActivityAttributes.ContentState.journey[2]
}

#Preview("Delivery in the island", as: .dynamicIsland(.expanded), using: DeliveryActivityAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryActivityAttributes.ContentState.journey[2]
}

extension ReadingGoalIntent {
    static var sixtyMinutes: ReadingGoalIntent {
        let intent = ReadingGoalIntent()
        intent.goalMinutes = 60
        intent.book = "Middlemarch"
        return intent
    }
}
