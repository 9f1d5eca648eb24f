/* Only the C parts of libyuv: libyuv.h also pulls in the C++-only MJPEG decoder. */
#include <libyuv/basic_types.h>
#include <libyuv/convert_from_argb.h>
#include <libyuv/planar_functions.h>
#include <libyuv/cpu_id.h>
