#if os(Linux)
/// What `import AVFoundation` brings to a user's Swift file on Linux (the file is compiled
/// with `-module-alias AVFoundation=AnimSimAVFoundation`): the sound a SwiftUI animation demo
/// plays on a tap, silent. A canvas has no speaker, so each player loads nothing, plays
/// nothing and reports that it is not playing; the animation runs as written around it.
@_exported import Foundation

/// AVFoundation's `AVAudioPlayer`, silent.
open class AVAudioPlayer {
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var rate: Float = 1
    public var enableRate = false
    public var currentTime: TimeInterval = 0
    public let url: URL?
    public var isPlaying: Bool { false }
    public var duration: TimeInterval { 0 }

    public init(contentsOf url: URL) throws { self.url = url }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { self.url = url }
    public init(data: Data) throws { url = nil }

    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool { true }
    @discardableResult public func play(atTime time: TimeInterval) -> Bool { true }
    public func pause() {}
    public func stop() {}
    public func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
}

/// AVFoundation's `AVAudioSession`: categories and activation accepted, nothing routed.
open class AVAudioSession {
    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }

    public struct Category: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "ambient")
        public static let soloAmbient = Category(rawValue: "soloAmbient")
        public static let playback = Category(rawValue: "playback")
        public static let record = Category(rawValue: "record")
        public static let playAndRecord = Category(rawValue: "playAndRecord")
    }

    public struct Mode: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "default")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
    }

    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {}
    public func setActive(_ active: Bool) throws {}
}

/// AudioToolbox's system sounds, which AVFoundation brings on iOS: silent.
public typealias SystemSoundID = UInt32

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
#endif
