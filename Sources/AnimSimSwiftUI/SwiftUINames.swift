#if os(Linux)
/// What `import SwiftUI` brings to a user's Swift file on Linux (`animsim play ContentView.swift`;
/// the file is compiled with `-module-alias SwiftUI=AnimSimSwiftUI`): SwiftUI's names, each
/// re-exported on its own from the core or the view layer, and nothing of AnimSim's own.
///
/// Scoped imports, not `@_exported import AnimSimCore`: a SwiftUI file declares its own
/// `WheelLayout`, `Scene` or `Strategy`, and the core's names must not meet them. Members of
/// extensions stay visible (Swift does not scope them), so `.frame`, `.padding`, … come along.
/// Foundation is exported whole, as Apple's SwiftUI exports it (`Date`, `CGFloat`, `sin`).
/// A name added here is a name a user's file can no longer declare without shadowing it: the
/// list is checked against `Tests/AnimSimCommandsTests/SwiftFiles/SwiftUINames.txt` (SwiftUINamesTests).
@_exported import Foundation
@_exported import AnimSimCombine
// Apple's SwiftUI re-exports Observation (`@Observable` with `import SwiftUI` alone) and, on
// iOS, UIKit: AnimSim's few UIKit names (`UIColor`, `UIScreen`, the feedback generators).
@_exported import Observation
@_exported import AnimSimUIKit
// The whole modules for this module's own code; only the names below (and those of
// `SwiftUINames+Layout.swift`) are exported.
import AnimSimCore
import AnimSimViews

// Views, builders and modifiers.
@_exported import protocol AnimSimViews.View
@_exported import enum AnimSimViews.ViewBuilder
@_exported import protocol AnimSimViews.ViewModifier
@_exported import struct AnimSimViews.ModifiedContent
@_exported import protocol AnimSimViews.AnimatableModifier
@_exported import struct AnimSimViews.PlaceholderContentView
@_exported import struct AnimSimViews.TupleView
@_exported import struct AnimSimViews._ConditionalContent
@_exported import struct AnimSimViews.AnyView
@_exported import struct AnimSimViews.EmptyView
@_exported import struct AnimSimViews.Group
@_exported import struct AnimSimViews.ForEach
@_exported import struct AnimSimViews.HStack
@_exported import struct AnimSimViews.VStack
@_exported import struct AnimSimViews.ZStack
@_exported import struct AnimSimViews.LazyVStack
@_exported import struct AnimSimViews.LazyHStack
@_exported import struct AnimSimViews.LazyVGrid
@_exported import struct AnimSimViews.Grid
@_exported import struct AnimSimViews.GridRow
@_exported import struct AnimSimCore.GridLayout
@_exported import struct AnimSimViews.LazyHGrid
@_exported import struct AnimSimViews.PinnedScrollableViews
@_exported import struct AnimSimViews.Text
@_exported import struct AnimSimViews.Font
@_exported import enum AnimSimCore.ContentTransition
@_exported import protocol AnimSimViews.Shape
@_exported import protocol AnimSimViews.InsettableShape
@_exported import struct AnimSimViews.Rectangle
@_exported import struct AnimSimViews.RoundedRectangle
@_exported import struct AnimSimViews.UnevenRoundedRectangle
@_exported import struct AnimSimCore.RectangleCornerRadii
@_exported import enum AnimSimCore.RoundedCornerStyle
@_exported import struct AnimSimViews.Circle
@_exported import struct AnimSimViews.Capsule
@_exported import struct AnimSimViews.Ellipse
@_exported import struct AnimSimCore.AnyShape
@_exported import enum AnimSimCore.ShapeRole
@_exported import enum AnimSimCore.CGLineCap
@_exported import enum AnimSimCore.CGLineJoin
@_exported import struct AnimSimCore.OffsetShape
@_exported import struct AnimSimCore.ScaledShape
@_exported import struct AnimSimCore.RotatedShape
@_exported import struct AnimSimCore.TransformedShape
@_exported import struct AnimSimViews.ScrollView
// Scroll targets (accepted without effect: the scroll view rests at offset 0).
@_exported import protocol AnimSimViews.ScrollTargetBehavior
@_exported import struct AnimSimViews.PagingScrollTargetBehavior
@_exported import struct AnimSimViews.ViewAlignedScrollTargetBehavior
@_exported import struct AnimSimViews.ContentMarginPlacement
// Effects read from the drawn frame: `.visualEffect` and `.scrollTransition`.
@_exported import protocol AnimSimViews.VisualEffect
@_exported import struct AnimSimViews.EmptyVisualEffect
@_exported import enum AnimSimViews.ScrollTransitionPhase
@_exported import struct AnimSimViews.ScrollTransitionConfiguration
@_exported import struct AnimSimViews.UnitCurve
@_exported import struct AnimSimCore.FillStyle
// Paints (#39): gradients and the ShapeStyle they share with Color.
@_exported import protocol AnimSimViews.ShapeStyle
@_exported import struct AnimSimViews.Gradient
@_exported import struct AnimSimViews.AnyGradient
@_exported import struct AnimSimViews.AnyShapeStyle
@_exported import struct AnimSimViews.Material
@_exported import struct AnimSimViews.MeshGradient
@_exported import struct AnimSimViews.LinearGradient
@_exported import struct AnimSimViews.RadialGradient
@_exported import struct AnimSimViews.EllipticalGradient
@_exported import struct AnimSimViews.AngularGradient
@_exported import class AnimSimViews.UIColor
@_exported import typealias AnimSimViews._ColorLiteralType
@_exported import typealias AnimSimViews._ImageLiteralType
@_exported import struct AnimSimViews.Spacer
@_exported import struct AnimSimViews.Divider
@_exported import struct AnimSimViews.GeometryReader
@_exported import struct AnimSimViews.GeometryProxy
@_exported import enum AnimSimViews.CoordinateSpace
@_exported import struct AnimSimViews.Image
@_exported import struct AnimSimViews.ImageResource
@_exported import struct AnimSimViews.ColorResource
@_exported import struct AnimSimViews.HierarchicalShapeStyle
@_exported import struct AnimSimViews.TintShapeStyle
@_exported import protocol AnimSimViews.SymbolEffect
@_exported import protocol AnimSimViews.DiscreteSymbolEffect
@_exported import protocol AnimSimViews.IndefiniteSymbolEffect
@_exported import struct AnimSimViews.BounceSymbolEffect
@_exported import struct AnimSimViews.PulseSymbolEffect
@_exported import struct AnimSimViews.ScaleSymbolEffect
@_exported import struct AnimSimViews.VariableColorSymbolEffect
@_exported import struct AnimSimViews.WiggleSymbolEffect
@_exported import struct AnimSimViews.RotateSymbolEffect
@_exported import struct AnimSimViews.BreatheSymbolEffect
@_exported import struct AnimSimViews.SymbolEffectOptions
@_exported import struct AnimSimViews.ReplaceSymbolEffect
@_exported import struct AnimSimViews.AutomaticSymbolEffect
@_exported import protocol AnimSimViews.ContentTransitionSymbolEffect

