// An @Observable model handed to the entry view through the environment.
import WidgetKit
import SwiftUI
import Observation

@Observable final class C30Plants {
    var names = ["Fern", "Monstera", "Cactus"]
    var thirsty: Set<String> = ["Fern"]
}

struct C30Entry: TimelineEntry { let date: Date }

struct C30Provider: TimelineProvider {
    func placeholder(in context: Context) -> C30Entry { C30Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (C30Entry) -> Void) { completion(C30Entry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C30Entry>) -> Void) { completion(Timeline(entries: [C30Entry(date: .now)], policy: .never)) }
}

struct C30View: View {
    @Environment(C30Plants.self) private var plants
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(plants.names, id: \.self) { name in
                Label(name, systemImage: plants.thirsty.contains(name) ? "drop.fill" : "leaf")
                    .foregroundStyle(plants.thirsty.contains(name) ? .blue : .green)
            }
        }
        .font(.caption)
    }
}

struct C30PlantsWidget: Widget {
    let plants = C30Plants()
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C30Plants", provider: C30Provider()) { _ in
            C30View().environment(plants).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
