import Foundation

/// `matchedGeometryEffect(…, isSource: false)` on a view that stays (swiftui-animatable.md
/// K3): it takes its group's shared frame, the source's anchor point and size. SwiftUI
/// proposes the shared size to the follower's content and places it at the shared anchor
/// point during layout; AnimSim applies it to the resolved items of each instant, so the
/// follower tracks the source's *presented* frame (it follows a source that animates) in
/// both panes, and its content is scaled into the new frame (`MatchedFrames.scaled`: exact
/// for content that fills its proposal). Layout around the follower keeps the follower's
/// own size, as SwiftUI's does (the effect's size is its own only when matched as source).
extension PresentationGraph {
    func withMatchedFollowers(_ items: DisplayItems) -> DisplayItems {
        guard !matchedNodes.isEmpty else { return items }
        var sources: [String: String] = [:], followers: [(id: String, match: MatchedGeometry)] = []
        for node in matchedNodes.sorted() {
            guard let match = graph.styles[node].matchedGeometry else { continue }
            if match.isSource {
                if sources[match.group] == nil { sources[match.group] = ids[node] }
            } else {
                followers.append((ids[node], match))
            }
        }
        guard !followers.isEmpty else { return items }
        var position: [String: Int] = [:]
        for index in items.indices { position[items[index].id] = index }
        var items = items
        for follower in followers {
            guard let sourceId = sources[follower.match.group], let source = position[sourceId],
                  let index = position[follower.id], items[index].phase != .removal else { continue }
            let own = items[index].frame
            let target = follower.match.frame(matching: items[source].frame, own: own)
            guard target != own else { continue }
            // The follower and everything inside it, parents first.
            var inside: Set<Int> = [index]
            for other in index..<items.endIndex {
                guard other == index || items[other].parent.map(inside.contains) == true else { continue }
                inside.insert(other)
                var item = items[other]
                let relative = CGRect(x: item.frame.minX - own.minX, y: item.frame.minY - own.minY,
                                      width: item.frame.width, height: item.frame.height)
                let scaled = MatchedFrames.scaled(relative, from: own.size, to: target.size)
                item.frame = scaled.offsetBy(dx: target.minX, dy: target.minY)
                items[other] = item
            }
        }
        return items
    }
}
