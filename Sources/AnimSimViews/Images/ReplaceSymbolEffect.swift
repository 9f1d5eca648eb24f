import AnimSimCore

/// SwiftUI's `ContentTransitionSymbolEffect`: an effect that can stand for a content
/// transition between two symbols (`.contentTransition(.symbolEffect(.replace))`). What it
/// says to AnimSim is how the old symbol leaves (`SymbolReplace` draws it).
public protocol ContentTransitionSymbolEffect {
    var _replaceStyle: ContentTransition.SymbolReplaceStyle { get }
}

/// SwiftUI's `.replace` symbol effect: one symbol gives way to the next. `.downUp` (the
/// default) scales the old one down as it goes, `.upUp` scales it up, `.offUp` takes it away
/// at once; the new one comes in scaling up after each. Layers are one for a placeholder, so
/// `.byLayer` and `.wholeSymbol` change nothing.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var _motion = SymbolMotion(kind: .replace)
    public var _replaceStyle = ContentTransition.SymbolReplaceStyle.downUp
    public var downUp: Self { var e = self; e._replaceStyle = .downUp; return e }
    public var upUp: Self { var e = self; e._replaceStyle = .upUp; return e }
    public var offUp: Self { var e = self; e._replaceStyle = .offUp; return e }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// SwiftUI's `.automatic` symbol effect (iOS 18): the system picks the transition for the two
/// symbols, which for two unrelated placeholders is the default replace, `.downUp`.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var _motion = SymbolMotion(kind: .replace)
    public var _replaceStyle: ContentTransition.SymbolReplaceStyle { .downUp }
}

extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension ContentTransition {
    /// `.symbolEffect(_:options:)`: a symbol whose name changes in an animated transaction
    /// plays the effect's replacement (`SymbolReplace`); `options.speed(s)` runs it s times
    /// as fast. Repeat counts mean nothing to a one-off replacement and are accepted.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolReplace(effect._replaceStyle, speed: options.speed > 0 ? options.speed : 1)
    }

    /// `.symbolEffect`: the automatic symbol transition (`AutomaticSymbolEffect`).
    public static var symbolEffect: ContentTransition { .symbolEffect(.automatic) }
}
