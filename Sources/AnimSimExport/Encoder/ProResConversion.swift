import AnimSimCairo
import CFFmpeg
import Foundation

/// ProRes 4444's frames: 10-bit 4:4:4 YUV, with a 10-bit alpha plane when alpha is kept
/// (`yuva444p10le`, else `yuv444p10le`), made on the render threads.
///
/// libswscale converts, with the flags (bicubic) and matrix (BT.601, limited range) ffmpeg's
/// command line used when it did this conversion in the child, so the colours are those of
/// the files it wrote. libyuv has no 10-bit 4:4:4 output: its 8-bit I444 widened to 10 bits
/// would be 0.2 ms a 1280×720 frame against libswscale's 2.8 ms (one core), but would round
/// every sample to 8 bits first; 2.8 ms is under a tenth of what prores_ks spends on the
/// frame, on another thread. Cairo's premultiplied alpha is undone as it was for the child.
extension YUVConverter {
    /// The size the encoder is opened with: 4:2:0 needs even sides, 4:4:4 does not (ffmpeg
    /// did not pad ProRes either).
    public func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        tenBit444 ? (width, height) : Self.evenSize(width: width, height: height)
    }

    func convert444(_ frame: PixelBuffer) -> PlanarFrame {
        let (width, height) = (frame.width, frame.height)
        let rowBytes = width * 2
        // Each plane its own buffer (copies of one would be copied again when written), left
        // uninitialised: libswscale writes every sample, and clearing costs what it writes.
        func plane() -> [UInt8] { [UInt8](unsafeUninitializedCapacity: rowBytes * height) { _, count in count = rowBytes * height } }
        var (y, u, v, a) = (plane(), plane(), plane(), keepsAlpha ? plane() : [])
        // Straight RGBA, un-premultiplied as the child was sent it (libyuv's ARGBUnattenuate
        // rounds differently: up to 3 levels off at soft edges, 61 dB against the old files).
        let (bytes, stride) = keepsAlpha ? (frame.straightRGBA, width * 4) : (frame.bytes, frame.stride)
        let key = ScalerPool.Key(width: width, height: height, input: keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_BGRA,
                                 output: keepsAlpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE)
        let context = ScalerPool.shared.take(key)
        defer { ScalerPool.shared.give(back: context, key) }
        bytes.withUnsafeBufferPointer { source in
            y.withUnsafeMutableBufferPointer { y in
                u.withUnsafeMutableBufferPointer { u in
                    v.withUnsafeMutableBufferPointer { v in
                        a.withUnsafeMutableBufferPointer { a in
                            var sources: [UnsafePointer<UInt8>?] = [source.baseAddress, nil, nil, nil]
                            var sourceStrides: [Int32] = [Int32(stride), 0, 0, 0]
                            var planes = [y.baseAddress, u.baseAddress, v.baseAddress, a.baseAddress]
                            var strides = [Int32](repeating: Int32(rowBytes), count: 4)
                            _ = VideoLibraries.required.sws_scale(context, &sources, &sourceStrides, 0, Int32(height), &planes, &strides)
                        }
                    }
                }
            }
        }
        let planes = keepsAlpha ? [y, u, v, a] : [y, u, v]
        return PlanarFrame(width: width, height: height, planes: planes, rowBytes: Array(repeating: rowBytes, count: planes.count))
    }
}

extension LibavSettings {
    /// The conversion the render threads run for this encoder.
    var converter: YUVConverter { YUVConverter(keepsAlpha: keepsAlpha, tenBit444: encoder == "prores_ks") }
}

/// libswscale contexts, one per render thread at a time: a context is not safe to share
/// while converting, and making one per frame would redo its set-up (tables, filters) each time.
/// Kept for the life of the process: at most one per render thread and frame size.
private final class ScalerPool: @unchecked Sendable {
    static let shared = ScalerPool()
    struct Key: Hashable {
        var width: Int, height: Int, input: AVPixelFormat, output: AVPixelFormat
    }
    private let lock = NSLock()
    private var idle: [Key: [OpaquePointer]] = [:]

    func take(_ key: Key) -> OpaquePointer {
        lock.lock()
        let kept = idle[key]?.popLast()
        lock.unlock()
        if let kept { return kept }
        guard let made = VideoLibraries.required.sws_getContext(Int32(key.width), Int32(key.height), key.input, Int32(key.width), Int32(key.height),
                                        key.output, SWS_BICUBIC, nil, nil, nil) else {
            preconditionFailure("libswscale has no \(key.input.rawValue) → \(key.output.rawValue) conversion for \(key.width)×\(key.height)")
        }
        return made
    }

    func give(back context: OpaquePointer, _ key: Key) {
        lock.lock()
        idle[key, default: []].append(context)
        lock.unlock()
    }
}
