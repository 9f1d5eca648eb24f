import Foundation

/// One stable line, as display items print themselves: kind, geometry to 4 decimals, stops
/// as colour@location, colour space. `linear(0.5,0,0.5,1;#FF3B30@0,#007AFF@1;perceptual)`.
extension GradientPaint: CustomStringConvertible {
    public var description: String {
        let geometry = self.geometry.map { CGFloat($0).formatted }.joined(separator: ",")
        let stops = self.stops.map { "\($0.color)@\(CGFloat($0.location).formatted)" }.joined(separator: ",")
        return "\(kind.rawValue)(\(geometry);\(stops);\(colorSpace.rawValue))"
    }
}
