// swift-tools-version:6.0
import PackageDescription

/// Dependencies point one way, as the targets below declare them:
/// - AnimSimCore, the pure Swift core, depends on nothing. AnimSimLottie (Lottie's JSON) on
///   AnimSimCore alone, for the one JSON writer every output shares (`JSONWriter`, beside
///   `TraceNumber` and `JSONString`): the core is pure Swift, so Lottie still needs no C library.
/// - AnimSimViews (SwiftUI's View, @State, transactions and controls, resolved into the core's
///   Scene) on AnimSimCore alone (and the toolchain's Observation module, for @Observable),
///   beside AnimSimScene: two front-ends that never meet.
///   AnimSim, the product users import, re-exports AnimSimCore and AnimSimViews.
///   AnimSimNodeBuilder (the core's tests' free-function tree builder) on AnimSimCore.
/// - AnimSimScene (YAML scenes, Yams) and AnimSimPresentation (what frames show around the
///   panes) on AnimSimCore; AnimSimMotion on AnimSimCore and AnimSimLottie.
/// - AnimSimCairo (painting only: frames, text, PNG, and the Swift drawing API others paint
///   through) on AnimSimCore, AnimSimPresentation and the C libraries cairo and spng.
/// - AnimSimExport (render's sinks; also the headers CFFmpeg and CYUV, for video encoded in
///   process, whose libraries it opens only when a video is written) and AnimSimSDL (the
///   window and all its UI: controls panel, overlays, hit-testing, their painters, which draw
///   through AnimSimCairo's Swift API; also the headers CSDL2, whose library `play` opens with
///   its window, and AnimSimScene for the controls panel and the prepared scene it plays) on
///   AnimSimCore, AnimSimPresentation and AnimSimCairo;
///   AnimSimCompare on AnimSimCore and AnimSimPresentation (numbers and JSON strings are
///   formatted in the core, so comparisons need no YAML).
/// - AnimSimReport (compare's HTML page) on AnimSimCore, AnimSimPresentation, AnimSimCompare and AnimSimMotion.
/// - AnimSimCommands, every command as a library, on every target above but AnimSimLottie,
///   AnimSimNodeBuilder and the Linux-only SwiftUI modules, and ArgumentParser: AnimSimViews
///   too, for a SwiftUI view's scripted uses, `main(view:)` and bench's Swift-view case;
///   the `animsim` executable (AnimSimCLI) on AnimSimCommands and AnimSimScene (for the
///   built-in layouts).
/// - AnimSimRuntime (the shared library a Swift file's program links to) on AnimSim and
///   AnimSimCommands, and on Linux on AnimSimSwiftUI and AnimSimCombine: what a SwiftUI file's
///   `import SwiftUI` and `import Combine` load (the compiler is told `-module-alias
///   SwiftUI=AnimSimSwiftUI`), so the library holds their code too.
/// - AnimSimSwiftUI (Linux only: SwiftUI's names and nothing of AnimSim's own, plus `App`,
///   SwiftUI's `Scene`, `WindowGroup` and previews) on AnimSimCore, AnimSimViews and
///   AnimSimCombine; AnimSimCombine (Linux only: Combine's names) on AnimSimViews.
/// - AnimSimBench (layout figures) on AnimSimCore, AnimSimScene and AnimSimNodeBuilder (the
///   free-function trees its wheels and stacks are built with), and AnimSimCairo (filters' painting).
let package = Package(
    name: "AnimSim",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AnimSim", targets: ["AnimSim"]),
        .library(name: "AnimSimScene", targets: ["AnimSimScene"]),
        /// Every command, for a package's own layouts: `AnimSimCommands.main(registry:)`.
        .library(name: "AnimSimCommands", targets: ["AnimSimCommands"]),
        .executable(name: "animsim", targets: ["AnimSimCLI"]),
        /// What a Swift file's program links to (`animsim play FILE.swift`, docs/swift.md): the
        /// whole engine and every command in one shared library, behind the pure-Swift module
        /// `AnimSimRuntime`, so compiling a user's file compiles that file alone.
        .library(name: "AnimSimRuntime", type: .dynamic, targets: ["AnimSimRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        /// The core: layout, animation and evaluation, with no view layer.
        .target(name: "AnimSimCore"),
        /// The product users import: `import AnimSim` brings the core and the SwiftUI names.
        .target(name: "AnimSim", dependencies: ["AnimSimCore", "AnimSimViews"]),
        /// SwiftUI's view layer (View, @State, withAnimation, controls), resolved into the core's scenes.
        .target(name: "AnimSimViews", dependencies: ["AnimSimCore"]),
        /// Free functions that build `ViewNode` trees, for the core's own tests and benches only.
        .target(name: "AnimSimNodeBuilder", dependencies: ["AnimSimCore"]),
        .target(name: "AnimSimScene", dependencies: ["AnimSimCore", .product(name: "Yams", package: "Yams")]),
        /// What frames show around the panes (HUD, timeline, trails, guides, plots), kept out of the core.
        .target(name: "AnimSimPresentation", dependencies: ["AnimSimCore"]),
        .target(name: "AnimSimCommands", dependencies: [
            "AnimSimCore", "AnimSimViews", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "AnimSimExport", "AnimSimSDL", "AnimSimCompare",
            "AnimSimMotion", "AnimSimReport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "AnimSimCLI", dependencies: ["AnimSimCommands", "AnimSimScene"]),
        /// A Swift file's entry into the commands. It imports AnimSimCommands internally, so a
        /// program importing it loads only pure-Swift modules: no C headers, no -dev package.
        .target(name: "AnimSimRuntime", dependencies: [
            "AnimSim", "AnimSimCommands",
            .target(name: "AnimSimSwiftUI", condition: .when(platforms: [.linux])),
            .target(name: "AnimSimCombine", condition: .when(platforms: [.linux])),
            .target(name: "AnimSimUIKit", condition: .when(platforms: [.linux])),
            .target(name: "AnimSimAVFoundation", condition: .when(platforms: [.linux])),
            .target(name: "AnimSimQuartzCore", condition: .when(platforms: [.linux])), .target(name: "AnimSimCoreGraphics", condition: .when(platforms: [.linux])),
        ]),
        /// `import SwiftUI` in a user's Swift file, on Linux: SwiftUI's names re-exported one by
        /// one from the core and the view layer, and nothing of AnimSim's own (no `Strategy`, no
        /// core `Scene`, no built-in `WheelLayout` to clash with a user's). Not named `SwiftUI`:
        /// a module of that name (or `Combine`) in the build folder would change what other
        /// packages' `#if canImport(Combine)` compile (Yams has one), so a user's file is
        /// compiled with `-module-alias SwiftUI=AnimSimSwiftUI`. Every source is `#if os(Linux)`:
        /// on Apple platforms `import SwiftUI` is Apple's.
        .target(name: "AnimSimSwiftUI", dependencies: ["AnimSimCore", "AnimSimViews", "AnimSimCombine", "AnimSimUIKit", "AnimSimQuartzCore"]),
        /// `import UIKit` in a user's Swift file, on Linux (`-module-alias UIKit=AnimSimUIKit`): the
        /// few UIKit names SwiftUI files use (UIColor, UIScreen, feedback generators, UIImage,
        /// UIBezierPath), and CoreGraphics, which UIKit re-exports.
        .target(name: "AnimSimUIKit", dependencies: ["AnimSimViews", "AnimSimCoreGraphics"]),
        /// `import AVFoundation` in a user's Swift file, on Linux: a demo's sounds, silent.
        .target(name: "AnimSimAVFoundation"),
        /// `import QuartzCore` and `import CoreGraphics` in a user's Swift file, on Linux: CATransform3D, CGAffineTransform, ….
        .target(name: "AnimSimQuartzCore", dependencies: ["AnimSimCore", "AnimSimCoreGraphics"]), .target(name: "AnimSimCoreGraphics", dependencies: ["AnimSimCore"]),
        /// `import Combine` in a user's Swift file, on Linux (`-module-alias Combine=AnimSimCombine`).
        .target(name: "AnimSimCombine", dependencies: ["AnimSimViews"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
        /// pixman, which Cairo draws with: its projective 3×3 transforms draw perspective
        /// (rotation3DEffect, projectionEffect), which Cairo's affine matrices cannot.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        /// SDL2's headers, for the window; only AnimSimSDL imports them. Headers only, as CFFmpeg:
        /// no pkgConfig and no `link`, so nothing puts `-lSDL2` on the link line; `play` opens
        /// libSDL2-2.0.so.0 when it opens a window (AnimSimSDL's SDLLibrary).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        /// FFmpeg's headers, for encoding video in process; only AnimSimExport imports them.
        /// Headers only: no pkgConfig and no `link` in the module map, so nothing puts `-lav*`
        /// on the link line. The libraries are opened when a video is first encoded
        /// (AnimSimExport's VideoLibraries), so commands that write none never load them.
        /// Debian puts the headers under /usr/include/x86_64-linux-gnu, which the compiler searches.
        .systemLibrary(name: "CFFmpeg",
                       providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]),
        /// libyuv's headers (its colour conversions), for AnimSimExport only; opened with FFmpeg's libraries, not linked.
        .systemLibrary(name: "CYUV", providers: [.apt(["libyuv-dev"])]),
        .target(name: "AnimSimCairo", dependencies: ["AnimSimCore", "AnimSimPresentation", "CCairo", "CPixman", "CSpng"]),
        .target(name: "AnimSimExport", dependencies: ["AnimSimCore", "AnimSimPresentation", "AnimSimCairo", "CFFmpeg", "CYUV"]),
        .target(name: "AnimSimSDL", dependencies: ["AnimSimCore", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "CSDL2"]),
        .target(name: "AnimSimCompare", dependencies: ["AnimSimCore", "AnimSimPresentation"]),
        /// The interactive comparison page: data from AnimSimCompare, HTML, CSS and script as
        /// Swift string templates (no resource bundle to lose when the binary is copied).
        .target(name: "AnimSimReport", dependencies: ["AnimSimCore", "AnimSimPresentation", "AnimSimCompare", "AnimSimMotion"]),
        /// Lottie's JSON structures alone, so they are written once and checked against the spec;
        /// the core for the JSON writer their text comes from.
        .target(name: "AnimSimLottie", dependencies: ["AnimSimCore"]),
        .target(name: "AnimSimMotion", dependencies: ["AnimSimCore", "AnimSimLottie"]),
        .executableTarget(name: "AnimSimBench", dependencies: ["AnimSimCore", "AnimSimScene", "AnimSimNodeBuilder", "AnimSimCairo"]),
        .testTarget(name: "AnimSimTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder"]),
        .testTarget(name: "AnimSimViewsTests", dependencies: ["AnimSim"]),
        .testTarget(name: "AnimSimPresentationTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimPresentation"]),
        .testTarget(name: "AnimSimSceneTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimScene", "AnimSimCairo"],
                    exclude: ["Errors", "Goldens"]),
        .testTarget(name: "AnimSimCairoTests", dependencies: ["AnimSimCore", "AnimSimPresentation", "AnimSimCairo"],
                    exclude: ["Goldens"]),
        .testTarget(name: "AnimSimExportTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimPresentation", "AnimSimCairo", "AnimSimExport"]),
        .testTarget(name: "AnimSimSDLTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimScene", "AnimSimPresentation", "AnimSimCairo", "AnimSimSDL", "AnimSimExport"]),
        .testTarget(name: "AnimSimCompareTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimPresentation", "AnimSimCompare", "AnimSimCairo",
                                                              "AnimSimScene"]),
        .testTarget(name: "AnimSimReportTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimScene", "AnimSimCompare", "AnimSimReport",
                                                             "AnimSimMotion"]),
        .testTarget(name: "AnimSimMotionTests", dependencies: ["AnimSimCore", "AnimSimNodeBuilder", "AnimSimScene", "AnimSimMotion", "AnimSimLottie"]),
        .testTarget(name: "AnimSimCommandsTests", dependencies: ["AnimSimCore", "AnimSimViews", "AnimSimPresentation", "AnimSimScene", "AnimSimCairo",
                                                               "AnimSimExport", "AnimSimMotion", "AnimSimCommands"],
                    exclude: ["Python", "Browser", "Scenes", "Articles", "Corpus", "SwiftFiles/SwiftUINames.txt"]),
    ]
)
