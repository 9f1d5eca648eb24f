/// Every frame allocates a few multi-megabyte buffers (the Cairo surface, the RGB rows, the
/// PNG). glibc serves blocks that large with fresh `mmap`s and returns them on free, so each
/// frame paid for page faults and for the kernel zeroing pages. Raising the mmap threshold
/// keeps those blocks in the heap, where the next frame reuses them; memory stays bounded
/// by the frames in flight.
enum FrameMemory {
    static let reuseLargeBlocks: Void = {
        #if os(Linux)
        // <malloc.h> is not part of the Glibc module: M_TRIM_THRESHOLD is -1 and
        // M_MMAP_THRESHOLD is -3 there.
        _ = glibcMallopt(-3, 64 << 20)
        _ = glibcMallopt(-1, 128 << 20)
        #endif
    }()
}

#if os(Linux)
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
