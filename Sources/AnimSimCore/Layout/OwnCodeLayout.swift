import Foundation

/// A layout whose pass runs AnimSim's code and nothing else: no closure and no layout of the
/// user's. A view host lays each update's tree out once only for what a layout does besides
/// placing views (a `@State` written back from `placeSubviews`, article 000), and drops the
/// result; a tree of these layouts, with no binding among its layout values for one of them
/// to write through (`WritableValue`), gives that pass nothing to do (AnimSimViews'
/// `LayoutPassNeed`).
///
/// The stacks, the modifiers and the core's article layouts are. `AlignmentGuideLayout` is
/// not: it calls the user's `computeValue`. `AnyLayout` is whatever it wraps
/// (`AnyLayout.wrappedType`). A layout left off this list only costs the pass it would save.
package protocol OwnCodeLayout {}

extension HStackLayout: OwnCodeLayout {}
extension VStackLayout: OwnCodeLayout {}
extension ZStackLayout: OwnCodeLayout {}

extension FrameLayout: OwnCodeLayout {}
extension FlexibleFrameLayout: OwnCodeLayout {}
extension PaddingLayout: OwnCodeLayout {}
extension OffsetLayout: OwnCodeLayout {}
extension PositionLayout: OwnCodeLayout {}
extension FixedSizeLayout: OwnCodeLayout {}
extension AspectRatioLayout: OwnCodeLayout {}
extension SecondaryLayout: OwnCodeLayout {}

extension WheelLayout: OwnCodeLayout {}
extension LoopingWheelLayout: OwnCodeLayout {}
extension RecursiveWheelLayout: OwnCodeLayout {}
extension InterpolatedLayout: OwnCodeLayout {}
extension ComposedLayout: OwnCodeLayout {}
extension WaveLayout: OwnCodeLayout {}
extension TreeLayout: OwnCodeLayout {}
extension FlowLayout: OwnCodeLayout {}
extension WaterfallLayout: OwnCodeLayout {}
extension CircularLayout: OwnCodeLayout {}
extension CachedStackLayout: OwnCodeLayout {}
extension CustomVStackLayout: OwnCodeLayout {}
extension CrashLayout: OwnCodeLayout {}

/// A layout value a layout can write through, and so run code of the user's from its pass:
/// a `Binding` (a view's `$state` under `WheelRotationKey`, which `WheelLayout` writes).
package protocol WritableValue {}

extension Binding: WritableValue {}

extension LayoutValues {
    /// Whether any of these values is one a layout can write through (`WritableValue`).
    package var holdsWritableValue: Bool {
        !storage.isEmpty && storage.values.contains { $0 is any WritableValue }
    }
}

extension AnyLayout {
    /// The type of the layout this one wraps: what decides whether its pass runs the user's code.
    package var wrappedType: any Layout.Type { box.type }
}
