import AnimSimCairo
import AnimSimExport
import Foundation
import Testing

/// What `--resume` accepts as a kept frame: a whole PNG of the render's size, and nothing
/// damaged the ways a copy, a sync tool or a crashed file system damages files.
@Suite struct FrameFileCheckTests {
    enum Damage: String, CaseIterable, Sendable {
        case none, empty, cutInHalf, iendMissing, flippedByteInImageData, otherSize, notPNG
    }

    @Test(arguments: Damage.allCases)
    func onlyAWholeFrameOfTheRightSizePasses(_ damage: Damage) throws {
        let whole = try PNGEncoder().encode(try TestFrames.wheel(3, width: 64, height: 48))
        var bytes = whole
        switch damage {
        case .none: break
        case .empty: bytes = []
        case .cutInHalf: bytes = Array(whole.prefix(whole.count / 2))
        case .iendMissing: bytes = Array(whole.dropLast(12))
        case .flippedByteInImageData: bytes[whole.count / 2] ^= 0x5A
        case .otherSize: bytes = try PNGEncoder().encode(try TestFrames.wheel(3, width: 32, height: 48))
        case .notPNG: bytes = Array("not a picture at all, but long enough to pass the trailer check".utf8)
        }
        let file = TestFrames.scratchDirectory("check").appendingPathComponent("frame_00003.png")
        try Data(bytes).write(to: file)
        let problem = FrameFileCheck.problem(at: file.path, width: 64, height: 48)
        switch damage {
        case .none: #expect(problem == nil)
        case .empty: #expect(problem == "it is empty")
        case .otherSize: #expect(problem == "it is 32×48 pixels, not 64×48")
        default: #expect(problem != nil, "\(damage) passed as a whole frame")
        }
    }
}
