import Foundation

/// An image: an SF Symbol (drawn from the symbol font), or a PNG found by name.
public struct Image: View, PrimitiveView {
    enum Source {
        case system(String)
        case named(String, Bundle?)
        case file(URL)
        case rgba(ResolvedImage.Bitmap)
        case png(Data)
    }
    public enum TemplateRenderingMode: String, Hashable, Sendable { case template, original }
    public enum Scale: String, Hashable, Sendable { case small, medium, large }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var accentedMode: WidgetAccentedRenderingMode?
    /// `Image(decorative:)`: hidden from accessibility, as SwiftUI hides it.
    var isDecorative = false
    /// `.symbolRenderingMode(_:)` on the image itself, and `Image(systemName:variableValue:)`.
    var symbolMode: SymbolRenderingMode?
    var variableValue: Double?

    public init(systemName: String) { source = .system(systemName) }
    /// A variable symbol (iOS 16) at a value from 0 to 1: its layers above the value are dimmed
    /// (`SymbolStyle`, `SymbolVariable`); a symbol that is not variable ignores the value, as on iOS.
    public init(systemName: String, variableValue: Double?) { source = .system(systemName); self.variableValue = variableValue }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle); isDecorative = true }
    /// An image from a PNG file on disk.
    public init(contentsOf url: URL) { source = .file(url) }
    /// An image from PNG data (what `Image(uiImage: UIImage(data:))` draws).
    public init(pngData: Data) { source = .png(pngData) }
    /// An image from an asset resource (`Image(.logo)`): looked up by name like `Image("logo")`.
    public init(_ resource: ImageResource) { source = .named(resource.name, resource.bundle) }
    /// An image from straight RGBA pixels.
    public init(bitmap: ResolvedImage.Bitmap) { source = .rgba(bitmap) }

    public var body: Never { primitiveBody() }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.renderingMode = mode; return copy
    }
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self; copy.interpolation = interpolation; return copy
    }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How this image is drawn in the accented rendering mode (iOS 18).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self; copy.accentedMode = mode; return copy
    }

    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        resolveSource(in: context).map { node in
            guard case .image(var image) = node else { return node }
            image.accentedMode = accentedMode
            guard isDecorative else { return .image(image) }
            var hidden = AccessibilityAttributes()
            hidden.isHidden = true
            return .layout(.accessibility(hidden), .image(image))
        }
    }

    private func resolveSource(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let paint = environment.resolvedForeground
        switch source {
        case .system(let written):
            let name = environment.symbolVariants.apply(to: written, known: Self.variantExists)
            let recipe = SymbolResolver.resolve(name, layoutDirection: environment.layoutDirection, variableValue: variableValue)
            if recipe.kind == .placeholder {
                let near = SymbolResolver.suggestions(for: name)
                let hint = near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"
                context.diagnostics.missing(.symbol, named: name, "unknown SF Symbol \"\(name)\"\(hint): drawing a placeholder")
            }
            var image = ResolvedImage(source: .symbol(name: name, glyph: recipe.glyph, font: symbolFont(in: environment), scale: environment.imageScale,
                                                      composition: recipe.composition),
                                      isResizable: isResizable, paint: paint, isTemplate: renderingMode != .original,
                                      isRedacted: Redaction.isRedacting(environment))
            image.symbolStyle = SymbolStyle.resolve(mode: symbolMode, variableValue: variableValue, primary: paint, in: environment)
            if let fixed = image.symbolStyle.applyLayers(name: name, composition: recipe.composition, primary: paint, scheme: environment.colorScheme) {
                image.paint = fixed
            }
            return [.image(image)]
        case .named(let name, let bundle):
            let dark = environment.colorScheme == .dark
            if let asset = environment.assetCatalogs.lazy.compactMap({ $0.image(named: name, dark: dark, scale: environment.displayScale) }).first {
                let template = renderingMode.map { $0 == .template } ?? (asset.isTemplate ?? false)
                return [.image(ResolvedImage(source: .file(asset.url, scale: asset.scale), isResizable: isResizable, paint: paint,
                                             isTemplate: template, isRedacted: Redaction.isRedacting(environment)))]
            }
            if let template = environment.assetCatalogs.lazy.compactMap({ $0.symbol(named: name) }).first {
                // A custom symbol behaves as a system one: sized by the font, a template by default,
                // its layers painted by the rendering mode (palette and multicolor in their own colours).
                let style = SymbolStyle.resolve(mode: symbolMode, variableValue: nil, primary: paint, in: environment)
                let layers = renderingMode == .original ? CustomSymbolLayers.monochrome : CustomSymbolLayers.resolve(style, primary: paint, in: environment)
                return [.image(ResolvedImage(source: .customSymbol(template, font: symbolFont(in: environment), scale: environment.imageScale, layers: layers),
                                             isResizable: isResizable, paint: paint, isTemplate: renderingMode != .original && layers.isMask,
                                             isRedacted: Redaction.isRedacting(environment)))]
            }
            guard let url = Self.findImage(named: name, bundle: bundle, in: environment.imageSearchPaths) else {
                context.diagnostics.missing(.image, named: name, "no image named \"\(name)\" in \(AppResources.describeCatalogs(environment.assetCatalogs)), nor as \(name).png, @2x, @3x in \(Self.searchDescription(bundle, environment.imageSearchPaths)); drawing a placeholder")
                return [.image(ResolvedImage(source: .missing(name: name), isResizable: isResizable, paint: paint, isTemplate: false, isRedacted: false))]
            }
            return [.image(ResolvedImage(source: .file(url, scale: Self.scale(of: url)), isResizable: isResizable, paint: paint,
                                         isTemplate: renderingMode == .template, isRedacted: Redaction.isRedacting(environment)))]
        case .file(let url):
            return [.image(ResolvedImage(source: .file(url, scale: Self.scale(of: url)), isResizable: isResizable, paint: paint,
                                         isTemplate: renderingMode == .template, isRedacted: Redaction.isRedacting(environment)))]
        case .png(let data):
            return [.image(ResolvedImage(source: .png(data), isResizable: isResizable, paint: paint,
                                         isTemplate: renderingMode == .template, isRedacted: Redaction.isRedacting(environment)))]
        case .rgba(let bitmap):
            return [.image(ResolvedImage(source: .bitmap(bitmap), isResizable: isResizable, paint: paint,
                                         isTemplate: renderingMode == .template, isRedacted: Redaction.isRedacting(environment)))]
        }
    }

    /// Whether `.symbolVariant` may turn a symbol into `name`: SF Symbols has that name (a variant
    /// it lacks leaves the name as it was, as on iOS).
    static func variantExists(_ name: String) -> Bool {
        SymbolResolver.publishedNames[name] != nil || SymbolTable.target(for: name) != nil
    }

    /// The font a symbol takes its size and weight from.
    private func symbolFont(in environment: EnvironmentValues) -> ResolvedFont {
        var font = (environment.font ?? .body).resolve(dynamicTypeSize: environment.dynamicTypeSize)
        if let weight = environment.fontWeight { font.weight = weight }
        return font
    }

    /// A symbol inside a `Text`: drawn as a glyph of the symbol font, so only a base the table maps
    /// to Material Icons draws there (without its composition); any other warns and draws the placeholder.
    func inlineSymbolGlyph(context: ResolveContext) -> (name: String, text: String) {
        guard case .system(let name) = source else { return ("", "") }
        let recipe = SymbolResolver.resolve(name, layoutDirection: context.environment.layoutDirection)
        if case .ligature(let ligature) = recipe.glyph, recipe.kind != .placeholder { return (name, ligature) }
        let reason = recipe.kind == .placeholder ? "is unknown" : "is not a Material Icons glyph, which is all a Text draws inline yet"
        context.diagnostics.missing(.symbol, named: name, "SF Symbol \"\(name)\" inside a Text \(reason): drawing a placeholder")
        guard case .ligature(let placeholder) = SymbolGlyph.placeholder else { return (name, "") }
        return (name, placeholder)
    }

    static func findImage(named name: String, bundle: Bundle?, in paths: [URL]) -> URL? {
        var folders = paths
        if let resources = bundle?.resourceURL { folders.append(resources) }
        for folder in folders {
            for suffix in ["@3x.png", "@2x.png", ".png", ""] {
                let url = folder.appendingPathComponent(name + suffix)
                if url.pathExtension.lowercased() == "png", FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    static func scale(of url: URL) -> CGFloat {
        let base = url.deletingPathExtension().lastPathComponent
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }

    static func searchDescription(_ bundle: Bundle?, _ paths: [URL]) -> String {
        let all = paths.map(\.path) + (bundle?.resourceURL.map { [$0.path] } ?? [])
        return all.isEmpty ? "no image folders (set imageSearchPaths)" : all.joined(separator: ", ")
    }
}

/// An image ready to lay out and draw.
public struct ResolvedImage {
    public struct Bitmap: Hashable, Sendable {
        public let width: Int, height: Int
        /// Straight RGBA, row by row.
        public let pixels: [UInt8]
        public let scale: CGFloat
        public init(width: Int, height: Int, pixels: [UInt8], scale: CGFloat = 1) {
            (self.width, self.height, self.pixels, self.scale) = (width, height, pixels, scale)
        }
    }
    public enum Source {
        /// A system symbol: the glyph that draws its base, and how it is composed into the name
        /// (enclosure, slash, badge, a second glyph) — `SymbolResolver`.
        case symbol(name: String, glyph: SymbolGlyph, font: ResolvedFont, scale: Image.Scale, composition: SymbolComposition)
        /// A custom symbol's SVG template (an asset catalog's symbolset).
        case customSymbol(URL, font: ResolvedFont, scale: Image.Scale, layers: CustomSymbolLayers)
        case file(URL, scale: CGFloat)
        case bitmap(Bitmap)
        /// PNG data, decoded by the engine.
        case png(Data)
        case missing(name: String)
    }
    public var source: Source
    public var isResizable: Bool
    /// The color a template image or symbol is drawn in.
    public var paint: ResolvedPaint
    public var isTemplate: Bool
    public var isRedacted: Bool
    /// `.widgetAccentedRenderingMode`, if set.
    public var accentedMode: WidgetAccentedRenderingMode? = nil
    /// A system symbol's layers' paints and variable value.
    public var symbolStyle: SymbolStyle = .monochrome
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct ImageSearchPathsKey: EnvironmentKey { static let defaultValue: [URL] = [] }

extension EnvironmentValues {
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
    /// Folders searched for `Image("name")` (Loupe's stand-in for an asset catalog).
    public var imageSearchPaths: [URL] { get { self[ImageSearchPathsKey.self] } set { self[ImageSearchPathsKey.self] = newValue } }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { transformEnvironment { $0.imageScale = scale } }
}

/// A named image in an asset catalog, as Xcode generates for `Image(.name)`. On Linux, declare the
/// resources you use: `extension ImageResource { static let logo = ImageResource(name: "logo", bundle: .module) }`.
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle?) { self.name = name; self.bundle = bundle }
}
