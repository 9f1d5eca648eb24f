// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way, as the targets below declare them:
/// - AnimSim, the pure Swift core, depends on nothing; AnimSimLottie (Lottie's JSON) neither.
/// - AnimSimScene (YAML scenes, Yams) and AnimSimPresentation (what frames show around the
///   panes) on AnimSim; AnimSimMotion on AnimSim and AnimSimLottie.
/// - AnimSimCairo (drawing) on AnimSim, AnimSimPresentation and the C libraries cairo and spng.
/// - AnimSimExport (render's sinks; also CFFmpeg and CYUV, for video encoded in process) and
///   AnimSimSDL (the window; also CSDL2, and AnimSimScene for the controls panel and the
///   prepared scene it plays) on AnimSim,
///   AnimSimPresentation and AnimSimCairo;
///   AnimSimCompare on AnimSim and AnimSimPresentation (numbers and JSON strings are
///   formatted in the core, so comparisons need no YAML).
/// - AnimSimReport (compare's HTML page) on AnimSim, AnimSimPresentation, AnimSimCompare and AnimSimMotion.
/// - AnimSimCommands, every command as a library, on every target above but AnimSimLottie,
///   and ArgumentParser;
///   the `animsim` executable (AnimSimCLI) on AnimSimCommands and AnimSimScene (for the
///   built-in layouts).
/// - AnimSimBench (layout figures) on AnimSim and AnimSimScene only.
let package = Package(
    name: "AnimSim",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AnimSim", targets: ["AnimSim"]),
        .library(name: "AnimSimScene", targets: ["AnimSimScene"]),
        /// Every command, for a package's own layouts: `AnimSimCommands.main(registry:)`.
        .library(name: "AnimSimCommands", targets: ["AnimSimCommands"]),
        .executable(name: "animsim", targets: ["AnimSimCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "AnimSim"),
        .target(name: "AnimSimScene", dependencies: ["AnimSim", .product(name: "Yams", package: "Yams")]),
        /// What frames show around the panes (HUD, timeline, trails, guides, plots), kept out of the core.
        .target(name: "AnimSimPresentation", dependencies: ["AnimSim"]),
        .target(name: "AnimSimCommands", dependencies: [
            "AnimSim", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "AnimSimExport", "AnimSimSDL", "AnimSimCompare",
            "AnimSimMotion", "AnimSimReport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "AnimSimCLI", dependencies: ["AnimSimCommands", "AnimSimScene"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        /// FFmpeg's libraries, for encoding video in process; only AnimSimExport imports them.
        .systemLibrary(name: "CFFmpeg", pkgConfig: "libavformat",
                       providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev"])]),
        /// libyuv's colour conversions (Debian ships no .pc file for it), for AnimSimExport only.
        .systemLibrary(name: "CYUV", providers: [.apt(["libyuv-dev"])]),
        .target(name: "AnimSimCairo", dependencies: ["AnimSim", "AnimSimPresentation", "CCairo", "CSpng"]),
        .target(name: "AnimSimExport", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimCairo", "CFFmpeg", "CYUV"]),
        .target(name: "AnimSimSDL", dependencies: ["AnimSim", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "CSDL2"]),
        .target(name: "AnimSimCompare", dependencies: ["AnimSim", "AnimSimPresentation"]),
        /// The interactive comparison page: data from AnimSimCompare, HTML, CSS and script as
        /// Swift string templates (no resource bundle to lose when the binary is copied).
        .target(name: "AnimSimReport", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimCompare", "AnimSimMotion"]),
        /// Lottie's JSON structures alone, so they are written once and checked against the spec.
        .target(name: "AnimSimLottie"),
        .target(name: "AnimSimMotion", dependencies: ["AnimSim", "AnimSimLottie"]),
        .executableTarget(name: "AnimSimBench", dependencies: ["AnimSim", "AnimSimScene"]),
        .testTarget(name: "AnimSimTests", dependencies: ["AnimSim"]),
        .testTarget(name: "AnimSimPresentationTests", dependencies: ["AnimSim", "AnimSimPresentation"]),
        .testTarget(name: "AnimSimSceneTests", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimScene", "AnimSimCairo"],
                    exclude: ["Errors", "Goldens"]),
        .testTarget(name: "AnimSimCairoTests", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimCairo"],
                    exclude: ["Goldens"]),
        .testTarget(name: "AnimSimExportTests", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimCairo", "AnimSimExport"]),
        .testTarget(name: "AnimSimSDLTests", dependencies: ["AnimSim", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "AnimSimSDL", "AnimSimExport"]),
        .testTarget(name: "AnimSimCompareTests", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimCompare", "AnimSimCairo",
                                                              "AnimSimScene"]),
        .testTarget(name: "AnimSimReportTests", dependencies: ["AnimSim", "AnimSimScene", "AnimSimCompare", "AnimSimReport",
                                                             "AnimSimMotion"]),
        .testTarget(name: "AnimSimMotionTests", dependencies: ["AnimSim", "AnimSimScene", "AnimSimMotion", "AnimSimLottie"]),
        .testTarget(name: "AnimSimCommandsTests", dependencies: ["AnimSim", "AnimSimPresentation", "AnimSimScene", "AnimSimCairo",
                                                               "AnimSimExport", "AnimSimCommands"],
                    exclude: ["Python", "Browser", "Scenes"]),
    ]
)
