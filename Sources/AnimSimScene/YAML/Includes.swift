import Foundation

/// `include: path` — a mapping whose only key is `include` stands for the contents of another
/// file, so palettes, word lists and tree data live in `assets/` and scenes share them.
///
/// - `.yaml`/`.yml`/`.json`: the file's YAML value, with positions in that file.
/// - `.txt`: a list of its lines (trimmed; blank lines and lines starting with `#` skipped),
///   each positioned at its line, e.g. `forEach: { include: ../assets/words.txt }`.
///
/// Paths are relative to the including file. Includes may nest (an included YAML file may
/// include others) up to `maximumIncludeDepth`, cycles are errors, and every file is held to
/// `maximumFileSize`. Errors inside an included file name that file.
struct IncludeResolver {
    let limits: SceneLimits
    let diagnostics: Diagnostics
    private var count = 0
    /// Every file read through an include, in first-read order: what a live window watches.
    private(set) var files: [String] = []
    /// Their bytes as read, in the same order, for the scene's digest.
    private(set) var contents: [Data] = []

    init(limits: SceneLimits, diagnostics: Diagnostics) {
        self.limits = limits
        self.diagnostics = diagnostics
    }

    /// `directory` is where relative paths start; nil for a scene that is not a file.
    mutating func resolve(_ value: YAMLValue, directory: String?, chain: [String]) -> YAMLValue {
        switch value {
        case .scalar: return value
        case .sequence(let items, let location):
            return .sequence(items.map { resolve($0, directory: directory, chain: chain) }, location)
        case .mapping(let pairs, let location):
            if pairs.count == 1, pairs[0].key.text == "include" {
                return include(pairs[0].value, at: location, directory: directory, chain: chain) ?? value
            }
            return .mapping(pairs.map { YAMLPair(key: $0.key, value: resolve($0.value, directory: directory, chain: chain)) }, location)
        }
    }

    private mutating func include(_ target: YAMLValue, at location: SourceLocation, directory: String?,
                                  chain: [String]) -> YAMLValue? {
        guard let scalar = target.scalar, !scalar.isNull, !scalar.text.isEmpty else {
            diagnostics.error(target, "include: needs a file path, like include: ../assets/words.txt")
            return nil
        }
        guard let directory else {
            diagnostics.error(target, "include: works only in a scene loaded from a file (paths are relative to it)")
            return nil
        }
        let joined = scalar.text.hasPrefix("/") || directory.isEmpty ? scalar.text : directory + "/" + scalar.text
        let path = Self.normalize(joined)
        let ext = (path as NSString).pathExtension.lowercased()
        guard ["yaml", "yml", "json", "txt"].contains(ext) else {
            diagnostics.error(target, "cannot include \(Echo.quoted(scalar.text)): the file must end in .yaml, .yml, .json or .txt")
            return nil
        }
        guard !chain.contains(path) else {
            diagnostics.error(target, "\(Echo.quoted(scalar.text)) includes itself (\((chain + [path]).joined(separator: " → ")))")
            return nil
        }
        guard chain.count <= limits.maximumIncludeDepth else {
            diagnostics.error(target, "includes nested deeper than \(limits.maximumIncludeDepth) files")
            return nil
        }
        count += 1
        guard count <= limits.maximumIncludes else {
            diagnostics.error(target, "more than \(limits.maximumIncludes) includes in one scene")
            return nil
        }
        let text: String
        switch SceneFile.read(path, limits: limits) {
        case .success(let read):
            text = read.text
            if !files.contains(path) {
                files.append(path)
                contents.append(read.bytes)
            }
        case .failure(let problem):
            diagnostics.error(target, "cannot include \(Echo.quoted(scalar.text)): \(problem.reason)")
            return nil
        }
        if ext == "txt" { return Self.lines(of: text, file: path, location: location) }
        switch YAMLReader.read(text, file: path, limits: limits) {
        case .failure(let errors):
            for error in errors.errors { diagnostics.error(error.location, error.message) }
            return nil
        case .success(nil):
            diagnostics.error(target, "\(Echo.quoted(scalar.text)) is empty")
            return nil
        case .success(let value?):
            return resolve(value, directory: (path as NSString).deletingLastPathComponent, chain: chain + [path])
        }
    }

    static func lines(of text: String, file: String, location: SourceLocation) -> YAMLValue {
        var items: [YAMLValue] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let leading = raw.prefix { $0 == " " || $0 == "\t" }.count
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            items.append(.scalar(YAMLScalar(text: line, style: .quoted,
                                            location: SourceLocation(file: file, line: index + 1, column: leading + 1))))
        }
        return .sequence(items, location)
    }

    /// `scenes/../assets/x.txt` → `assets/x.txt`, so messages name files as a user would.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/")
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else if part == "..", absolute {
                continue
            } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// Reading scene files and assets: only regular files, only up to the size limit, so a path
/// such as /dev/zero or a 4 GB log is refused before it is read.
enum SceneFile {
    /// A file's text and the bytes it was decoded from.
    struct Contents {
        var text: String
        var bytes: Data
    }

    struct Problem: Error {
        var reason: String
        /// Where in the file the problem is, when it is a byte (invalid UTF-8).
        var line = 1, column = 1
    }

    static func read(_ path: String, limits: SceneLimits) -> Result<Contents, Problem> {
        SceneReadLog.current?.read(path)
        // stat(2) itself: FileManager's attributes also look up the owner's and group's
        // names, reading /etc/passwd and /etc/group for every file a scene includes.
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(Problem(reason: errno == ENOENT ? "no such file" : "cannot read it"))
        }
        let type = info.st_mode & S_IFMT
        if type != S_IFREG {
            return .failure(Problem(reason: type == S_IFDIR ? "it is a directory" : "it is not a regular file"))
        }
        if Int(info.st_size) > limits.maximumFileSize {
            return .failure(Problem(reason: "it is \(info.st_size) bytes; files may be at most \(limits.maximumFileSize) bytes"))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(Problem(reason: "cannot read it")) }
        guard data.count <= limits.maximumFileSize else {
            return .failure(Problem(reason: "it is \(data.count) bytes; files may be at most \(limits.maximumFileSize) bytes"))
        }
        switch SceneText.decode(data) {
        case .success(let text): return .success(Contents(text: text, bytes: data))
        case .failure(let bad):
            let byte = String(bad.byte, radix: 16, uppercase: true)
            return .failure(Problem(reason: "it is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) at line \(bad.line), "
                + "column \(bad.column) does not start a UTF-8 character; save the file as UTF-8", line: bad.line, column: bad.column))
        }
    }
}
