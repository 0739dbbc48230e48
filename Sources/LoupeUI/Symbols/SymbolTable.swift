import Foundation

/// SF Symbols names → what each is drawn with: the one table for symbols (`SymbolTableData`).
///
/// Each line of the data is `name<TAB>target`, where the target is
/// - `mi:LIGATURE` — a glyph of Material Icons, the symbol font pinned in Fonts/ (Google, ~2,000 glyphs);
/// - `mdi:SLUG` — an outline of the community Material Design Icons set (Pictogrammers, 7,447 outlines,
///   pinned in Fonts/ by scripts/setup);
/// - `chars:TEXT` — characters of the system font, for symbols that are text (`4h` is "4H", `kipsign` "₭");
/// - `battery:LEVEL[,bolt]` — a battery drawn from figures, filled to LEVEL (0…1), with a bolt;
/// - `layered:GLYPH@X,Y,W,H;GLYPH@…` — several glyphs (each `mi:`, `mdi:` or `chars:`), back to front,
///   each fitted into its frame of the box (unit coordinates): a stand-in whose parts are SF's layers
///   (`SymbolGlyph.layered`, painted by `SymbolLayers`);
/// - `=NAME` — another SF name drawn in its place: the nearest relative of a symbol no icon set draws
///   (a specific car door drawn as the car's side).
/// A plain SF name is an outlined drawing and its `.fill` name a solid one: where the icon set has both,
/// the table maps each to its own outline. Names the table lacks are composed from the names it has
/// (`SymbolResolver`).
enum SymbolTable {
    enum Target: Hashable, Sendable {
        case glyph(SymbolGlyph)
        case relative(String)
    }

    static func target(for name: String) -> Target? { table[name] }

