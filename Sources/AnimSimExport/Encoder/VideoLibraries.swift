import CFFmpeg
import CYUV

/// FFmpeg's libraries and libyuv, opened when a video is first encoded in process, and the
/// functions of theirs that AnimSim calls, looked up once.
///
/// Linked, they cost every command its start-up: libavcodec alone brings about a hundred
/// libraries (x264, x265, libvpx, dav1d and what those need) for the dynamic loader to map
/// and relocate, which took `animsim --version` from about 20 ms to 90 ms, for `check`,
/// `trace` and PNG renders that never encode a frame. The release binary links Swift's
/// runtime statically, so the encoder cannot be a second Swift library opened later (it
/// would bring a runtime of its own): the C functions are looked up here by name instead,
/// in the sonames of the headers AnimSim was compiled against, and called through this
/// table. Nothing links these libraries (CFFmpeg's and CYUV's module maps have no `link`),
/// so a call that bypassed the table would fail the build, not load them at start.
///
/// Fields keep the C names, so each call reads as FFmpeg's documentation spells it.
final class VideoLibraries: Sendable {
    // libavutil
    let av_log_set_level: cffmpeg_av_log_set_level
    let av_strerror: cffmpeg_av_strerror
    let av_d2q: cffmpeg_av_d2q
    let av_opt_set: cffmpeg_av_opt_set
    let av_dict_set: cffmpeg_av_dict_set
    let av_dict_free: cffmpeg_av_dict_free
    let av_frame_alloc: cffmpeg_av_frame_alloc
    let av_frame_unref: cffmpeg_av_frame_unref
    let av_frame_free: cffmpeg_av_frame_free
    let av_buffer_create: cffmpeg_av_buffer_create
    let av_buffer_unref: cffmpeg_av_buffer_unref
    // libavcodec
    let avcodec_find_encoder_by_name: cffmpeg_avcodec_find_encoder_by_name
    let avcodec_alloc_context3: cffmpeg_avcodec_alloc_context3
    let avcodec_open2: cffmpeg_avcodec_open2
    let avcodec_parameters_from_context: cffmpeg_avcodec_parameters_from_context
    let avcodec_send_frame: cffmpeg_avcodec_send_frame
    let avcodec_receive_packet: cffmpeg_avcodec_receive_packet
    let avcodec_free_context: cffmpeg_avcodec_free_context
    let av_packet_alloc: cffmpeg_av_packet_alloc
    let av_packet_free: cffmpeg_av_packet_free
    let av_packet_rescale_ts: cffmpeg_av_packet_rescale_ts
    // libavformat
    let avformat_alloc_output_context2: cffmpeg_avformat_alloc_output_context2
    let avformat_new_stream: cffmpeg_avformat_new_stream
    let avformat_write_header: cffmpeg_avformat_write_header
    let avformat_free_context: cffmpeg_avformat_free_context
    let avio_open: cffmpeg_avio_open
    let avio_closep: cffmpeg_avio_closep
    let av_interleaved_write_frame: cffmpeg_av_interleaved_write_frame
    let av_write_trailer: cffmpeg_av_write_trailer
    // libswscale (ProRes's 10-bit 4:4:4)
    let sws_getContext: cffmpeg_sws_getContext
    let sws_scale: cffmpeg_sws_scale
    // libyuv (4:2:0)
    let ARGBToI420: cyuv_ARGBToI420
    let ARGBUnattenuate: cyuv_ARGBUnattenuate
    let ARGBExtractAlpha: cyuv_ARGBExtractAlpha

    /// The libraries, in the order they are opened (each after those it depends on, so the
    /// first one missing is the one named). FFmpeg's sonames and Debian's package names both
    /// carry the major version of the headers compiled against, which fixes the ABI.
    static let names: [SharedLibrary.Name] = [
        ffmpeg("avutil", LIBAVUTIL_VERSION_MAJOR), ffmpeg("avcodec", LIBAVCODEC_VERSION_MAJOR),
        ffmpeg("avformat", LIBAVFORMAT_VERSION_MAJOR), ffmpeg("swscale", LIBSWSCALE_VERSION_MAJOR),
        SharedLibrary.Name(soname: "libyuv.so.0", package: "libyuv0"),
    ]

    private static func ffmpeg(_ name: String, _ major: Int32) -> SharedLibrary.Name {
        SharedLibrary.Name(soname: "lib\(name).so.\(major)", package: "lib\(name)\(major)")
    }

    /// Opened on first use, by whichever thread gets there first; a failure is kept too, so
    /// every later video names the same missing package.
    private static let loaded = Result { () throws(ExportError) in try VideoLibraries() }

    /// The libraries, opened now if they were not yet; throws `videoLibraryMissing` naming
    /// the Debian package of the first one that cannot be opened.
    static func load() throws(ExportError) -> VideoLibraries { try loaded.get() }

    /// For code that runs only after `load()` succeeded (the render threads' colour
    /// conversions, which a video sink's `begin` precedes) or where the libraries are
    /// known present (tests, the benchmark after its first export).
    static var required: VideoLibraries {
        switch loaded {
        case .success(let libraries): libraries
        case .failure(let error): preconditionFailure("\(error)")
        }
    }

    private init() throws(ExportError) {
        let libraries = try Self.names.map { name throws(ExportError) in try SharedLibrary(name) }
        let (util, codec, format, scale, yuv) = (libraries[0], libraries[1], libraries[2], libraries[3], libraries[4])
        av_log_set_level = try util.function("av_log_set_level")
        av_strerror = try util.function("av_strerror")
        av_d2q = try util.function("av_d2q")
        av_opt_set = try util.function("av_opt_set")
        av_dict_set = try util.function("av_dict_set")
        av_dict_free = try util.function("av_dict_free")
        av_frame_alloc = try util.function("av_frame_alloc")
        av_frame_unref = try util.function("av_frame_unref")
        av_frame_free = try util.function("av_frame_free")
        av_buffer_create = try util.function("av_buffer_create")
        av_buffer_unref = try util.function("av_buffer_unref")
        avcodec_find_encoder_by_name = try codec.function("avcodec_find_encoder_by_name")
        avcodec_alloc_context3 = try codec.function("avcodec_alloc_context3")
        avcodec_open2 = try codec.function("avcodec_open2")
        avcodec_parameters_from_context = try codec.function("avcodec_parameters_from_context")
        avcodec_send_frame = try codec.function("avcodec_send_frame")
        avcodec_receive_packet = try codec.function("avcodec_receive_packet")
        avcodec_free_context = try codec.function("avcodec_free_context")
        av_packet_alloc = try codec.function("av_packet_alloc")
        av_packet_free = try codec.function("av_packet_free")
        av_packet_rescale_ts = try codec.function("av_packet_rescale_ts")
        avformat_alloc_output_context2 = try format.function("avformat_alloc_output_context2")
        avformat_new_stream = try format.function("avformat_new_stream")
        avformat_write_header = try format.function("avformat_write_header")
        avformat_free_context = try format.function("avformat_free_context")
        avio_open = try format.function("avio_open")
        avio_closep = try format.function("avio_closep")
        av_interleaved_write_frame = try format.function("av_interleaved_write_frame")
        av_write_trailer = try format.function("av_write_trailer")
        sws_getContext = try scale.function("sws_getContext")
        sws_scale = try scale.function("sws_scale")
        ARGBToI420 = try yuv.function("ARGBToI420")
        ARGBUnattenuate = try yuv.function("ARGBUnattenuate")
        ARGBExtractAlpha = try yuv.function("ARGBExtractAlpha")
    }
}
