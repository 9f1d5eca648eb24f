// swift-tools-version:6.0
import PackageDescription

/// An app-side package that adds its own Swift layout to scene files: it depends on the
/// AnimSim package by path, registers `SpiralLayout` under the key `spiral`, and traces a
/// scene that uses it. Built by the scene tests (see Tests/AnimSimSceneTests/Examples).
let package = Package(
    name: "CustomLayout",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "AnimSim", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "SpiralTrace", dependencies: [
            .product(name: "AnimSim", package: "AnimSim"),
            .product(name: "AnimSimScene", package: "AnimSim"),
        ]),
    ]
)