// State, environment and transactions.
@_exported import struct AnimSimViews.State
@_exported import struct AnimSimViews.Environment
@_exported import struct AnimSimViews.EnvironmentValues
@_exported import enum AnimSimViews.ColorScheme
@_exported import enum AnimSimViews.UserInterfaceSizeClass
@_exported import struct AnimSimViews.Transaction
@_exported import func AnimSimViews.withAnimation
@_exported import func AnimSimViews.withTransaction
@_exported import struct AnimSimViews.StateObject
@_exported import struct AnimSimViews.ObservedObject
@_exported import struct AnimSimViews.EnvironmentObject
@_exported import protocol AnimSimViews.PreferenceKey
@_exported import struct AnimSimViews.Namespace
@_exported import struct AnimSimViews.MatchedGeometryProperties

// The containers and modifiers around an animation (issue 40): navigation, lists, tabs.
@_exported import struct AnimSimViews.NavigationStack
@_exported import struct AnimSimViews.NavigationView
@_exported import struct AnimSimViews.NavigationLink
@_exported import enum AnimSimViews.NavigationBarItem
@_exported import struct AnimSimViews.ToolbarItem
@_exported import struct AnimSimViews.ToolbarItemGroup
@_exported import enum AnimSimViews.ToolbarItemPlacement
@_exported import enum AnimSimViews.ToolbarPlacement
@_exported import enum AnimSimViews.Visibility
@_exported import struct AnimSimViews.List
@_exported import struct AnimSimViews.Form
@_exported import struct AnimSimViews.Section
@_exported import struct AnimSimViews.TabView
@_exported import struct AnimSimViews.Label
@_exported import protocol AnimSimViews.ListStyle
@_exported import struct AnimSimViews.PlainListStyle
@_exported import struct AnimSimViews.GroupedListStyle
@_exported import struct AnimSimViews.InsetGroupedListStyle
@_exported import struct AnimSimViews.InsetListStyle
@_exported import struct AnimSimViews.SidebarListStyle
@_exported import struct AnimSimViews.DefaultListStyle
@_exported import struct AnimSimViews.SafeAreaRegions
@_exported import enum AnimSimViews.VerticalEdge
@_exported import struct AnimSimViews.SensoryFeedback
@_exported import struct AnimSimViews.PresentationMode
@_exported import struct AnimSimViews.DismissAction
@_exported import enum AnimSimViews.TextAlignment
@_exported import struct AnimSimViews.LocalizedStringKey

