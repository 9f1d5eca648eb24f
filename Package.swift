// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way: AnimSim (pure Swift core) ← AnimSimScene (YAML) ←
/// AnimSimCairo (drawing) ← AnimSimExport / AnimSimSDL / AnimSimCompare ← the CLI.
let package = Package(
    name: "AnimSim",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AnimSim", targets: ["AnimSim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "AnimSim"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .testTarget(name: "AnimSimTests", dependencies: ["AnimSim"]),
    ]
)
