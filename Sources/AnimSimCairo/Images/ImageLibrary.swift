import AnimSimCore
import Foundation

/// The pictures views draw (`DrawnImage`), decoded once per file and kept for the process:
/// layout asks a file's size (`ImageDecoding`) and every frame paints its pixels, so one
/// decode serves both. PNG is decoded with libspng (premultiplied, as Cairo paints); what it
/// cannot decode answers why, which the view layer places at the file:
/// - JPEG: no JPEG decoder is linked (the renderer's libraries are cairo and spng);
/// - PDF and SVG, an image set's vector files: AnimSim draws no vector images;
/// - a PNG whose bytes fail libspng's checks (a chunk's CRC, the zlib stream): its message.
/// Thread-safe: render workers paint from several threads.
public final class ImageLibrary: ImageDecoding, @unchecked Sendable {
    public static let shared = ImageLibrary()

    private var decoded: [String: Result<PixelBuffer, ImageDecodingFailure>] = [:]
    private let lock = NSLock()

    public init() {}

    public func pixelSize(ofImageAt path: String) -> Result<(width: Int, height: Int), ImageDecodingFailure> {
        pixels(ofImageAt: path).map { ($0.width, $0.height) }
    }

    /// The file's pixels, premultiplied BGRA (Cairo's ARGB32), decoded on first use.
    public func pixels(ofImageAt path: String) -> Result<PixelBuffer, ImageDecodingFailure> {
        lock.lock()
        defer { lock.unlock() }
        if let known = decoded[path] { return known }
        let result = Self.decode(path)
        decoded[path] = result
        return result
    }

    static func decode(_ path: String) -> Result<PixelBuffer, ImageDecodingFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImageDecodingFailure("cannot read the image file"))
        }
        let bytes = [UInt8](data)
        switch ImageFormat(sniffing: bytes) {
        case .png:
            do { return .success(try PNGDecoder().decode(bytes)) } catch {
                return .failure(ImageDecodingFailure("not a valid PNG (\(error)); re-export it from an image editor"))
            }
        case .jpeg:
            return .failure(ImageDecodingFailure("JPEG is not decoded on Linux (AnimSim reads PNG); save the picture as PNG"))
        case .pdf, .svg:
            return .failure(ImageDecodingFailure("a vector image (PDF or SVG) is not drawn on Linux; add a PNG at 2x to the image set"))
        case nil:
            return .failure(ImageDecodingFailure("not an image AnimSim can read (it reads PNG)"))
        }
    }
}

/// What a file holds, from its first bytes (not its name: a `.png` may be a renamed JPEG).
enum ImageFormat {
    case png, jpeg, pdf, svg

    init?(sniffing bytes: [UInt8]) {
        let head = bytes.prefix(512)
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png; return }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if head.starts(with: Array("%PDF".utf8)) { self = .pdf; return }
        let text = String(decoding: head, as: UTF8.self)
        if text.contains("<svg") { self = .svg; return }
        return nil
    }
}
