// swift-tools-version:6.0
// The package scripts/swift-test-bench times: a user's App Intent widget in five families with one
// assertWidgetSnapshots over 5 families × 4 entries × 3 modes × 2 schemes = 120 cells. It depends
// on Loupe by path, as users' packages do (LOUPE_ROOT, set by the script).
import Foundation
import PackageDescription

let loupe = Context.environment["LOUPE_ROOT"] ?? "../.."
/// A path dependency's identity is its folder's name.
let identity = URL(fileURLWithPath: loupe).standardizedFileURL.lastPathComponent.lowercased()
let package = Package(
    name: "SwiftTestBench",
    dependencies: [.package(path: loupe)],
    targets: [
        .target(name: "Steps", dependencies: [.product(name: "LoupeShims", package: identity)], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "StepsTests", dependencies: ["Steps", .product(name: "LoupeTesting", package: identity)]),
    ]
)
