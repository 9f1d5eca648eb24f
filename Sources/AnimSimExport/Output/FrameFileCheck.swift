import AnimSimCairo
import Foundation

/// Whether a frame file that `--resume` finds is one it may keep: a whole PNG of the
/// render's pixel size.
///
/// Frames are written atomically, so a kill never leaves half of one under its final name;
/// but a copy, a sync tool or a crashed file system can, and the case is an empty
/// `frame_00070.png`. The file is decoded with libspng, which checks every chunk's CRC and
/// the zlib stream's checksum, and its last 12 bytes must be the IEND chunk (libspng stops
/// after the image data and would accept a file cut just before IEND). A structural check
/// alone (signature, IHDR, IEND) would miss a hole inside the image data; decoding costs a
/// few milliseconds a frame (see docs/cli.md for figures), paid once per kept frame.
public enum FrameFileCheck {
    /// IEND: length 0, type, and the CRC of the type.
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// nil if `path` holds a whole `width`×`height` PNG, otherwise what is wrong with it.
    public static func problem(at path: String, width: Int, height: Int) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "it cannot be read" }
        if data.isEmpty { return "it is empty" }
        let bytes = [UInt8](data)
        guard bytes.count > iend.count, Array(bytes.suffix(iend.count)) == iend else {
            return "it does not end with a PNG's IEND chunk (cut short?)"
        }
        let size: (width: Int, height: Int)
        do { size = try PNGDecoder().validate(bytes) } catch { return "it is not a valid PNG (\(error))" }
        guard size == (width, height) else {
            return "it is \(size.width)×\(size.height) pixels, not \(width)×\(height)"
        }
        return nil
    }
}
