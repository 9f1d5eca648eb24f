import Foundation

/// The rules every output obeys before a frame is rendered: never replace a file AnimSim
/// did not write, never mix two renders' frames in one folder, never write over an input.
/// `--overwrite` lifts the first two; nothing lifts the third.
public struct OutputGuard: Sendable {
    public var manifest: RenderManifest
    public var overwrite = false
    public var resume = false
    /// The scene file and the files it includes.
    public var inputs: [String] = []

    public init(manifest: RenderManifest) {
        self.manifest = manifest
    }

    /// Before writing the single file `url` (video, still, contact sheet).
    public func checkFile(_ url: URL) throws {
        try checkNotInput(url.path)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        if !overwrite && OwnershipMark.fingerprint(of: url.path) == nil { throw ExportError.foreignFile(path: url.path) }
    }

    /// A single file written outside a render (a plot, a report's files, a window's
    /// screenshot): checked as `checkFile`, its folder created, written whole (temporary
    /// file and rename) and marked as AnimSim's, so the same command may replace it next
    /// time while a file of someone else's is never touched.
    public func write(_ bytes: [UInt8], to url: URL) throws {
        try prepareFile(url)
        try AtomicFile.write(bytes, to: url.path)
        OwnershipMark.mark(url.path, fingerprint: manifest.fingerprint)
    }

    /// `checkFile`, then creates the file's folder and proves it writable: a bad path fails
    /// before any work is done for it.
    public func prepareFile(_ url: URL) throws {
        try checkFile(url)
        try AtomicFile.prepareDirectory(url.deletingLastPathComponent().path)
    }

    /// Before writing frames into `directory`: refuses a folder holding another render's
    /// frames (or, with `overwrite`, removes those frames), then records this render.
    public func prepareDirectory(_ directory: URL, pattern: FramePattern) throws {
        try checkNotInput(directory.appendingPathComponent(RenderManifest.fileName).path)
        try AtomicFile.prepareDirectory(directory.path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let frames = names.filter(pattern.matches)
        for name in frames { try checkNotInput(directory.appendingPathComponent(name).path) }
        let existing = RenderManifest.read(in: directory)
        let same = existing?.fingerprint == manifest.fingerprint
        if resume, !frames.isEmpty, !same {
            throw ExportError.resumeMismatch(directory: directory.path, summary: existing?.summary)
        }
        if !frames.isEmpty, !same {
            guard overwrite else {
                throw ExportError.staleFrames(directory: directory.path, count: frames.count, summary: existing?.summary)
            }
            for name in frames { unlink(directory.appendingPathComponent(name).path) }
        }
        if !same { try manifest.write(in: directory) }
    }

    /// Compares files by device and inode, so `./a.yaml`, a symlink and an absolute path
    /// are all caught.
    func checkNotInput(_ path: String) throws {
        var target = stat()
        guard stat(path, &target) == 0 else { return }
        for input in inputs {
            var other = stat()
            if stat(input, &other) == 0, other.st_dev == target.st_dev, other.st_ino == target.st_ino {
                throw ExportError.outputIsInput(path: path)
            }
        }
    }
}
