import Foundation

/// A contact sheet of SF Symbols: each name's symbol above its name, in rows, so the symbols a
/// widget uses can be checked at a glance (`loupe symbols`). A name drawn as a nearest relative is
/// marked `≈`, and one drawn as the placeholder `?`, so a sheet also says how each was found.
public struct SymbolContactSheet: View {
    public let names: [String]
    public var weight: Font.Weight
    public var columns: Int
    /// The symbols' point size; the names are set at a third of it (at least 6 pt).
    public var symbolSize: CGFloat
    public var title: String?
    /// The symbols' rendering mode (palette: the label colour and blue) and variable value.
    public var renderingMode: SymbolRenderingMode?
    public var variableValue: Double?

    public init(names: [String], weight: Font.Weight = .regular, columns: Int = 12, symbolSize: CGFloat = 20, title: String? = nil,
                renderingMode: SymbolRenderingMode? = nil, variableValue: Double? = nil) {
        self.names = names
        self.weight = weight
        self.renderingMode = renderingMode
        self.variableValue = variableValue
        self.columns = max(columns, 1)
        self.symbolSize = symbolSize
        self.title = title
    }

    /// The cell's width and height in points: room for the symbol and two lines of its name.
    public var cellSize: CGSize { CGSize(width: symbolSize * 3.4, height: symbolSize * 2.6) }
    public static let padding: CGFloat = 12
    /// The sheet's size for its names: what `loupe symbols` proposes.
    public var size: CGSize {
        let rows = (names.count + columns - 1) / columns
        let titleHeight: CGFloat = title == nil ? 0 : symbolSize * 1.2
        return CGSize(width: CGFloat(columns) * cellSize.width + 2 * Self.padding,
                      height: CGFloat(max(rows, 1)) * cellSize.height + 2 * Self.padding + titleHeight)
    }

    public var body: some View {
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        return VStack(alignment: .leading, spacing: 0) {
            if let title {
                Text(title).font(.system(size: symbolSize * 0.6, weight: .semibold))
                    .frame(height: symbolSize * 1.2, alignment: .topLeading)
            }
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) { name in cell(name) }
                }
            }
        }
        .padding(Self.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }

    private func cell(_ name: String) -> some View {
        let mark: String
        switch SymbolResolver.resolve(name).kind {
        case .relative: mark = "≈ "
        case .placeholder: mark = "? "
        case .mapped, .composed: mark = ""
        }
        return VStack(spacing: symbolSize * 0.2) {
            // The name below says it: VoiceOver reads it once, not the symbol's name twice.
            symbol(name)
                .font(.system(size: symbolSize, weight: weight))
                .frame(height: symbolSize * 1.3)
                .accessibilityHidden(true)
            Text(mark + name)
                .font(.system(size: max(symbolSize / 3, 6)))
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .lineLimit(2)
        }
        .frame(width: cellSize.width, height: cellSize.height, alignment: .top)
    }
}

extension SymbolContactSheet {
    @ViewBuilder private func symbol(_ name: String) -> some View {
        let image = Image(systemName: name, variableValue: variableValue).symbolRenderingMode(renderingMode)
        if renderingMode == .palette {
            image.foregroundStyle(.primary, .blue)
        } else {
            image
        }
    }

    /// Symbols widgets name most: the ones the first symbol table was made of (the seeds' and the
    /// usual widget vocabulary: health, weather, battery, media, home, status, travel, arrows), the
    /// names public apps use that the first table lacked, and composed names that show the grammar.
    public static let commonNames: [String] = {
        var names = SymbolTable.firstTableNames
        names += ["chevron.forward", "chevron.backward", "safari", "number", "doc.on.doc", "at", "speaker.wave.2", "hand.raised",
                  "cube", "archivebox", "bird", "network", "flag.checkered", "face.smiling", "arrow.circlepath", "square.and.arrow.down",
                  "person.crop.circle.badge.plus", "person.fill.badge.plus", "bird.circle", "1.circle", "a.square.fill", "42.circle.fill",
                  "sun.and.horizon", "heart.text.square.fill", "bell.slash.fill", "lock.shield", "play.rectangle.fill", "cart.badge.plus",
                  "calendar.badge.exclamationmark", "exclamationmark.triangle", "wifi.exclamationmark", "icloud.and.arrow.down"]
        // The first table also mapped two names SF Symbols does not have (bluetooth, bed): not on the sheet.
        var seen = Set<String>()
        return names.filter { SymbolResolver.publishedNames[$0] != nil && seen.insert($0).inserted }
    }()
}
