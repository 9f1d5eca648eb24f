// swift-tools-version:6.0
import PackageDescription

/// The floor for `animsim bench`'s start-up figures: a Swift program that imports Foundation
/// and prints one line, built as `animsim` is (`swift build -c release --static-swift-stdlib`).
let package = Package(
    name: "hello",
    targets: [.executableTarget(name: "hello")]
)
