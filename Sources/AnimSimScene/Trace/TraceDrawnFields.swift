import AnimSimCore
import Foundation

/// What `--against` compares of a view's drawing beyond frame, rotation and scale: its
/// whole drawn transform and each geometry effect's matrix and presented `animatableData`,
/// where the golden holds them (goldens recorded before them compare as before).
enum TraceDrawnFields {
    static func append(_ view: TraceDocument.View, _ item: DisplayItem, stored: inout [Double], current: inout [Double],
                       fields: inout [String]) {
        if let golden = view.transform, golden.count == 9 {
            let now = item.transform.entries.map(Double.init)
            stored += golden
            current += now
            fields += ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"].map { "transform." + $0 }
        }
        for (k, effect) in (view.effects ?? []).enumerated() {
            let now = k < item.effects.count ? item.effects[k] : nil
            let matrix = now.map { $0.matrix.entries.map(Double.init) } ?? []
            for (j, value) in effect.matrix.enumerated() {
                stored.append(value)
                current.append(j < matrix.count ? matrix[j] : .nan)
                fields.append("effects[\(k)].matrix[\(j)]")
            }
            for (j, value) in effect.animatableData.enumerated() {
                stored.append(value)
                current.append(now.flatMap { j < $0.animatableData.count ? $0.animatableData[j] : nil } ?? .nan)
                fields.append("effects[\(k)].animatableData[\(j)]")
            }
        }
    }
}
