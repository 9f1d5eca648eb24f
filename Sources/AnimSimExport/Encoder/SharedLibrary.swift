#if canImport(Glibc)
import Glibc
#endif

/// A C library opened by its exact soname when it is first needed, rather than linked,
/// so that a command that never needs it never pays for loading it (`VideoLibraries`).
///
/// Opened with `RTLD_NOW`, so a library whose own dependencies are missing fails here, with
/// the loader's words, and not at the first call; and never closed: the functions looked up
/// in it are kept for the life of the process.
struct SharedLibrary {
    /// What is opened, and the Debian package that ships it, for the message when it is missing.
    struct Name: Sendable, Equatable {
        var soname: String
        var package: String
    }

    let name: Name
    private let handle: UnsafeMutableRawPointer

    init(_ name: Name) throws(ExportError) {
        self.name = name
        guard let handle = dlopen(name.soname, RTLD_NOW | RTLD_LOCAL) else {
            throw .videoLibraryMissing(package: name.package, reason: Self.loaderError ?? "\(name.soname) cannot be opened")
        }
        self.handle = handle
    }

    /// The function `symbol`, as `Function`: a `@convention(c)` pointer type, from the
    /// `cffmpeg_`/`cyuv_` typedefs that give each function its header's own type.
    func function<Function>(_ symbol: String) throws(ExportError) -> Function {
        precondition(MemoryLayout<Function>.size == MemoryLayout<UnsafeRawPointer>.size, "\(Function.self) is not a C function pointer")
        guard let address = dlsym(handle, symbol) else {
            throw .videoLibraryMissing(package: name.package, reason: "\(name.soname) has no function \(symbol)")
        }
        return unsafeBitCast(address, to: Function.self)
    }

    /// `dlerror`'s text, which names the file and why it could not be opened.
    private static var loaderError: String? {
        dlerror().map { String(cString: $0) }
    }
}
