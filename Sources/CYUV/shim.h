/* Only the C parts of libyuv: libyuv.h also pulls in the C++-only MJPEG decoder. */
#include <libyuv/basic_types.h>
#include <libyuv/convert_from_argb.h>
#include <libyuv/planar_functions.h>
#include <libyuv/cpu_id.h>

/* Not linked: VideoLibraries opens libyuv with FFmpeg's libraries when a video is first
   encoded, and looks these up; cyuv_NAME is each one's pointer type, the header's own. */
#define CYUV_FUNCTION(name) typedef __typeof__(name) *cyuv_##name;
CYUV_FUNCTION(ARGBToI420)
CYUV_FUNCTION(ARGBUnattenuate)
CYUV_FUNCTION(ARGBExtractAlpha)
