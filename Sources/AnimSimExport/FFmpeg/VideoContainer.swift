import Foundation

/// The video formats ffmpeg writes for us, picked by the output's extension.
public enum VideoContainer: String, CaseIterable, Sendable {
    case mp4, webm, gif, mov

    /// From the output file's extension.
    public init(fileExtension: String) throws {
        guard let container = VideoContainer(rawValue: fileExtension.lowercased()) else {
            throw ExportError.unsupportedContainer(fileExtension)
        }
        self = container
    }

    /// What a file of this container holds unless `--codec` says otherwise.
    public var defaultCodec: VideoCodec {
        switch self {
        case .mp4: .h264
        case .webm: .vp9
        case .gif: .gif
        case .mov: .prores
        }
    }

    /// The codecs this container can carry that we offer.
    public var codecs: [VideoCodec] {
        switch self {
        case .mp4: [.h264, .h265]
        case .webm: [.vp9]
        case .gif: [.gif]
        case .mov: [.prores, .h264, .h265]
        }
    }

    /// The muxer's name for `-f`.
    var muxer: String { self == .mov ? "mov" : rawValue }
}

/// `--codec`: the video encoders AnimSim drives.
public enum VideoCodec: String, CaseIterable, Sendable {
    case h264, h265, vp9, prores, gif

    /// Whether the codec can carry an alpha channel as we encode it (`--transparent`).
    public var carriesAlpha: Bool { self == .vp9 || self == .prores }

    /// Whether `--crf` means something for it.
    public var takesCRF: Bool { self == .h264 || self == .h265 || self == .vp9 }

    /// The constant rate factor used when `--crf` is not given: visually lossless for
    /// thin lines and small labels on flat colour.
    public var defaultCRF: Int {
        switch self {
        case .h264: 18
        case .h265: 22
        case .vp9: 32
        case .prores, .gif: 0
        }
    }

    /// The valid `--crf` range.
    public var crfRange: ClosedRange<Int> { self == .vp9 ? 0...63 : 0...51 }
}
