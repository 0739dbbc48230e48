import Foundation
import LoupeUI

struct TypographyExample: View {
    let styles: [(String, Font)] = [("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
                                    ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
                                    ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2)]
    var body: some View {
        WidgetCard {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<styles.count) { i in
                        Text(styles[i].0).font(styles[i].1)
                    }
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 4) {
                    Text("Rounded").font(.system(.title3, design: .rounded).bold())
                    Text("Serif").font(.system(.title3, design: .serif))
                    Text("Mono 123").font(.system(.body, design: .monospaced))
                    Text("Italic").italic()
                    Text("1,234,567").font(.body.monospacedDigit())
                    Text("Underlined").underline()
                    Text("Struck").strikethrough(color: .red)
                    Text("tracked").tracking(4).textCase(.uppercase)
                    (Text("Mixed ").foregroundColor(.blue) + Text("styles").bold())
                    Text("A long line that wraps onto two lines and then truncates at the end")
                        .font(.caption).lineLimit(2).multilineTextAlignment(.trailing).frame(width: 120)
                }
            }
        }
    }
}
