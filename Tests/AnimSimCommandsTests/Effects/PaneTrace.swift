import Foundation
import Testing

/// One instant of `animsim trace --at`: each pane's views by id (the first of an id, as
/// drawn), for the tests that read effects from a SwiftUI file's trace.
enum PaneTrace {
    typealias View = [String: Any]

    static func panes(_ output: String) throws -> [String: [String: View]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [String: View]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            var views: [String: View] = [:]
            for view in pane["views"] as? [View] ?? [] { if let id = view["id"] as? String, views[id] == nil { views[id] = view } }
            panes[pane["strategy"] as! String] = views
        }
        return panes
    }
}
