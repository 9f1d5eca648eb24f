import AnimSimCore
import Foundation

/// A view's gradient in a trace, so a test (or a user) reads a stop's colour at an instant:
/// `{"kind": "linear", "geometry": [x0, y0, x1, y1], "colorSpace": "perceptual",
/// "stops": [[red, green, blue, opacity, location], …]}`, colours in sRGB 0…1 as `fill`
/// is written, geometry in the gradient's own terms (`GradientPaint.geometry`: unit points,
/// points, fractions or radians), the stops as drawn at that instant (an animation between
/// different stop lists shows the union of their locations).
enum GradientTrace {
    static func write(_ gradient: GradientPaint, _ json: inout JSONStream) {
        json.object { json in
            json.key("kind"); json.string(gradient.kind.rawValue)
            json.key("geometry")
            json.array(oneLine: true) { json in for value in gradient.geometry { json.number(value) } }
            json.key("colorSpace"); json.string(gradient.colorSpace.rawValue)
            json.key("stops")
            json.array { json in
                for stop in gradient.stops {
                    let c = stop.color
                    json.array(oneLine: true) { json in
                        json.number(c.red); json.number(c.green); json.number(c.blue); json.number(c.opacity); json.number(stop.location)
                    }
                }
            }
        }
    }
}
