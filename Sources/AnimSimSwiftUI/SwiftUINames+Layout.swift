#if os(Linux)
/// The part of what `import SwiftUI` brings (see `SwiftUINames.swift`) that is AnimSim's
/// subject, SwiftUI's layout and animation model: geometry and the `Layout` protocol, the
/// geometry effects, animation and transitions. A file of its own so that neither list grows past 250
/// lines; a scoped `@_exported import` exports its name from the module whatever file
/// declares it, and the names are checked against `SwiftUINames.txt` all the same.
import AnimSimViews

// Geometry, alignment and layout: SwiftUI's `Layout` protocol and its companions.
@_exported import struct AnimSimCore.Alignment
@_exported import protocol AnimSimCore.AlignmentID
@_exported import struct AnimSimCore.Angle
@_exported import enum AnimSimCore.Axis
@_exported import struct AnimSimCore.CGAffineTransform
// SwiftUI re-exports CoreGraphics: `Path(cgPath)` and `path.cgPath` take and give these.
@_exported import class AnimSimCore.CGPath
@_exported import class AnimSimCore.CGMutablePath
@_exported import enum AnimSimCore.CGPathFillRule
@_exported import struct AnimSimCore.CGVector
@_exported import enum AnimSimCore.Edge
// iOS 17's coordinate spaces, `frame(in: .named(x))` and `.coordinateSpace(.named(x))`.
@_exported import protocol AnimSimViews.CoordinateSpaceProtocol
@_exported import struct AnimSimViews.NamedCoordinateSpace
@_exported import struct AnimSimViews.LocalCoordinateSpace
@_exported import struct AnimSimViews.GlobalCoordinateSpace
@_exported import struct AnimSimCore.EdgeInsets
@_exported import struct AnimSimCore.HorizontalAlignment
@_exported import struct AnimSimCore.VerticalAlignment
@_exported import struct AnimSimCore.UnitPoint
@_exported import struct AnimSimCore.ProposedViewSize
@_exported import struct AnimSimCore.ViewDimensions
@_exported import struct AnimSimCore.ViewSpacing
@_exported import protocol AnimSimCore.Layout
@_exported import struct AnimSimCore.AnyLayout
@_exported import struct AnimSimCore.HStackLayout
@_exported import struct AnimSimCore.VStackLayout
@_exported import struct AnimSimCore.ZStackLayout
@_exported import struct AnimSimCore.GridItem
@_exported import enum AnimSimCore.LayoutDirection
@_exported import struct AnimSimCore.LayoutProperties
@_exported import struct AnimSimCore.LayoutSubview
@_exported import struct AnimSimCore.LayoutSubviews
@_exported import protocol AnimSimCore.LayoutValueKey
@_exported import struct AnimSimCore.Path
// Geometry effects (design doc §4) and the CoreAnimation transforms SwiftUI code takes
// from QuartzCore on Apple's platforms.
@_exported import struct AnimSimCore.ProjectionTransform
@_exported import AnimSimQuartzCore
@_exported import struct AnimSimCore._RotationEffect
@_exported import struct AnimSimCore._ScaleEffect
@_exported import struct AnimSimCore._ProjectionEffect
@_exported import struct AnimSimCore._TransformEffect
@_exported import struct AnimSimCore._Rotation3DEffect
@_exported import protocol AnimSimViews.GeometryEffect
@_exported import struct AnimSimViews._IgnoredByLayoutEffect
@_exported import struct AnimSimCore.Color
@_exported import enum AnimSimCore.BlendMode
@_exported import enum AnimSimViews.ColorRenderingMode
// TextRenderer (iOS 18): texts drawn glyph by glyph from their Text.Layout, animatable.
@_exported import protocol AnimSimViews.TextRenderer
@_exported import struct AnimSimViews.TextProxy
@_exported import protocol AnimSimViews.TextAttribute
@_exported import enum AnimSimCore.ContentMode
@_exported import struct AnimSimViews.ScrollIndicatorVisibility

// Animation.
@_exported import protocol AnimSimCore.Animatable
@_exported import struct AnimSimCore.AnimatablePair
@_exported import struct AnimSimCore.AnimatableValues
@_exported import struct AnimSimCore.EmptyAnimatableData
@_exported import protocol AnimSimCore.VectorArithmetic
@_exported import struct AnimSimCore.Animation
@_exported import struct AnimSimCore.Spring
@_exported import struct AnimSimCore.AnimationCompletionCriteria
@_exported import protocol AnimSimCore.CustomAnimation
@_exported import struct AnimSimCore.AnimationContext
@_exported import struct AnimSimCore.AnimationState
@_exported import protocol AnimSimCore.AnimationStateKey
@_exported import struct AnimSimCore.KeyframeTimeline
@_exported import struct AnimSimCore.LinearKeyframe
@_exported import struct AnimSimCore.CubicKeyframe
@_exported import struct AnimSimCore.SpringKeyframe
@_exported import struct AnimSimCore.MoveKeyframe
@_exported import struct AnimSimCore.Binding
// Transitions: iOS 17's `Transition` protocol (`struct Blink: Transition { func body(content:phase:) }`)
// is the view layer's `TransitionProtocol`, since inside AnimSim the core's enum has the name
// (exported as `AnyTransition`, in SwiftUINames.swift).
public typealias Transition = AnimSimViews.TransitionProtocol
@_exported import enum AnimSimViews.TransitionPhase
@_exported import struct AnimSimViews.TransitionProperties
@_exported import struct AnimSimViews.IdentityTransition
@_exported import struct AnimSimViews.OpacityTransition
@_exported import struct AnimSimViews.ScaleTransition
@_exported import struct AnimSimViews.OffsetTransition
@_exported import struct AnimSimViews.MoveTransition
@_exported import struct AnimSimViews.SlideTransition
@_exported import struct AnimSimViews.PushTransition
@_exported import struct AnimSimViews.BlurReplaceTransition
@_exported import struct AnimSimViews.AsymmetricTransition
// Liquid Glass (iOS 26), drawn as a frosted plate (docs/swift.md, "Liquid Glass").
@_exported import struct AnimSimViews.Glass
@_exported import struct AnimSimViews.DefaultGlassEffectShape
@_exported import struct AnimSimViews.GlassEffectContainer
@_exported import struct AnimSimViews.GlassButtonStyle
@_exported import struct AnimSimViews.GlassProminentButtonStyle
#endif
