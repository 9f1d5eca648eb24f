/* BGRA to I420 at 1280x720, one core, median of 101 calls: libyuv against libswscale with
 * each of its usual scalers (bicubic is what the ffmpeg command line used). Input: one raw
 * BGRA frame. Run with bench/colour-conversion/measure. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <stdint.h>
#include <libyuv/convert_from_argb.h>
#include <libswscale/swscale.h>
#include <libavutil/pixfmt.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){int w=1280,h=720;uint8_t*src=malloc(w*h*4);FILE*f=fopen(argc > 1 ? argv[1] : "frame.bgra","rb");fread(src,1,w*h*4,f);fclose(f);
uint8_t*y=malloc(w*h),*u=malloc(w*h/4),*v=malloc(w*h/4);double t[101];
for(int i=0;i<101;i++){double s=now();ARGBToI420(src,w*4,y,w,u,w/2,v,w/2,w,h);t[i]=now()-s;}
qsort(t,101,sizeof(double),cmp);printf("libyuv ARGBToI420: %.3f ms\n",t[50]*1e3);
int flags[]={SWS_BICUBIC,SWS_BILINEAR,SWS_FAST_BILINEAR,SWS_POINT};const char*names[]={"bicubic (ffmpeg CLI default)","bilinear","fast_bilinear","point"};
for(int k=0;k<4;k++){struct SwsContext*c=sws_getContext(w,h,AV_PIX_FMT_BGRA,w,h,AV_PIX_FMT_YUV420P,flags[k],NULL,NULL,NULL);
const uint8_t*sp[1]={src};int ss[1]={w*4};uint8_t*dp[3]={y,u,v};int ds[3]={w,w/2,w/2};
for(int i=0;i<101;i++){double s=now();sws_scale(c,sp,ss,0,h,dp,ds);t[i]=now()-s;}
qsort(t,101,sizeof(double),cmp);printf("libswscale %s: %.3f ms\n",names[k],t[50]*1e3);sws_freeContext(c);}
return 0;}
