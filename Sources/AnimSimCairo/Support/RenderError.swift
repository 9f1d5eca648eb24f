/// Why drawing or encoding failed, worded for the person running the tool (the CLI prints
/// `description` as is).
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    case fontMissing(path: String)
    case freetype(call: String, code: Int32)
    case cairo(call: String, status: String)
    case png(call: String, message: String)
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .fontMissing(let path):
            "font file not found: \(path) (install the Debian package fonts-dejavu-core, or set ANIMSIM_FONT_DIR)"
        case .freetype(let call, let code): "FreeType \(call) failed with error \(code)"
        case .cairo(let call, let status): "Cairo \(call) failed: \(status)"
        case .png(let call, let message): "PNG \(call) failed: \(message)"
        case .invalidSize(let w, let h): "invalid image size \(w)×\(h)"
        }
    }
}
