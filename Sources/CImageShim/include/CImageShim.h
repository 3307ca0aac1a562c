#ifndef CIMAGESHIM_H
#define CIMAGESHIM_H

#include <stddef.h>

/// A decoded image: RGBA bytes row by row (malloc'd, the caller frees them with cimage_free), or a message.
typedef struct {
  unsigned char *pixels;
  int width;
  int height;
  char message[160];
} cimage_result;

/// Decodes a PNG or JPEG held in memory into RGBA. Returns 0 and fills pixels, width and height, or returns
/// non-zero with a one-line message. Never jumps out: libpng's and libjpeg's errors are caught in here.
/// Images wider or taller than max_side, or with more than max_pixels pixels, are refused before decoding.
int cimage_decode(const unsigned char *data, size_t size, int max_side, long max_pixels, cimage_result *result);

/// Frees the pixels of a result.
void cimage_free(cimage_result *result);

#endif
