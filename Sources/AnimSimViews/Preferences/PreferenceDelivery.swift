/// One `onPreferenceChange` of a resolution: its identity, its reduced value, and the
/// action to queue when that value is new to the identity.
struct PreferenceDelivery {
    /// The modifier's identity and key: what the last delivered value is kept under.
    let key: String
    let keyName: String
    let site: SourceSite
    let value: Any
    /// Whether a previously delivered value differs from this one.
    let differs: (Any) -> Bool
    let run: () -> Void
}

/// A preference value in the order the resolution met it, for the nearest reader above.
struct PreferenceEntry {
    let key: ObjectIdentifier
    let value: Any
}

/// What each `onPreferenceChange` identity was last given, and how often it was given a new
/// value within the frame being settled (one use, one scheduled work, or the start).
///
/// The bound, a departure from SwiftUI on purpose (note U5): SwiftUI drops a reader's
/// deliveries after two per render pass, logs "Bound preference K tried to update multiple
/// times per frame." and carries on, re-rendering every frame. A scene is a pure function of
/// time and cannot re-render forever, so AnimSim lets a reader take `bound` new values while
/// one frame settles (enough for a child that reports its size, the parent that stores it,
/// and the layout that follows, even nested a few deep) and then stops with SwiftUI's
/// message as an error, placed at the `onPreferenceChange` call.
struct PreferenceLedger {
    static let bound = 4

    private var delivered: [String: Any] = [:]
    private var counts: [String: Int] = [:]

    /// A new frame starts settling: every reader's budget is whole again.
    mutating func beginFrame() { counts = [:] }

    /// The actions a resolution's deliveries call for, in tree order; the readers that left
    /// are forgotten, so one that comes back is given its value again. Throws when a reader
    /// exceeds the bound in this frame.
    mutating func actions(for deliveries: [PreferenceDelivery]) throws -> [() -> Void] {
        var actions: [() -> Void] = []
        var next: [String: Any] = [:]
        for delivery in deliveries {
            next[delivery.key] = delivery.value
            if let previous = delivered[delivery.key], !delivery.differs(previous) { continue }
            let count = counts[delivery.key, default: 0] + 1
            counts[delivery.key] = count
            if count > Self.bound {
                throw ViewHostError(site: delivery.site, message: "Bound preference \(delivery.keyName) tried to update multiple "
                    + "times per frame: its value changed \(count) times at one instant (AnimSim allows \(Self.bound)); the "
                    + "action's state change must not change the preference it reads again")
            }
            actions.append(delivery.run)
        }
        delivered = next
        return actions
    }
}

/// A view program that cannot go on: placed in the user's source.
public struct ViewHostError: Error, Equatable, Sendable, CustomStringConvertible {
    public let site: SourceSite
    public let message: String

    public var description: String { "\(site): \(message)" }
}
