/// Finding what a script or an error names: a control by its label or `#N`, the place of a
/// bound's error (`HostLimits`).
extension ViewHost {
    func find(_ name: String) -> ControlEntry? {
        if name.hasPrefix("#"), let index = Int(name.dropFirst()), controls.indices.contains(index - 1) {
            return controls[index - 1]
        }
        return controls.first { $0.name == name }
    }

    /// A bound's message at `site`, or at the scheduled work running now, or at the root
    /// view's `body` where the program knows its files (`StackGuard.locate`).
    func placed(_ message: String, site: SourceSite? = nil) -> ViewHostError {
        ViewHostError(site: site ?? runningSite ?? rootBodySite ?? SourceSite(file: "\(Root.self)", line: 1, column: 1), message: message)
    }

    /// Where the root view's `body` is written, when the program knows its files.
    var rootBodySite: SourceSite? {
        StackGuard.locate?("\(Root.self)", "var body").map { SourceSite(file: $0.file, line: $0.line, column: $0.column) }
    }
}
