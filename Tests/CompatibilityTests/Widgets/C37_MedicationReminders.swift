// Pattern: medication schedule widget — entries at each dose time with relevance scores, per-row Links, a "taken" Button(intent:) and countdown text.
import WidgetKit
import SwiftUI
import AppIntents

struct C37Dose: Identifiable, Hashable {
    let id: String
    let name: String
    let dosage: String
    let time: Date
    var taken: Bool
}

struct C37MarkTakenIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Dose as Taken"
    static let description = IntentDescription("Records that you took a scheduled medication.")

    @Parameter(title: "Dose ID")
    var doseID: String

    init() {}
    init(doseID: String) { self.doseID = doseID }

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "C37MedicationWidget")
        return .result()
    }
}

struct C37Entry: TimelineEntry {
    let date: Date
    let doses: [C37Dose]
    let relevance: TimelineEntryRelevance?

    var nextDose: C37Dose? {
        doses.first(where: { !$0.taken && $0.time >= date }) ?? doses.first(where: { !$0.taken })
    }
}

func C37Schedule(from start: Date) -> [C37Dose] {
    let cal = Calendar.current
    return [
        C37Dose(id: "metformin-am", name: "Metformin", dosage: "500 mg",
                time: cal.date(byAdding: .minute, value: -120, to: start)!, taken: true),
        C37Dose(id: "vitamin-d", name: "Vitamin D", dosage: "1000 IU",
                time: cal.date(byAdding: .minute, value: 45, to: start)!, taken: false),
        C37Dose(id: "lisinopril", name: "Lisinopril", dosage: "10 mg",
                time: cal.date(byAdding: .hour, value: 5, to: start)!, taken: false),
        C37Dose(id: "metformin-pm", name: "Metformin", dosage: "500 mg",
                time: cal.date(byAdding: .hour, value: 10, to: start)!, taken: false)
    ]
}

struct C37Provider: TimelineProvider {
    func placeholder(in context: Context) -> C37Entry {
        C37Entry(date: .now, doses: C37Schedule(from: .now), relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (C37Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C37Entry>) -> Void) {
        let now = Date.now
        let doses = C37Schedule(from: now)
        var entries = [C37Entry(date: now, doses: doses, relevance: TimelineEntryRelevance(score: 10))]
        for dose in doses where !dose.taken {
            let reminder = Calendar.current.date(byAdding: .minute, value: -15, to: dose.time)!
            guard reminder > now else { continue }
            entries.append(C37Entry(date: reminder, doses: doses,
                                    relevance: TimelineEntryRelevance(score: 80, duration: 30 * 60)))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct C37DoseRow: View {
    let dose: C37Dose

    var body: some View {
        HStack {
            Image(systemName: dose.taken ? "checkmark.circle.fill" : "pills.fill")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(dose.taken ? .green : .pink)
            Link(destination: URL(string: "medsapp://dose/\(dose.id)")!) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(dose.name).font(.subheadline).fontWeight(.medium)
                    Text(dose.dosage).font(.caption2).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text(dose.time, format: .dateTime.hour().minute())
                .font(.caption)
                .foregroundStyle(.secondary)
            if !dose.taken {
                Button(intent: C37MarkTakenIntent(doseID: dose.id)) {
                    Image(systemName: "checkmark")
                }
                .buttonStyle(.bordered)
                .tint(.pink)
            }
        }
    }
}

struct C37WidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C37Entry

    var body: some View {
        switch family {
        case .accessoryInline:
            if let next = entry.nextDose {
                Text("\(Image(systemName: "pills.fill")) \(next.name) at \(next.time, format: .dateTime.hour().minute())")
            } else {
                Text("All doses taken")
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Next dose", systemImage: "pills.fill").font(.caption).widgetAccentable()
                Text(entry.nextDose?.name ?? "None").font(.headline)
                if let next = entry.nextDose, next.time > entry.date {
                    Text(timerInterval: entry.date...next.time, countsDown: true)
                        .font(.caption)
                        .monospacedDigit()
                }
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                Label("Medications", systemImage: "cross.case.fill")
                    .font(.headline)
                    .foregroundStyle(.pink)
                ForEach(entry.doses.prefix(family == .systemLarge ? 6 : 2)) { dose in
                    C37DoseRow(dose: dose)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct C37MedicationWidget: Widget {
    let kind: String = "C37MedicationWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C37Provider()) { entry in
            C37WidgetView(entry: entry)
                .widgetURL(URL(string: "medsapp://today"))
                .containerBackground(for: .widget) { Color.pink.opacity(0.06) }
        }
        .configurationDisplayName("Medication Reminders")
        .description("Upcoming doses with one-tap check off.")
        .supportedFamilies([.systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemLarge) {
    C37MedicationWidget()
} timeline: {
    C37Entry(date: .now, doses: C37Schedule(from: .now), relevance: nil)
}
