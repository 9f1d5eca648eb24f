import CFFmpeg
import Foundation

/// One video file encoded in this process with FFmpeg's libraries: libavcodec's encoder
/// fed `PlanarFrame`s, libavformat's muxer writing packets to `path`. Every call goes
/// through `VideoLibraries`, which the first encoder opens.
///
/// Owned by one thread (the pipeline's writer). Errors carry libav's own words and, for a
/// full disk or another failed write, the errno, so the sink can name the cause. `close`
/// always frees everything; `finish` first drains the encoder and writes the trailer
/// (with `+faststart`, the index moved to the front), which a partial video needs too.
final class LibavEncoder {
    struct Failure: Error {
        /// What was being done ("writing frame 12").
        var action: String
        /// libav's error code (negative errno for system errors).
        var code: Int32
        var message: String { "\(action): \(LibavEncoder.text(of: code))" }
        var errno: Int32? { code < 0 && code > -4096 ? -code : nil }
    }

    let width: Int
    let height: Int
    private let av: VideoLibraries
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var nextPTS: Int64 = 0
    private var headerWritten = false

    /// Opens the encoder, creates the file at `path` and writes its header; a failure
    /// frees what was opened and leaves the file, if made, for the caller to remove. Throws
    /// `ExportError.videoLibraryMissing` when a library cannot be opened.
    init(path: String, settings: LibavSettings, width: Int, height: Int, fps: Double) throws {
        self.width = width
        self.height = height
        av = try VideoLibraries.load()
        av.av_log_set_level(AV_LOG_ERROR)
        do {
            try open(path: path, settings: settings, fps: fps)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    private func open(path: String, settings: LibavSettings, fps: Double) throws {
        try check("choosing the \(settings.muxer) muxer", av.avformat_alloc_output_context2(&format, nil, settings.muxer, path))
        guard let found = av.avcodec_find_encoder_by_name(settings.encoder) else {
            throw Failure(action: "finding the encoder \(settings.encoder) in libavcodec", code: cffmpeg_averror(ENOENT))
        }
        guard let format, let codec = av.avcodec_alloc_context3(found) else {
            throw Failure(action: "allocating the encoder", code: cffmpeg_averror(ENOMEM))
        }
        self.codec = codec
        let rate = av.av_d2q(fps, 1_000_000)
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.pix_fmt = settings.pixelFormat
        codec.pointee.time_base = AVRational(num: rate.den, den: rate.num)
        codec.pointee.framerate = rate
        codec.pointee.thread_count = Int32(settings.threads)
        if let bitRate = settings.bitRate { codec.pointee.bit_rate = bitRate }
        // Tagged as what the conversion made (BT.601, limited range), not left for players to guess.
        codec.pointee.color_range = AVCOL_RANGE_MPEG
        codec.pointee.colorspace = AVCOL_SPC_SMPTE170M
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        for (key, value) in settings.options {
            try check("setting the encoder's \(key) to \(value)", av.av_opt_set(codec.pointee.priv_data, key, value, 0))
        }
        try check("opening the encoder \(settings.encoder)", av.avcodec_open2(codec, found, nil))
        guard let stream = av.avformat_new_stream(format, nil) else {
            throw Failure(action: "adding the video stream", code: cffmpeg_averror(ENOMEM))
        }
        self.stream = stream
        try check("describing the stream", av.avcodec_parameters_from_context(stream.pointee.codecpar, codec))
        stream.pointee.time_base = codec.pointee.time_base
        if let tag = settings.codecTag { stream.pointee.codecpar.pointee.codec_tag = tag }
        try check("creating \(path)", av.avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE))
        var options: OpaquePointer?
        defer { av.av_dict_free(&options) }
        for (key, value) in settings.muxerOptions { av.av_dict_set(&options, key, value, 0) }
        try check("writing the file's header", av.avformat_write_header(format, &options))
        headerWritten = true
        frame = av.av_frame_alloc()
        packet = av.av_packet_alloc()
        guard frame != nil, packet != nil else { throw Failure(action: "allocating a frame", code: cffmpeg_averror(ENOMEM)) }
    }

    /// Encodes one frame and writes the packets that are ready. The frame's planes are lent
    /// to libavcodec as reference-counted buffers that keep them alive, rather than as bare
    /// pointers, which libavcodec copies first (1.4 MB at 1280×720, on the writer thread
    /// that feeds the encoder); the encoders copy what they keep anyway.
    func encode(_ planar: PlanarFrame) throws {
        guard let frame, let codec else { return }
        precondition(planar.width == width && planar.height == height, "a \(planar.width)×\(planar.height) frame for a \(width)×\(height) video")
        frame.pointee.format = codec.pointee.pix_fmt.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.pts = nextPTS
        try lend(planar, to: frame, av)
        let sent = av.avcodec_send_frame(codec, frame)
        // The encoder took references of its own; these go, with the planes once it is done.
        av.av_frame_unref(frame)
        try check("encoding frame \(nextPTS)", sent)
        nextPTS += 1
        try drain(flushing: false)
    }

    /// Drains the encoder, writes the trailer and closes the file.
    func finish() throws {
        guard let codec, let format else { return }
        try check("flushing the encoder", av.avcodec_send_frame(codec, nil))
        try drain(flushing: true)
        try check("finishing the file", av.av_write_trailer(format))
        headerWritten = false
        let closed = av.avio_closep(&format.pointee.pb)
        try check("closing the file", closed)
    }

    /// Frees the encoder, the muxer and closes the file, whatever state they are in.
    func close() {
        if let format {
            if format.pointee.pb != nil { av.avio_closep(&format.pointee.pb) }
            av.avformat_free_context(format)
        }
        format = nil
        stream = nil
        av.avcodec_free_context(&codec)
        av.av_frame_free(&frame)
        av.av_packet_free(&packet)
    }

    private func drain(flushing: Bool) throws {
        guard let codec, let format, let stream, let packet else { return }
        while true {
            let received = av.avcodec_receive_packet(codec, packet)
            if received == cffmpeg_averror(EAGAIN) || received == cffmpeg_eof() { return }
            try check("encoding", received)
            // One frame long: without a duration the last frame falls outside the edit list.
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            av.av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try check("writing a packet", av.av_interleaved_write_frame(format, packet))
            // A buffered write that failed shows only in the I/O context's error.
            if let io = format.pointee.pb, io.pointee.error < 0 { try check("writing the file", io.pointee.error) }
        }
    }

    private func check(_ action: String, _ code: Int32) throws {
        if code < 0 { throw Failure(action: action, code: code) }
    }

    /// A failure comes only from an encoder, which opened the libraries first.
    static func text(of code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        VideoLibraries.required.av_strerror(code, &buffer, Int(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Holds a frame's planes for as long as libavcodec holds a buffer over them.
private final class PlaneOwner {
    let planes: [[UInt8]]
    init(_ planes: [[UInt8]]) { self.planes = planes }
}

/// Points `frame`'s planes at `planar`'s bytes, each with a read-only buffer reference that
/// keeps them alive (an array held by a class and never mutated does not move).
private func lend(_ planar: PlanarFrame, to frame: UnsafeMutablePointer<AVFrame>, _ av: VideoLibraries) throws {
    let owner = PlaneOwner(planar.planes)
    let strides = planar.strides
    var buffers: [UnsafeMutablePointer<AVBufferRef>?] = []
    var pointers: [UnsafeMutablePointer<UInt8>?] = []
    for plane in owner.planes.indices {
        let base = owner.planes[plane].withUnsafeBufferPointer { UnsafeMutablePointer(mutating: $0.baseAddress) }
        let retained = Unmanaged.passRetained(owner).toOpaque()
        guard let buffer = av.av_buffer_create(base, owner.planes[plane].count, { opaque, _ in
            opaque.map { Unmanaged<AnyObject>.fromOpaque($0).release() }
        }, retained, Int32(AV_BUFFER_FLAG_READONLY)) else {
            Unmanaged<PlaneOwner>.fromOpaque(retained).release()
            buffers.indices.forEach { av.av_buffer_unref(&buffers[$0]) }
            throw LibavEncoder.Failure(action: "lending a frame to the encoder", code: cffmpeg_averror(ENOMEM))
        }
        buffers.append(buffer)
        pointers.append(base)
    }
    withUnsafeMutableBytes(of: &frame.pointee.buf) { slots in
        let slots = slots.bindMemory(to: UnsafeMutablePointer<AVBufferRef>?.self)
        for index in 0..<slots.count { slots[index] = index < buffers.count ? buffers[index] : nil }
    }
    withUnsafeMutableBytes(of: &frame.pointee.data) { slots in
        let slots = slots.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)
        for index in 0..<slots.count { slots[index] = index < pointers.count ? pointers[index] : nil }
    }
    withUnsafeMutableBytes(of: &frame.pointee.linesize) { sizes in
        let slots = sizes.bindMemory(to: Int32.self)
        for index in 0..<slots.count { slots[index] = index < strides.count ? Int32(strides[index]) : 0 }
    }
}
