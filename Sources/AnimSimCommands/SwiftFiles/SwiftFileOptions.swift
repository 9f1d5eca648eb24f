import Foundation

/// The options only Swift files take, read (and removed) before the commands' parser sees
/// the command line:
/// - `--swift-version 5|6`, the language mode (5 by default, as Xcode projects are written);
/// - `--view NAME`, which view runs: a view's type name, a preview's name or `FILE:LINE`
///   (SwiftFileEntry);
/// - `--seed N`, the seed of the random numbers the program's views draw (AnimSimViews'
///   `SceneRandom`, default 0);
/// - `--watchdog SECONDS`, how long a call into the views' own code may take before the
///   program is stopped (`SwiftFileWatchdog`, default 10, 0 for none).
///
/// Each is `--name VALUE` or `--name=VALUE`; a bad value is the first `problem`, said once
/// Swift files are known to be given.
struct SwiftFileOptions: Equatable {
    var swiftVersion: Int?
    var view: String?
    var seed: UInt64?
    var watchdog: Double?
    var problem: String?
    var remaining: [String] = []

    static let names = ["--swift-version", "--view", "--seed", "--watchdog"]

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard let name = Self.names.first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) else {
                remaining.append(argument)
                continue
            }
            var value = String(argument.dropFirst(name.count + 1))
            if argument == name {
                value = index < arguments.count ? arguments[index] : ""
                index += 1
            }
            take(name, value)
        }
    }

    private mutating func take(_ name: String, _ value: String) {
        var wrong: String?
        switch name {
        case "--view":
            if value.isEmpty { wrong = "--view takes the name of a view or a preview" } else { view = value }
        case "--seed":
            seed = UInt64(value) ?? 0
            if UInt64(value) == nil { wrong = "--seed takes a whole number from 0 to \(UInt64.max), not '\(value)'" }
        case "--watchdog":
            watchdog = SwiftFileWatchdog.bound(value)
            if watchdog == nil { wrong = "--watchdog takes a number of seconds, 0 or more (0: no watchdog), not '\(value)'" }
        default:
            if let version = Int(value), [5, 6].contains(version) { swiftVersion = version } else {
                swiftVersion = 5
                wrong = "--swift-version takes 5 or 6, not '\(value)'"
            }
        }
        if problem == nil { problem = wrong }
    }
}
