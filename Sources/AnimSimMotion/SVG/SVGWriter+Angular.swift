import AnimSimCore
import Foundation

/// An angular (conic) gradient that animates, in the animated SVG. SVG has no conic
/// gradient; the still draws one as a pattern of 180 flat pie sectors, each the colour at
/// its middle angle (`SVGGradient.sectors`). Animated, each sector's colour (and opacity,
/// when some key is translucent) is keyed on the gradient track's keys, straight in time
/// between them as SMIL interpolates colours, so the sectors change colour as the stops and
/// the start and end angles move (R1's rule at every key, gaps included). The pattern's
/// centre and rect are the first frame's: a conic gradient whose centre or view size
/// animates keeps its first frame's sectors' places (docs/motion-export.md).
extension SVGWriter {
    func angularServer(_ track: GradientTrack, id: String, first: Int, transform: String?) -> (defs: String, url: String) {
        let serverID = SVGGradient.serverID(id)
        let timeline = SMILTimeline(keyframes: track.keyframes, firstFrame: first, lastFrame: lastFrame)
        let opaque = timeline.samples.allSatisfy { k in track.gradients[k].renderedStops.allSatisfy { $0.color.opacity >= 1 } }
        let colours = SVGGradient.SectorColours(opaque: opaque) { sector, count in
            let angle = SVGGradient.sectorAngle(sector, of: count)
            let keyed = timeline.samples.map { track.gradients[$0].angularColor(at: angle) }
            var out = ""
            let fills = keyed.map(\.hexRGB)
            if Set(fills).count > 1 {
                out += "<animate attributeName=\"fill\" \(timing(timeline)) values=\"\(fills.joined(separator: ";"))\"/>"
            }
            let opacities = keyed.map { SVGNumber.format(min(max($0.opacity, 0), 1), digits: 4) }
            if !opaque, Set(opacities).count > 1 {
                out += "<animate attributeName=\"fill-opacity\" \(timing(timeline)) values=\"\(opacities.joined(separator: ";"))\"/>"
            }
            return out
        }
        let pattern = SVGGradient.sectors(track.gradients[0], rect: track.rects[0], id: serverID, transform: transform, colours: colours)
        return ("<defs>\n\(pattern)\n</defs>\n", "url(#\(serverID))")
    }
}
