import AnimSimCairo
import Foundation

/// What ffprobe and ffmpeg say of a video file: decoded frame counts, stream fields, box
/// order, and single frames decoded back to pixels.
enum VideoProbe {
    /// Frames decoded (every one, not the container's count).
    static func decodedFrames(_ url: URL) throws -> Int {
        Int(try stream(url, "nb_read_frames", count: true)) ?? -1
    }

    /// `|`-joined values of the first video stream's `entries`.
    static func stream(_ url: URL, _ entries: String, count: Bool = false) throws -> String {
        try run("/usr/bin/ffprobe", ["-v", "error"] + (count ? ["-count_frames"] : []) + ["-select_streams", "v:0",
                                     "-show_entries", "stream=\(entries)", "-of", "compact=p=0:nk=1", url.path])
    }

    /// Whether the `moov` box comes before `mdat` (`+faststart`).
    static func indexIsFirst(_ url: URL) throws -> Bool {
        let bytes = [UInt8](try Data(contentsOf: url))
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "moov" { return true }
            if type == "mdat" || size < 8 { return false }
            offset += size
        }
        return false
    }

    /// Frame `index`, decoded to BGRA (straight alpha), by `decoder` if given.
    static func frame(_ index: Int, of url: URL, width: Int, height: Int, decoder: String? = nil) throws -> PixelBuffer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error"] + (decoder.map { ["-c:v", $0] } ?? []) + ["-i", url.path, "-vf", "select=eq(n\\,\(index)),crop=\(width):\(height):0:0",
                             "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "bgra", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: [UInt8](data))
    }

    /// PSNR of the colour channels, in dB.
    static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0.0, count = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.red, q.red), (p.green, q.green), (p.blue, q.blue)] {
                    let d = Double(u) - Double(v)
                    sum += d * d
                    count += 1
                }
            }
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / count))
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
