import Foundation

/// Which files AnimSim wrote: each single-file output (video, still, contact sheet) carries
/// the extended attribute `user.animsim.render` with its render's fingerprint. A file
/// without it was written by someone else and is never replaced without `--overwrite`.
/// A file system without user attributes just makes every existing file foreign: safe.
public enum OwnershipMark {
    static let name = "user.animsim.render"

    // glibc's setxattr/getxattr (sys/xattr.h), which the Glibc module does not export.
    private typealias SetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
    private typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer, Int) -> Int
    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }

    public static func mark(_ path: String, fingerprint: String) {
        guard let set = symbol("setxattr", as: SetXattr.self) else { return }
        _ = fingerprint.withCString { value in set(path, name, value, strlen(value), 0) }
    }

    /// The fingerprint of the render that wrote `path`, nil if AnimSim did not write it.
    public static func fingerprint(of path: String) -> String? {
        guard let get = symbol("getxattr", as: GetXattr.self) else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = get(path, name, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