    /// The table, read once from `SymbolTableData.lines`; a line that is not `name<TAB>target` is a
    /// programming error caught by `SymbolTableTests`, and skipped here.
    static let table: [String: Target] = {
        var table: [String: Target] = [:]
        for line in SymbolTableData.lines.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2, let target = parse(columns[1]) else { continue }
            table[String(columns[0])] = target
        }
        return table
    }()

    /// The names of the first table (369 symbols widgets use most, mapped to Material Icons), in its
    /// order: the common symbols' contact sheet (`SymbolContactSheet.commonNames`).
    static let firstTableNames: [String] = [
        "figure.walk", "figure.run", "figure.hiking", "stairs", "figure.pool.swim", "figure.yoga",
        "figure.mind.and.body", "figure.strengthtraining.traditional", "dumbbell", "dumbbell.fill", "bicycle",
        "figure.outdoor.cycle", "heart", "heart.fill", "heart.slash", "heart.text.square", "waveform.path.ecg",
        "flame", "flame.fill", "bolt.heart", "drop", "drop.fill", "bed.double", "bed.double.fill", "lungs",
        "lungs.fill", "pills", "pills.fill", "cross.case", "shoeprints.fill", "stopwatch", "stopwatch.fill", "sun.max",
        "sun.max.fill", "sun.min", "sun.min.fill", "sunrise", "sunrise.fill", "sunset", "sunset.fill", "moon",
        "moon.fill", "moon.stars", "moon.stars.fill", "cloud", "cloud.fill", "cloud.sun", "cloud.sun.fill",
        "cloud.rain", "cloud.rain.fill", "cloud.heavyrain.fill", "cloud.drizzle", "cloud.drizzle.fill", "cloud.bolt",
        "cloud.bolt.fill", "cloud.bolt.rain.fill", "cloud.snow", "cloud.snow.fill", "snowflake", "cloud.fog",
        "cloud.fog.fill", "wind", "tornado", "hurricane", "thermometer", "thermometer.medium", "thermometer.sun",
        "umbrella", "umbrella.fill", "humidity", "humidity.fill", "aqi.medium", "battery.100", "battery.75",
        "battery.50", "battery.25", "battery.0", "battery.100.bolt", "bolt", "bolt.fill", "flashlight.on.fill",
        "flashlight.off.fill", "bolt.circle", "bolt.circle.fill", "powerplug", "powerplug.fill", "wifi", "wifi.slash",
        "antenna.radiowaves.left.and.right", "airplane", "bluetooth", "cellularbars", "internaldrive",
        "internaldrive.fill", "externaldrive", "externaldrive.fill", "server.rack", "iphone", "applewatch", "airpods",
        "headphones", "laptopcomputer", "desktopcomputer", "ipad", "calendar", "calendar.circle",
        "calendar.circle.fill", "calendar.badge.plus", "calendar.badge.clock", "clock", "clock.fill", "alarm",
        "alarm.fill", "timer", "hourglass", "hourglass.bottomhalf.filled", "deskclock", "deskclock.fill",
        "clock.arrow.circlepath", "play", "play.fill", "pause", "pause.fill", "play.circle", "play.circle.fill",
        "pause.circle.fill", "stop.fill", "forward.fill", "backward.fill", "forward.end.fill", "backward.end.fill",
        "shuffle", "repeat", "music.note", "music.note.list", "speaker.wave.2.fill", "speaker.slash.fill", "mic",
        "mic.fill", "photo", "photo.fill", "camera", "camera.fill", "video", "video.fill", "tv", "film", "book",
        "book.fill", "books.vertical", "books.vertical.fill", "newspaper", "book.closed", "book.closed.fill",
        "bookmark", "bookmark.fill", "house", "house.fill", "lightbulb", "lightbulb.fill", "lightbulb.slash",
        "lamp.desk", "fan", "lock", "lock.fill", "lock.open", "lock.open.fill", "key", "key.fill",
        "door.left.hand.closed", "door.garage.closed", "thermometer.snowflake", "sofa", "sofa.fill", "bed", "washer",
        "refrigerator", "cup.and.saucer", "cup.and.saucer.fill", "mug", "mug.fill", "fork.knife",
        "takeoutbag.and.cup.and.straw", "takeoutbag.and.cup.and.straw.fill", "bag", "bag.fill", "cart", "cart.fill",
        "gift", "gift.fill", "creditcard", "creditcard.fill", "dollarsign.circle", "dollarsign.circle.fill",
        "banknote", "leaf", "leaf.fill", "tree", "pawprint", "pawprint.fill", "carrot", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "checkmark.square", "checkmark.square.fill", "square", "circle",
        "circle.fill", "largecircle.fill.circle", "checkmark.seal", "checkmark.seal.fill", "xmark", "xmark.circle",
        "xmark.circle.fill", "xmark.octagon.fill", "plus", "plus.circle", "plus.circle.fill", "minus", "minus.circle",
        "minus.circle.fill", "exclamationmark.triangle", "exclamationmark.triangle.fill", "exclamationmark.circle",
        "exclamationmark.circle.fill", "exclamationmark", "info.circle", "info.circle.fill", "questionmark.circle",
        "questionmark.circle.fill", "questionmark", "bell", "bell.fill", "bell.slash", "bell.badge", "star",
        "star.fill", "star.leadinghalf.filled", "star.circle.fill", "flag", "flag.fill", "tag", "tag.fill", "pin",
        "pin.fill", "person", "person.fill", "person.circle", "person.circle.fill", "person.2", "person.2.fill",
        "person.3.fill", "person.crop.circle", "message", "message.fill", "bubble.left", "bubble.left.fill",
        "envelope", "envelope.fill", "phone", "phone.fill", "paperplane", "paperplane.fill", "gear", "gearshape",
        "gearshape.fill", "wrench", "wrench.and.screwdriver", "magnifyingglass", "trash", "trash.fill", "pencil",
        "square.and.pencil", "square.and.arrow.up", "link", "paperclip", "doc", "doc.fill", "doc.text",
        "doc.text.fill", "folder", "folder.fill", "tray", "tray.fill", "list.bullet", "list.number", "checklist",
        "note.text", "chart.bar", "chart.bar.fill", "chart.pie", "chart.pie.fill", "chart.line.uptrend.xyaxis",
        "gauge", "gauge.medium", "speedometer", "target", "scope", "trophy", "trophy.fill", "medal", "medal.fill",
        "rosette", "crown", "sparkles", "wand.and.stars", "eye", "eye.fill", "eye.slash", "hand.thumbsup",
        "hand.thumbsup.fill", "hand.raised.fill", "location", "location.fill", "mappin", "mappin.and.ellipse", "map",
        "map.fill", "globe", "globe.americas.fill", "car", "car.fill", "bus", "bus.fill", "tram.fill",
        "train.side.front.car", "ferry.fill", "fuelpump", "fuelpump.fill", "box.truck", "box.truck.fill",
        "shippingbox", "shippingbox.fill", "building.2", "building.2.fill", "signpost.right", "scooter", "figure.wave",
        "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.up.right", "arrow.down.right",
        "arrow.up.circle.fill", "arrow.down.circle.fill", "arrow.right.circle.fill", "arrow.clockwise",
        "arrow.counterclockwise", "arrow.triangle.2.circlepath", "arrow.up.arrow.down", "arrow.left.arrow.right",
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.right.circle.fill",
        "arrowtriangle.up.fill", "arrowtriangle.down.fill", "ellipsis", "line.3.horizontal", "slider.horizontal.3",
        "square.grid.2x2", "square.grid.2x2.fill", "rectangle.stack", "square.stack.3d.up", "power", "app.badge",
    ]

    static func parse(_ text: Substring) -> Target? {
        if text.hasPrefix("battery:") {
            let fields = text.dropFirst(8).split(separator: ",")
            guard let first = fields.first, let level = Double(first), (0...1).contains(level),
                  fields.count == 1 || (fields.count == 2 && fields[1] == "bolt") else { return nil }
            return .glyph(.battery(level: level, bolt: fields.count == 2))
        }
        if text.hasPrefix("layered:") {
            var glyphs: [SymbolGlyph.Placed] = []
            for item in text.dropFirst(8).split(separator: ";") {
                guard let at = item.lastIndex(of: "@"), case .glyph(let glyph)? = parse(item[..<at]) else { return nil }
                if case .layered = glyph { return nil }
                let numbers = item[item.index(after: at)...].split(separator: ",").compactMap { Double($0) }
                guard numbers.count == 4, numbers.allSatisfy({ (0...1).contains($0) }) else { return nil }
                glyphs.append(.init(glyph: glyph, frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            }
            return glyphs.count > 1 ? .glyph(.layered(glyphs)) : nil
        }
        if text.hasPrefix("mi:") { return .glyph(.ligature(String(text.dropFirst(3)))) }
        if text.hasPrefix("mdi:") { return .glyph(.icon(String(text.dropFirst(4)))) }
        if text.hasPrefix("chars:") { return .glyph(.characters(String(text.dropFirst(6)))) }
        if text.hasPrefix("=") { return .relative(String(text.dropFirst())) }
        return nil
    }
}

/// The SF Symbols names Loupe's table maps, with what each is drawn with.
public enum SymbolNames {
    /// Every name of the table and its target, as the table writes it (`mi:…`, `mdi:…`, `=…`), sorted by name.
    public static var all: [(name: String, target: String)] {
        SymbolTable.table.sorted { $0.key < $1.key }.map { name, target in
            switch target {
            case .glyph(let glyph): return (name, glyph.description)
            case .relative(let other): return (name, "=" + other)
            }
        }
    }
}
