// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way: AnimSim (pure Swift core) ← AnimSimScene (YAML) ←
/// AnimSimCairo (drawing) ← AnimSimExport / AnimSimSDL / AnimSimCompare ← AnimSimReport ← the CLI.
let package = Package(
    name: "AnimSim",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AnimSim", targets: ["AnimSim"]),
        .library(name: "AnimSimScene", targets: ["AnimSimScene"]),
        .executable(name: "animsim", targets: ["AnimSimCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "AnimSim"),
        .target(name: "AnimSimScene", dependencies: ["AnimSim", .product(name: "Yams", package: "Yams")]),
        .executableTarget(name: "AnimSimCLI", dependencies: [
            "AnimSim", "AnimSimScene", "AnimSimCairo", "AnimSimExport", "AnimSimSDL", "AnimSimCompare",
            "AnimSimReport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .target(name: "AnimSimCairo", dependencies: ["AnimSim", "CCairo", "CSpng"]),
        .target(name: "AnimSimExport", dependencies: ["AnimSim", "AnimSimCairo"]),
        .target(name: "AnimSimSDL", dependencies: ["AnimSim", "AnimSimCairo", "CSDL2"]),
        .target(name: "AnimSimCompare", dependencies: ["AnimSim", "AnimSimScene"]),
        /// The interactive comparison page: data from AnimSimCompare, HTML, CSS and script as
        /// Swift string templates (no resource bundle to lose when the binary is copied).
        .target(name: "AnimSimReport", dependencies: ["AnimSim", "AnimSimScene", "AnimSimCompare"]),
        .executableTarget(name: "AnimSimBench", dependencies: ["AnimSim", "AnimSimScene"]),
        .testTarget(name: "AnimSimTests", dependencies: ["AnimSim"]),
        .testTarget(name: "AnimSimSceneTests", dependencies: ["AnimSim", "AnimSimScene"], exclude: ["Errors", "Goldens"]),
        .testTarget(name: "AnimSimCairoTests", dependencies: ["AnimSim", "AnimSimCairo"],
                    exclude: ["Goldens"]),
        .testTarget(name: "AnimSimExportTests", dependencies: ["AnimSim", "AnimSimCairo", "AnimSimExport"]),
        .testTarget(name: "AnimSimSDLTests", dependencies: ["AnimSim", "AnimSimCairo", "AnimSimSDL"]),
        .testTarget(name: "AnimSimCompareTests", dependencies: ["AnimSim", "AnimSimCompare", "AnimSimCairo"]),
        .testTarget(name: "AnimSimReportTests", dependencies: ["AnimSim", "AnimSimScene", "AnimSimCompare", "AnimSimReport"]),
        .testTarget(name: "AnimSimCLITests", dependencies: ["AnimSimCairo"], exclude: ["Browser"]),
    ]
)
