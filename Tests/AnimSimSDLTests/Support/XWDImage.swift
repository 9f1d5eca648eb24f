import AnimSimCairo
import Foundation

/// Decodes an X Window Dump, the file `xwd -id WINDOW` writes, into a `PixelBuffer`.
///
/// Window tests read the window's pixels with `xwd` rather than ImageMagick's `import`
/// because `import -window ID` holds a server grab (`XGrabServer`) while it reads the
/// image: every other client, the player under test among them, is frozen for that time,
/// and a grab is one more thing that can stall between two processes. `xwd -id` sends one
/// `GetImage` request and grabs nothing.
///
/// The format is X11's `XWDFile.h`: a header of big-endian 32-bit fields, the window's
/// name, `ncolors` colour entries of 12 bytes, then the image rows, `bytes_per_line` each,
/// in the byte order the header states. Only what an Xvfb screen of depth 24 gives is
/// read (ZPixmap, 32 bits per pixel, TrueColor masks); anything else is refused by name.
struct XWDImage {
    /// The header's fields this decoder reads, by their index among its 32-bit words.
    private enum Field: Int {
        case headerSize = 0, fileVersion = 1, pixmapFormat = 2, pixmapWidth = 4, pixmapHeight = 5,
             byteOrder = 7, bitsPerPixel = 11, bytesPerLine = 12, redMask = 14, greenMask = 15,
             blueMask = 16, colourCount = 19
    }

    /// The size of one `XWDColor` entry: a 32-bit pixel, three 16-bit channels, flags, pad.
    private static let colourEntrySize = 12
    private static let zPixmap: UInt32 = 2

    let pixels: PixelBuffer

    init(contentsOf file: URL) throws {
        try self.init(data: [UInt8](try Data(contentsOf: file)))
    }

    init(data: [UInt8]) throws {
        func field(_ field: Field) throws -> UInt32 {
            let offset = field.rawValue * 4
            guard offset + 4 <= data.count else { throw TestFailure("xwd: the header ends at byte \(data.count)") }
            return data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard try field(.fileVersion) == 7 else { throw TestFailure("xwd: file version \(try field(.fileVersion)), not 7") }
        guard try field(.pixmapFormat) == Self.zPixmap, try field(.bitsPerPixel) == 32 else {
            throw TestFailure("xwd: format \(try field(.pixmapFormat)) at \(try field(.bitsPerPixel)) bits per pixel; "
                              + "only ZPixmap at 32 bits (an Xvfb screen of depth 24) is read")
        }
        let width = Int(try field(.pixmapWidth)), height = Int(try field(.pixmapHeight))
        let rowBytes = Int(try field(.bytesPerLine))
        let start = Int(try field(.headerSize)) + Int(try field(.colourCount)) * Self.colourEntrySize
        guard rowBytes >= width * 4, start + rowBytes * height <= data.count else {
            throw TestFailure("xwd: \(data.count) bytes do not hold \(width)×\(height) at \(rowBytes) bytes per row")
        }
        let masks = Masks(red: try field(.redMask), green: try field(.greenMask), blue: try field(.blueMask))
        let bigEndian = try field(.byteOrder) == 1
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * rowBytes + x * 4
                let word = bigEndian
                    ? data[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
                    : data[at..<at + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
                let out = (y * width + x) * 4
                (bytes[out], bytes[out + 1], bytes[out + 2], bytes[out + 3]) =
                    (masks.blue.byte(of: word), masks.green.byte(of: word), masks.red.byte(of: word), 255)
            }
        }
        pixels = PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// TrueColor channel masks; each channel is 8 bits wide on a depth-24 screen.
    private struct Masks {
        let red: Channel, green: Channel, blue: Channel
        init(red: UInt32, green: UInt32, blue: UInt32) {
            (self.red, self.green, self.blue) = (Channel(mask: red), Channel(mask: green), Channel(mask: blue))
        }
    }

    private struct Channel {
        let mask: UInt32
        func byte(of word: UInt32) -> UInt8 {
            guard mask != 0 else { return 0 }
            return UInt8(truncatingIfNeeded: (word & mask) >> UInt32(mask.trailingZeroBitCount))
        }
    }
}
