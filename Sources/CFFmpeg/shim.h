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
