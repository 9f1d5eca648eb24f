import Foundation

/// The colour scheme of the tree being resolved on this thread: light, or dark under a
/// `.preferredColorScheme(.dark)` anywhere in the tree, as the window takes it in SwiftUI.
/// A system colour made in a `body` (`Color(.systemBackground)`, `Color.primary`) reads it,
/// since a `Color` is a value with no environment of its own. Per thread, as `ThreadContext`,
/// because tests host views on many threads at once.
enum CurrentAppearance {
    private static let key = "AnimSimViews.CurrentAppearance"

    static var colorScheme: ColorScheme {
        (Thread.current.threadDictionary[key] as? Bool) == true ? .dark : .light
    }

    /// Runs `body` with `scheme` current, restoring the previous one after.
    static func with<Result>(_ scheme: ColorScheme, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = scheme == .dark
        defer { dictionary[key] = previous }
        return try body()
    }
}