// Controls.
@_exported import struct AnimSimViews.Button
@_exported import struct AnimSimViews.Toggle
@_exported import struct AnimSimViews.Slider
@_exported import struct AnimSimViews.Stepper
@_exported import struct AnimSimViews.TextField
@_exported import struct AnimSimViews.SecureField
@_exported import protocol AnimSimViews.TextFieldStyle
@_exported import struct AnimSimViews.DefaultTextFieldStyle
@_exported import struct AnimSimViews.PlainTextFieldStyle
@_exported import struct AnimSimViews.RoundedBorderTextFieldStyle
@_exported import struct AnimSimViews.TextInputAutocapitalization
@_exported import struct AnimSimViews.SubmitLabel
@_exported import struct AnimSimViews.SubmitTriggers
@_exported import struct AnimSimViews.FocusState
@_exported import struct AnimSimViews.Picker
@_exported import protocol AnimSimViews.PickerStyle
@_exported import struct AnimSimViews.DefaultPickerStyle
@_exported import struct AnimSimViews.InlinePickerStyle
@_exported import struct AnimSimViews.MenuPickerStyle
@_exported import struct AnimSimViews.SegmentedPickerStyle
@_exported import struct AnimSimViews.WheelPickerStyle
// Button and toggle styles (AnimSimViews/Styles).
@_exported import protocol AnimSimViews.ButtonStyle
@_exported import struct AnimSimViews.ButtonStyleConfiguration
@_exported import struct AnimSimViews.ButtonRole
@_exported import protocol AnimSimViews.PrimitiveButtonStyle
@_exported import struct AnimSimViews.PrimitiveButtonStyleConfiguration
@_exported import struct AnimSimViews.PlainButtonStyle
@_exported import struct AnimSimViews.BorderlessButtonStyle
@_exported import struct AnimSimViews.BorderedButtonStyle
@_exported import struct AnimSimViews.BorderedProminentButtonStyle
@_exported import typealias AnimSimViews.DefaultButtonStyle
@_exported import struct AnimSimViews.ButtonBorderShape
@_exported import enum AnimSimViews.ControlSize
@_exported import protocol AnimSimViews.ToggleStyle
@_exported import struct AnimSimViews.ToggleStyleConfiguration
@_exported import struct AnimSimViews.SwitchToggleStyle
@_exported import struct AnimSimViews.ButtonToggleStyle
@_exported import typealias AnimSimViews.DefaultToggleStyle
@_exported import struct AnimSimViews.SymbolRenderingMode

// Animators and gestures (AnimSimViews/Animators, AnimSimViews/Gestures).
@_exported import struct AnimSimViews.PhaseAnimator
@_exported import protocol AnimSimViews.Gesture
@_exported import struct AnimSimViews.GestureState
@_exported import struct AnimSimViews.GestureMask
@_exported import struct AnimSimViews.ContentShapeKinds
@_exported import struct AnimSimViews.TapGesture
@_exported import struct AnimSimViews.SpatialTapGesture
@_exported import struct AnimSimViews.LongPressGesture
@_exported import struct AnimSimViews.DragGesture
@_exported import struct AnimSimViews.MagnifyGesture
@_exported import struct AnimSimViews.MagnificationGesture
@_exported import struct AnimSimViews.RotateGesture
@_exported import struct AnimSimViews.RotationGesture
@_exported import typealias AnimSimViews._ChangedGesture
@_exported import typealias AnimSimViews._EndedGesture
@_exported import struct AnimSimViews.GestureStateGesture
@_exported import struct AnimSimViews._MapGesture
@_exported import struct AnimSimViews.SimultaneousGesture
@_exported import struct AnimSimViews.ExclusiveGesture
@_exported import struct AnimSimViews.KeyframeAnimator
@_exported import struct AnimSimViews.KeyframeTrack
@_exported import protocol AnimSimViews.KeyframeTrackContent
@_exported import enum AnimSimViews.KeyframeTrackContentBuilder
@_exported import protocol AnimSimViews.Keyframes
@_exported import enum AnimSimViews.KeyframesBuilder
@_exported import struct AnimSimViews.TimelineView
@_exported import struct AnimSimViews.TimelineViewDefaultContext
@_exported import protocol AnimSimViews.TimelineSchedule
@_exported import enum AnimSimViews.TimelineScheduleMode
@_exported import struct AnimSimViews.AnimationTimelineSchedule
@_exported import struct AnimSimViews.PeriodicTimelineSchedule
@_exported import struct AnimSimViews.EveryMinuteTimelineSchedule
@_exported import struct AnimSimViews.ExplicitTimelineSchedule
// Canvas (issue 40): a view drawn by a renderer into a GraphicsContext.
@_exported import struct AnimSimViews.Canvas
@_exported import struct AnimSimViews.GraphicsContext
@_exported import enum AnimSimViews.ColorRenderingMode

/// SwiftUI's `AnyTransition` (`.opacity`, `.move(edge:)`, `.asymmetric(…)`) is the core's
/// `Transition`, which `.transition(_:)` takes; only SwiftUI's spelling is exported.
public typealias AnyTransition = AnimSimCore.Transition

/// `DispatchQueue.main.asyncAfter` runs on the scene's clock (the view layer's own types), as
/// in `import AnimSim`: declared here, they shadow Dispatch's, which Foundation exports.
public typealias DispatchQueue = AnimSimViews.DispatchQueue
public typealias DispatchTime = AnimSimViews.DispatchTime
public typealias DispatchTimeInterval = AnimSimViews.DispatchTimeInterval

/// `Timer.scheduledTimer` and `Timer.publish(every:on:in:).autoconnect()` with `.onReceive`
/// fire on the scene's clock too: Foundation's `Timer` shadowed the same way.
public typealias Timer = AnimSimViews.Timer
#endif
