// swift-tools-version:6.0
// The package scripts/bench-preview times: five widgets as an app's widget extension writes them,
// each in its own file with its #Preview, and the `widgets` executable whose `preview` command is
// the live canvas. It depends on Loupe by path, as users' packages do (LOUPE_ROOT, set by the script).
import Foundation
import PackageDescription

let loupe = Context.environment["LOUPE_ROOT"] ?? "../.."
/// A path dependency's identity is its folder's name.
let identity = URL(fileURLWithPath: loupe).standardizedFileURL.lastPathComponent.lowercased()
let package = Package(
    name: "PreviewBench",
    dependencies: [.package(path: loupe)],
    targets: [
        .target(name: "Widgets", dependencies: [.product(name: "LoupeShims", package: identity)], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "widgets", dependencies: ["Widgets", .product(name: "LoupeCLI", package: identity)]),
    ]
)
