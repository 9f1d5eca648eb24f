import Foundation
import Testing

/// Runs the built `animsim` as a user would. The test script builds every product before
/// testing, so a missing binary is a failure here, never a skip.
enum AnimSimBinary {
    static var path: String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("animsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The package root, so relative scene paths work.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path, "the animsim binary was not built (swift build --build-tests builds it)"))
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes at once: a command that fills standard error's pipe (a compile's many
        // diagnostics) while this reads standard output to its end would wait for ever.
        let errors = ErrorOutput(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData, as: UTF8.self))
    }

    /// A pipe read to its end on a thread of its own.
    final class ErrorOutput: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The PNG files in `directory`, sorted.
    static func pngFiles(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// ffprobe's count of decoded video frames.
    static func videoFrameCount(_ file: URL) throws -> Int? {
        Int(try tool("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                          "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", file.path]))
    }

    /// One `ffprobe -show_entries stream=…` value of the first video stream.
    static func probe(_ file: URL, _ entry: String) throws -> String {
        try tool("/usr/bin/ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", entry,
                                      "-of", "default=noprint_wrappers=1:nokey=1", file.path])
    }

    /// Runs a tool (ffprobe, ffmpeg) and returns its stdout and stderr, trimmed.
    static func tool(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The PNG colour type byte of IHDR: 2 RGB, 6 RGBA.
    static func pngColourType(_ file: URL) throws -> UInt8 {
        let data = try Data(contentsOf: file)
        return data[data.startIndex + 25]
    }
}
