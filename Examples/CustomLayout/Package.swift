// swift-tools-version:6.0
import PackageDescription

/// `spiral`: the layout SpiralLayout in every AnimSim command (`swift run spiral --help`).
/// AnimSim comes by path: it has no release at a URL, and a path builds offline against
/// exactly the checkout you run (docs/swift.md, "Starting a package").
let package = Package(
    name: "spiral",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "spiral", targets: ["SpiralCommand"])],
    dependencies: [.package(name: "AnimSim", path: "../..")],
    targets: [
        /// The layout and its registration, a library so the tests can use them.
        .target(name: "Spiral", dependencies: [
            .product(name: "AnimSim", package: "AnimSim"),
            .product(name: "AnimSimScene", package: "AnimSim"),
        ]),
        /// The animsim command line with the layout registered.
        .executableTarget(name: "SpiralCommand", dependencies: [
            "Spiral",
            .product(name: "AnimSimScene", package: "AnimSim"),
            .product(name: "AnimSimCommands", package: "AnimSim"),
        ]),
        .testTarget(name: "SpiralTests", dependencies: [
            "Spiral",
            .product(name: "AnimSim", package: "AnimSim"),
            .product(name: "AnimSimScene", package: "AnimSim"),
        ]),
    ]
)
