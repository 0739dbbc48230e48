// An app-group settings reader: @AppStorage with a suite, an ObservableObject store, onAppear.
import WidgetKit
import SwiftUI
import Combine

final class C06Store: ObservableObject {
    @Published var streak = 12
    static let shared = C06Store()
}

struct C06Entry: TimelineEntry { let date: Date }

struct C06Provider: TimelineProvider {
    func placeholder(in context: Context) -> C06Entry { C06Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (C06Entry) -> Void) { completion(C06Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C06Entry>) -> Void) {
        let midnight = Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400)
        completion(Timeline(entries: [C06Entry(date: Date())], policy: .after(midnight)))
    }
}

struct C06View: View {
    @AppStorage("goal", store: UserDefaults(suiteName: "group.com.example.habits")) var goal = 30
    @ObservedObject var store = C06Store.shared
    @State private var highlighted = false
    var body: some View {
        VStack(spacing: 2) {
            Text("🔥").font(.largeTitle)
            Text("\(store.streak) / \(goal)").font(.title2.monospacedDigit().bold())
            Text("day streak").font(.footnote).foregroundStyle(.secondary)
        }
        .onAppear { highlighted = true }
        .animation(.spring, value: highlighted)
    }
}

struct C06StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C06Streak", provider: C06Provider()) { _ in
            C06View().containerBackground(.orange.gradient, for: .widget)
        }
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}
