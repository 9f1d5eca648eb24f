/* PNG deflate: zlib at level 1 (what libspng is given: filter NONE, memLevel 5, as
 * PNGEncoder sets it) against libdeflate at level 1, on the same filtered scanlines.
 * Input: raw RGB frames (width height file...); prints per-frame medians of 15 runs and
 * the totals. Build and run with bench/png-deflate/measure. */
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <zlib.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv) {
    int w = atoi(argv[1]), h = atoi(argv[2]);
    size_t row = (size_t)w * 3 + 1, n = row * h, cap = compressBound(n) + 1024;
    uint8_t *raw = malloc(n), *out = malloc(cap), *rgb = malloc((size_t)w * h * 3);
    struct libdeflate_compressor *ld = libdeflate_alloc_compressor(1);
    double tz = 0, td = 0, sz = 0, sd = 0;
    for (int f = 3; f < argc; f++) {
        FILE *file = fopen(argv[f], "rb");
        if (!file || fread(rgb, 1, (size_t)w * h * 3, file) != (size_t)w * h * 3) { fprintf(stderr, "%s: short\n", argv[f]); return 1; }
        fclose(file);
        for (int y = 0; y < h; y++) { raw[y * row] = 0; for (size_t x = 0; x < (size_t)w * 3; x++) raw[y * row + 1 + x] = rgb[(size_t)y * w * 3 + x]; }
        double a[15], b[15]; size_t zs = 0, ds = 0;
        for (int i = 0; i < 15; i++) {
            double s = now();
            z_stream z = {0};
            deflateInit2(&z, 1, Z_DEFLATED, 15, 5, Z_DEFAULT_STRATEGY);
            z.next_in = raw; z.avail_in = n; z.next_out = out; z.avail_out = cap;
            deflate(&z, Z_FINISH); zs = z.total_out; deflateEnd(&z);
            a[i] = now() - s;
            s = now();
            ds = libdeflate_zlib_compress(ld, raw, n, out, cap);
            b[i] = now() - s;
        }
        qsort(a, 15, sizeof(double), cmp); qsort(b, 15, sizeof(double), cmp);
        printf("%-40s zlib-1 %6.2f ms %8zu B   libdeflate-1 %6.2f ms %8zu B\n", argv[f], a[7] * 1e3, zs, b[7] * 1e3, ds);
        tz += a[7]; td += b[7]; sz += zs; sd += ds;
    }
    printf("total: zlib-1 %.1f ms %.0f B; libdeflate-1 %.1f ms %.0f B; speed %.2fx, size %.3fx\n",
           tz * 1e3, sz, td * 1e3, sd, tz / td, sd / sz);
    return 0;
}
