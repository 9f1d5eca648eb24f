#if os(Linux)
// SwiftUI names iOS 26 added (issue #40: published animation files use them), kept apart from
// SwiftUINames.swift, which is at its size limit. Exported one by one, as there.
import AnimSimCore
import AnimSimViews

// Animation: a variadic vector of animatable values.
@_exported import struct AnimSimCore.AnimatableValues
// Liquid Glass, drawn as a frosted plate (docs/swift.md, "Liquid Glass").
@_exported import struct AnimSimViews.Glass
@_exported import struct AnimSimViews.DefaultGlassEffectShape
@_exported import struct AnimSimViews.GlassEffectContainer
@_exported import struct AnimSimViews.GlassButtonStyle
@_exported import struct AnimSimViews.GlassProminentButtonStyle
#endif
