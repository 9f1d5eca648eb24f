import AnimSimCore
import Foundation
import Testing
@testable import AnimSimPresentation

/// Where a press lands, as SwiftUI hit-tests: the topmost drawn view under the pointer,
/// through its transform and inside its shape, handed to the innermost view around it that
/// has a gesture, named as a script names it.
@Suite struct GestureHitTests {
    /// A card (a container with a gesture, named "card") holding a 100×100 circle at
    /// (50, 50), turned 90° and scaled 2× about its centre; a square drawn over its corner.
    static func list(rotated: Bool = false) -> DisplayList {
        let items = [
            DisplayItem(id: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400), shape: nil),
            DisplayItem(id: "root/card", frame: CGRect(x: 50, y: 50, width: 100, height: 100), shape: nil, parent: 0, depth: 1),
            DisplayItem(id: "root/card~", frame: CGRect(x: 50, y: 50, width: 100, height: 100), shape: .circle,
                        rotation: rotated ? .degrees(90) : .zero, scale: rotated ? 2 : 1, parent: 1, depth: 2),
            DisplayItem(id: "root/lid", frame: CGRect(x: 140, y: 140, width: 30, height: 30), shape: .rectangle, parent: 0, depth: 1),
        ]
        return DisplayList(size: CGSize(width: 400, height: 400), background: .white, time: 0, strategy: .animatable, state: [], items: items)
    }

    static let names = ["root": "root", "root/card": "card", "root/card~": "card~", "root/lid": "lid"]

    @Test(arguments: [
        (CGPoint(x: 100, y: 100), "card", CGPoint(x: 50, y: 50)),  // the circle's centre
        (CGPoint(x: 60, y: 100), "card", CGPoint(x: 10, y: 50)),   // inside its left edge
        (CGPoint(x: 55, y: 55), nil, nil),                          // the square corner outside the circle
        (CGPoint(x: 145, y: 145), nil, nil),                        // the lid drawn over it has no gesture
        (CGPoint(x: 300, y: 300), nil, nil),                        // nothing drawn there
    ] as [(CGPoint, String?, CGPoint?)])
    func aPressLandsOnTheDrawnView(point: CGPoint, name: String?, local: CGPoint?) {
        let hit = GestureHit.find(point, in: Self.list(), gestures: ["root/card"], names: Self.names)
        #expect(hit?.name == name, "\(String(describing: hit))")
        if let local, let hit { #expect(abs(hit.location.x - local.x) < 1e-9 && abs(hit.location.y - local.y) < 1e-9, "\(hit.location)") }
    }

    /// Scaled 2× about its centre, the circle reaches 100 pt from (100, 100): (15, 100) is
    /// on it, in the card's own points 7.5 pt from its left; unscaled it would miss.
    @Test func theTransformIsRespected() throws {
        let hit = try #require(GestureHit.find(CGPoint(x: 15, y: 100), in: Self.list(rotated: true), gestures: ["root/card~"], names: Self.names))
        #expect(hit.name == "card~")
        // Turned 90°: the pane's left is the view's bottom (local y = 100 − 7.5).
        #expect(abs(hit.location.x - 50) < 1e-9 && abs(hit.location.y - 92.5) < 1e-9, "\(hit.location)")
        #expect(GestureHit.find(CGPoint(x: 15, y: 100), in: Self.list(), gestures: ["root/card~"], names: Self.names) == nil)
    }

    /// Two views of one trace name: the script names the touched one by its node id.
    @Test func anAmbiguousNameFallsBackToTheId() throws {
        var names = Self.names
        names["root/lid"] = "card"
        let hit = try #require(GestureHit.find(CGPoint(x: 100, y: 100), in: Self.list(), gestures: ["root/card"], names: names))
        #expect(hit.name == "root/card")
    }
}
