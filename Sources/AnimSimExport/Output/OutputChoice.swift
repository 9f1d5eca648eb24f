import Foundation

/// What `-o PATH` means, from its extension (or `--format`): a folder or a `NAME_%05d.png`
/// pattern for a PNG sequence, `NAME.png` with `--still` for one frame, or a video file.
/// Anything else is refused with the list of what is known, never guessed.
public enum OutputChoice {
    /// One line per format, for errors and `--help`.
    public static let knownFormats = """
        a folder (frames/) or a pattern (frames/f_%05d.png): PNG sequence
          NAME.png with --still SECONDS or --still-frame N: one frame
          NAME.svg with --still SECONDS or --still-frame N: one frame as a static SVG
          .mp4: H.264 (--codec h265 for H.265)
          .webm: VP9
          .gif: GIF
          .mov: ProRes 4444 (--codec h264 or h265 also fit)
        """

    public struct Request: Sendable {
        public var path: String?
        /// `--format`, overriding the extension.
        public var format: Format?
        public var still: RenderJob.StillTime?
        public var contactSheetOnly = false
        public var codec: VideoCodec?
        public var crf: Int?
        public var transparent = false

        public init(path: String? = nil, format: Format? = nil, still: RenderJob.StillTime? = nil) {
            self.path = path
            self.format = format
            self.still = still
        }
    }

    /// What frames are written as: PNG files or a video container.
    public enum Format: Equatable, Sendable {
        case png
        case video(VideoContainer)
    }

    public static func resolve(_ request: Request) throws(OutputChoiceError) -> RenderJob.Output {
        if request.path == nil, request.contactSheetOnly, request.still == nil { return .none }
        if let still = request.still {
            let path = request.path ?? "still.png"
            let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
            // NAME.svg: the same still as a static SVG (written by the render command).
            let isPNG = request.format.map { $0 == .png } ?? (ext == "png" || ext == "svg")
            guard isPNG else {
                throw OutputChoiceError("a still is one PNG or SVG file: give -o NAME.png or NAME.svg, not '\(path)'")
            }
            return .still(file: URL(fileURLWithPath: path), at: still)
        }
        let path = request.path ?? "frames"
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let existingDirectory = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        let format: Format
        if let given = request.format {
            format = given
        } else {
            let ext = path.hasSuffix("/") || existingDirectory ? "" : url.pathExtension.lowercased()
            if ext.isEmpty { return .pngSequence(directory: URL(fileURLWithPath: path, isDirectory: true)) }
            if ext == "png" {
                format = .png
            } else if let container = VideoContainer(rawValue: ext) {
                format = .video(container)
            } else {
                throw OutputChoiceError("unknown output format '.\(ext)' (\(path)); the known formats are:\n  " + knownFormats)
            }
        }
        switch format {
        case .png:
            if request.format != nil && url.pathExtension.isEmpty {
                return .pngSequence(directory: URL(fileURLWithPath: path, isDirectory: true))
            }
            guard let pattern = FramePattern(fileName: url.lastPathComponent) else {
                throw OutputChoiceError("'\(path)' names one file: add --still SECONDS (or --still-frame N) for one frame, "
                    + "or give a folder (frames/) or a pattern (frames/f_%05d.png) for a sequence")
            }
            return .pngSequence(directory: url.deletingLastPathComponent(), pattern: pattern)
        case .video(let container):
            let settings = VideoSettings(container: container, codec: request.codec, crf: request.crf, transparent: request.transparent)
            if let problem = settings.problem() { throw OutputChoiceError(problem) }
            return .video(file: url, settings: settings)
        }
    }
}

public struct OutputChoiceError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// `-q l|m|h|p|k`, Manim's quality flags: output size and frame rate together.
public enum QualityPreset: String, CaseIterable, Sendable {
    case l, m, h, p, k

    public var size: (width: Int, height: Int) {
        switch self {
        case .l: (854, 480)
        case .m: (1280, 720)
        case .h: (1920, 1080)
        case .p: (2560, 1440)
        case .k: (3840, 2160)
        }
    }

    public var fps: Double { self == .l ? 15 : self == .m ? 30 : 60 }

    public static var help: String {
        allCases.map { "\($0.rawValue) \($0.size.width)x\($0.size.height)@\(Int($0.fps))" }.joined(separator: ", ")
    }
}
