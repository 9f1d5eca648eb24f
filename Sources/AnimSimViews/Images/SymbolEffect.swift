import AnimSimCore

/// SwiftUI's symbol effects (`.symbolEffect`), for AnimSim's symbol placeholder: Linux has no
/// SF Symbols and so no symbol layers, so each effect moves the whole placeholder with the
/// motion the effect is known for, as keyframes on the scene's clock (`SymbolMotion`).
public protocol SymbolEffect {
    var _motion: SymbolMotion { get }
}

/// An effect that plays once per change of a value (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// What an effect does to the placeholder: its kind and direction, as the effect's
/// modifiers (`.up`, `.byLayer`, `.iterative`) left it. Layers and iteration order have no
/// meaning for a placeholder and are accepted as they are.
public struct SymbolMotion: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case bounce, pulse, scale, variableColor, wiggle, rotate, breathe, replace }
    var kind: Kind
    /// Bounce and scale: downwards (smaller) instead of up (larger); rotate: anticlockwise.
    var down = false
}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .bounce)
    public var up: Self { var e = self; e._motion.down = false; return e }
    public var down: Self { var e = self; e._motion.down = true; return e }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .pulse)
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .scale)
    public var up: Self { var e = self; e._motion.down = false; return e }
    public var down: Self { var e = self; e._motion.down = true; return e }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .variableColor)
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}

public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .wiggle)
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .rotate)
    public var clockwise: Self { var e = self; e._motion.down = false; return e }
    public var counterClockwise: Self { var e = self; e._motion.down = true; return e }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _motion = SymbolMotion(kind: .breathe)
    public var pulse: Self { self }
    public var plain: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

/// `SymbolEffectOptions`: how many times an effect plays and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Plays per trigger (discrete) or cycles while active (nil: the effect's default, once
    /// per trigger and for ever while active).
    var count: Int?
    var speed: Double = 1

    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(count: nil) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(count: 1) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(count, 1)) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    public var repeating: SymbolEffectOptions { var o = self; o.count = nil; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.count = 1; return o }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.count = max(count, 1); return o }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
}
