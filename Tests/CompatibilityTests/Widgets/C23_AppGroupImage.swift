// An image the app saved in its app group, with a system-image fallback when it is not there.
import WidgetKit
import SwiftUI
import UIKit

struct C23Entry: TimelineEntry { let date: Date; let imagePath: String }

struct C23Provider: TimelineProvider {
    func placeholder(in context: Context) -> C23Entry { C23Entry(date: .now, imagePath: "/nonexistent/group/cover.png") }
    func getSnapshot(in context: Context, completion: @escaping (C23Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C23Entry>) -> Void) {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.music")
        let path = container?.appendingPathComponent("cover.png").path ?? "/nonexistent/cover.png"
        completion(Timeline(entries: [C23Entry(date: .now, imagePath: path)], policy: .never))
    }
}

struct C23View: View {
    let entry: C23Entry
    var cover: UIImage { UIImage(contentsOfFile: entry.imagePath) ?? UIImage(systemName: "music.note")! }
    var body: some View {
        VStack(spacing: 6) {
            Image(uiImage: cover)
                .resizable()
                .scaledToFit()
                .frame(width: 56, height: 56)
                .foregroundStyle(.pink)
            Text("Now playing").font(.caption)
        }
    }
}

struct C23MusicWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C23Music", provider: C23Provider()) { entry in
            C23View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
