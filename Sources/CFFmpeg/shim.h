#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/error.h>
#include <libswscale/swscale.h>

/* AVERROR and AVERROR_EOF are macros Swift cannot import; these are their values. */
static inline int cffmpeg_averror(int posix) { return AVERROR(posix); }
static inline int cffmpeg_eof(void) { return AVERROR_EOF; }

/* Nothing links these libraries: VideoLibraries opens them when a video is first encoded
   and looks up each function below, whose pointer type, cffmpeg_NAME, is the header's own
   declaration (__typeof__ names the type without referring to the symbol). */
#define CFFMPEG_FUNCTION(name) typedef __typeof__(name) *cffmpeg_##name;
CFFMPEG_FUNCTION(av_log_set_level)
CFFMPEG_FUNCTION(av_strerror)
CFFMPEG_FUNCTION(av_d2q)
CFFMPEG_FUNCTION(av_opt_set)
CFFMPEG_FUNCTION(av_dict_set)
CFFMPEG_FUNCTION(av_dict_free)
CFFMPEG_FUNCTION(av_frame_alloc)
CFFMPEG_FUNCTION(av_frame_unref)
CFFMPEG_FUNCTION(av_frame_free)
CFFMPEG_FUNCTION(av_buffer_create)
CFFMPEG_FUNCTION(av_buffer_unref)
CFFMPEG_FUNCTION(avcodec_find_encoder_by_name)
CFFMPEG_FUNCTION(avcodec_alloc_context3)
CFFMPEG_FUNCTION(avcodec_open2)
CFFMPEG_FUNCTION(avcodec_parameters_from_context)
CFFMPEG_FUNCTION(avcodec_send_frame)
CFFMPEG_FUNCTION(avcodec_receive_packet)
CFFMPEG_FUNCTION(avcodec_free_context)
CFFMPEG_FUNCTION(av_packet_alloc)
CFFMPEG_FUNCTION(av_packet_free)
CFFMPEG_FUNCTION(av_packet_rescale_ts)
CFFMPEG_FUNCTION(avformat_alloc_output_context2)
CFFMPEG_FUNCTION(avformat_new_stream)
CFFMPEG_FUNCTION(avformat_write_header)
CFFMPEG_FUNCTION(avformat_free_context)
CFFMPEG_FUNCTION(avio_open)
CFFMPEG_FUNCTION(avio_closep)
CFFMPEG_FUNCTION(av_interleaved_write_frame)
CFFMPEG_FUNCTION(av_write_trailer)
CFFMPEG_FUNCTION(sws_getContext)
CFFMPEG_FUNCTION(sws_scale)
