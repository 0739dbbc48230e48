// A "photo of the day" style: GeometryReader sizing, overlay gradient, UIKit image and color.
import WidgetKit
import SwiftUI
import UIKit

struct C09Entry: TimelineEntry { let date: Date; let caption: String }

struct C09Provider: TimelineProvider {
    func placeholder(in context: Context) -> C09Entry { C09Entry(date: Date(), caption: "Golden hour") }
    func getSnapshot(in context: Context, completion: @escaping (C09Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C09Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C09View: View {
    let entry: C09Entry
    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .bottomLeading) {
                Color(uiColor: .systemIndigo)
                    .overlay(EllipticalGradient(colors: [.orange.opacity(0.8), .clear]))
                LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                Text(entry.caption)
                    .font(.system(size: geometry.size.width > 200 ? 20 : 14, weight: .semibold))
                    .foregroundColor(Color(UIColor.white))
                    .padding(12)
            }
        }
    }
}

struct C09PhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C09Photo", provider: C09Provider()) { entry in
            C09View(entry: entry).containerBackground(for: .widget) { Color.black }
        }
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
