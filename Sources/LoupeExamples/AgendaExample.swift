import Foundation
import LoupeUI

struct AgendaExample: View {
    struct Event: Identifiable {
        let id: Int
        let time: String
        let title: String
        let place: String
        let color: Color
    }
    let events = [
        Event(id: 1, time: "9:00", title: "Design review", place: "Infinite Loop 2, Room 201", color: .blue),
        Event(id: 2, time: "11:30", title: "Lunch with the widget team and everyone who wants to come along", place: "Caffè Macs", color: .orange),
        Event(id: 3, time: "14:00", title: "Snapshot tests on Linux", place: "Online", color: .purple),
        Event(id: 4, time: "17:15", title: "Run", place: "Rancho San Antonio", color: .green),
    ]

    var body: some View {
        WidgetCard {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("TUESDAY").font(.caption.weight(.semibold)).foregroundStyle(.red)
                        Text("12").font(.system(size: 34, weight: .regular))
                    }
                    Spacer()
                    Image(systemName: "calendar")
                        .font(.title2)
                        .foregroundStyle(.red)
                        .accessibilityHidden(true)
                }
                Divider()
                ForEach(events) { event in
                    HStack(spacing: 8) {
                        RoundedRectangle(cornerRadius: 2)
                            .fill(event.color)
                            .frame(width: 4)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(event.title)
                                .font(.subheadline.weight(.semibold))
                                .lineLimit(1)
                            Text("\(event.time) · \(event.place)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                        Spacer(minLength: 0)
                    }
                    .fixedSize(horizontal: false, vertical: true)
                }
                Spacer(minLength: 0)
            }
        }
    }
}
