import AnimSimCore

/// The switch look of a `Toggle`: the label leading, a 51×31 switch trailing (UISwitch's
/// frame), as wide as it is proposed. The track is the tint when on (green by default, as
/// UISwitch's, or the `.tint` above), light grey when off; the 27-pt knob sits at the end
/// the value says. Disabled, the switch is drawn at `DisabledControl.partOpacity`.
struct ToggleSwitchRow<Label: View>: _PrimitiveView {
    let label: Label
    let isOn: Bool
    let tint: Color?

    /// UISwitch's size, in points.
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let on = tint ?? context.environment.controlStyles.tint ?? .green
        let track = Capsule().fill(isOn ? on : Color(hex: 0xE9E9EA))
            .frame(width: Self.switchSize.width, height: Self.switchSize.height)
            .overlay(Circle().fill(.white).frame(width: 27, height: 27).padding(2),
                     alignment: isOn ? .trailing : .leading)
        return resolve(HStack { label; Spacer(); DisabledControl.part(track, in: context) }, in: context)
    }
}
