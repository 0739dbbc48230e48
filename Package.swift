// swift-tools-version:6.0
// Loupe renders WidgetKit-style SwiftUI views on Linux with Cairo and Pango.
// No outside Swift package: only the toolchain and Debian's C libraries (see scripts/setup).
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax (usr/lib/swift/host): no swift-syntax package can be fetched.
/// Found beside the `swift` on PATH; LOUPE_SWIFT_HOST overrides.
let swiftHost: String = {
    if let path = Context.environment["LOUPE_SWIFT_HOST"] { return path }
    for folder in (Context.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath()
        let host = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) { return host.path }
    }
    return "/opt/swift/usr/lib/swift/host"
}()

/// Loupe's own code is built optimised in a debug build too, so a widget developer's plain
/// `swift test` (debug by default) renders and compares at release speed; their widget code stays
/// debug. Packages depend on Loupe by path (its macro needs the toolchain's SwiftSyntax), where
/// SwiftPM allows these flags. Release builds are optimised anyway.
let optimised: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
let optimisedC: [CSetting] = [.unsafeFlags(["-O2"], .when(configuration: .debug))]

let package = Package(
    name: "Loupe",
    products: [
        .library(name: "LoupeUI", targets: ["LoupeUI"]),
        .library(name: "Loupe", targets: ["Loupe"]),
        .library(name: "LoupeCLI", targets: ["LoupeCLI"]),
        .library(name: "LoupeTesting", targets: ["LoupeTesting"]),
        .executable(name: "loupe", targets: ["loupe"]),
        // Linux-only stand-ins so widget files shared with Xcode compile with no edits.
        // Shared widget files compiled as iOS sees their `#if os(iOS)` blocks (README, "Your widget files, unchanged").
        .plugin(name: "IOSSources", targets: ["IOSSources"]),
        .library(name: "LoupeShims", targets: ["SwiftUI", "WidgetKit", "AppIntents", "UIKit", "ActivityKit", "Combine", "Intents",
                                               "HealthKit", "CoreLocation", "MapKit", "EventKit", "WeatherKit", "Charts"]),
    ],
    targets: [
        // C libraries, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo cairo-ft cairo-svg",
                       providers: [.apt(["libcairo2-dev"])]),
        // Pango's own folder comes from CSystemHeaders, not from pango's pkg-config file: that file
        // brings GLib's `-pthread`, which SwiftPM warns about in every build (see Sources/CSystemHeaders).
        .systemLibrary(name: "CPango", pkgConfig: "cairo harfbuzz fontconfig freetype2",
                       providers: [.apt(["libpango1.0-dev", "libharfbuzz-dev", "libfontconfig-dev", "libfreetype-dev"])]),
        // Vector images in asset catalogs: SVG through librsvg, PDF through Poppler, both drawing with
        // Cairo. librsvg's and gdk-pixbuf's folders come from CSystemHeaders, as Pango's do.
        .systemLibrary(name: "CVector", pkgConfig: "poppler-glib cairo",
                       providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev"])]),
        .target(name: "CSystemHeaders"),
        // SHA-256 through OpenSSL's libcrypto (the CPU's SHA instructions; GLib's checksum was 8× slower).
        .target(name: "CLoupeDigest", cSettings: optimisedC, linkerSettings: [.linkedLibrary("crypto")]),
        // libpng's error handling is setjmp/longjmp, which Swift cannot call safely: it lives in C.
        .target(name: "CLoupePNG", cSettings: optimisedC, linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("xxhash")]),

        // #Preview on Linux: a macro plugin built against the toolchain's SwiftSyntax (unsafe flags:
        // users depend on Loupe by path or branch), and a C walker for the section it fills.
        .macro(name: "LoupeMacros",
               swiftSettings: [.unsafeFlags(["-I", swiftHost])],
               linkerSettings: [.unsafeFlags(["-L", swiftHost, "-Xlinker", "-rpath", "-Xlinker", swiftHost]),
                                .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftSyntaxMacros"),
                                .linkedLibrary("SwiftCompilerPluginMessageHandling"), .linkedLibrary("SwiftSyntaxBuilder"),
                                .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftBasicFormat"),
                                .linkedLibrary("SwiftOperators"), .linkedLibrary("SwiftParserDiagnostics"),
                                .linkedLibrary("SwiftSyntaxMacroExpansion")]),
        .target(name: "CLoupePreviews"),
        // Allocator tuning for processes that render many images (mallopt lives in malloc.h).
        .target(name: "CLoupeSystem"),
        // The pinned wall clock: Date() in a widget's own code reads Loupe's "now" during a render.
        // dlsym(RTLD_NEXT) needs libdl on older glibc.
        .target(name: "CLoupeClock", linkerSettings: [.linkedLibrary("dl")]),

        // The device's region a render pins: Foundation's Locale/TimeZone/Calendar getters answered
        // for it. A module of its own: it defines those symbols and so must never call them by name.
        .target(name: "LoupeRegion", dependencies: ["CLoupeClock"], swiftSettings: optimised),
        // What widget authors import: the SwiftUI vocabulary, and its resolution into a plain tree.
        .target(name: "LoupeUI", dependencies: ["LoupeMacros", "CLoupePreviews", "CLoupeClock", "LoupeRegion"], swiftSettings: optimised),
        // The engine: layout, text, paint, backends.
        .target(name: "Loupe", dependencies: ["LoupeUI", "CCairo", "CPango", "CLoupePNG", "CVector", "CSystemHeaders", "CLoupeDigest"],
                swiftSettings: [.swiftLanguageMode(.v6)] + optimised),
        // The look of Loupe's HTML pages, shared by the snapshot review page and the gallery.
        .target(name: "LoupeHTML", swiftSettings: [.swiftLanguageMode(.v6)] + optimised),
        // Snapshots: references, comparison, the record-mode table, artifacts, review page, JUnit.
        .target(name: "LoupeSnapshot", dependencies: ["Loupe", "LoupeHTML"], swiftSettings: [.swiftLanguageMode(.v6)] + optimised),
        // Reviews: accessibility and design-contract rules checked over every cell.
        .target(name: "LoupeReview", dependencies: ["Loupe"], swiftSettings: [.swiftLanguageMode(.v6)] + optimised),
        // Documentation galleries: the model, the site, Markdown, DocC, mock-ups.
        .target(name: "LoupeGallery", dependencies: ["Loupe", "LoupeHTML"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Built-in example views and widgets.
        .target(name: "LoupeExamples", dependencies: ["LoupeUI", "Loupe", "Charts"]),
        // The command line as a library, so a user's package can offer it over its own widgets.
        .target(name: "LoupeCLI", dependencies: ["Loupe", "LoupeUI", "LoupeSnapshot", "LoupeGallery", "LoupeReview", "LoupeHTML", "CLoupeSystem"],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "loupe", dependencies: ["LoupeCLI", "LoupeExamples"]),
        // Snapshot assertions for XCTest and Swift Testing.
        .target(name: "LoupeTesting", dependencies: ["Loupe", "LoupeUI", "LoupeSnapshot", "LoupeReview"], swiftSettings: [.swiftLanguageMode(.v6)] + optimised),
        .target(name: "UIKit", dependencies: ["LoupeUI"]),
        .target(name: "SwiftUI", dependencies: ["LoupeUI", "UIKit"]),
        .target(name: "WidgetKit", dependencies: ["LoupeUI"]),
        .target(name: "AppIntents", dependencies: ["LoupeUI"]),
        .target(name: "ActivityKit", dependencies: ["LoupeUI"]),
        .target(name: "Combine", dependencies: ["LoupeUI"]),
        .target(name: "Intents", dependencies: ["LoupeUI"]),
        .target(name: "LoupeSourceGate", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "loupe-ios-sources", dependencies: ["LoupeSourceGate"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .plugin(name: "IOSSources", capability: .buildTool(), dependencies: ["loupe-ios-sources"]),
        // Frameworks widgets import beside SwiftUI: their value types only (README).
        .target(name: "HealthKit"),
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["CoreLocation", "LoupeUI", "UIKit"]),
        .target(name: "EventKit"),
        .target(name: "WeatherKit", dependencies: ["CoreLocation"]),
        // Swift Charts: the marks collected into values and drawn by a chart view (a first slice).
        .target(name: "Charts", dependencies: ["LoupeUI"], swiftSettings: optimised),

        .testTarget(name: "LoupeUITests", dependencies: ["LoupeUI"], exclude: ["Fixtures"]),
        .testTarget(name: "LoupeTests", dependencies: ["Loupe", "CCairo", "LoupeUI", "LoupeSnapshot", "LoupeGallery", "LoupeReview", "LoupeExamples", "LoupeCLI", "LoupeTesting",
                                                       "LoupeSourceGate"]),
        // The seed's widget compiled unchanged. Its switch over WidgetFamily lists the iPhone families
        // and ends in `@unknown default`, which warns here because Loupe's WidgetFamily also has the
        // watch and visionOS cases iOS's SDK marks unavailable (README, "not done", says so for users).
        // Silenced in this fixture alone, so the build prints no warning and a new one stands out.
        .testTarget(name: "SeedCompatibilityTests", dependencies: ["Loupe", "LoupeUI"],
                    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(name: "PreviewMacroTests", dependencies: ["Loupe", "LoupeUI", "SwiftUI", "WidgetKit"]),
        // Widget files in the shapes real widget extensions use, compiled unchanged (only through the
        // stand-ins) and rendered in every family they support. The widget files' @main entry
        // point is renamed, as a package whose tests link its widgets must (README).
        .testTarget(name: "CompatibilityTests",
                    dependencies: ["Loupe", "LoupeTesting", "SwiftUI", "WidgetKit", "AppIntents", "UIKit", "ActivityKit", "Intents", "Combine", "Charts"],
                    exclude: ["Snapshots"],   // the chart widgets' references (ChartReferenceTests)
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "compatibility_widgets_main"])]),
        .testTarget(name: "ShimTests", dependencies: ["Loupe", "SwiftUI", "WidgetKit", "AppIntents", "UIKit", "ActivityKit", "Intents", "Combine",
                                                      "HealthKit", "CoreLocation", "MapKit", "EventKit", "WeatherKit", "Charts"]),
        // One use of each symbol of the WidgetKit index, type-checked (issue #17): the file compiling is the probe.
        .testTarget(name: "IndexProbeTests", dependencies: ["Loupe", "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Intents"],
                    exclude: ["widgetkit-index.tsv", "not-probed.tsv"]),
    ],
    // Swift 5 mode by default: the vocabulary (LoupeUI), the stand-in modules and the examples hold
    // what real widget code needs, and widget code is written for it. The engine and every consumer
    // (snapshots, gallery, HTML, the command line, LoupeTesting) are in Swift 6 mode with complete
    // concurrency checking (their targets say so); each @unchecked Sendable there states why it is safe.
    swiftLanguageModes: [.v5]
)
