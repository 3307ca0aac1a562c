#include "CImageShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

static int fail(cimage_result *result, const char *message) {
  snprintf(result->message, sizeof result->message, "%s", message);
  return 1;
}

static int check_size(cimage_result *result, long width, long height, int max_side, long max_pixels) {
  if (width <= 0 || height <= 0) return fail(result, "the image has no pixels (zero width or height)");
  if (width > max_side || height > max_side || width * height > max_pixels) {
    snprintf(result->message, sizeof result->message, "the image is %ldx%ld pixels, more than the %dx%d allowed",
             width, height, max_side, max_side);
    return 1;
  }
  return 0;
}

static int decode_png(const unsigned char *data, size_t size, int max_side, long max_pixels,
                      cimage_result *result) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  // the simplified API catches libpng's errors itself and reports them in image.message
  if (!png_image_begin_read_from_memory(&image, data, size)) return fail(result, image.message);
  if (check_size(result, image.width, image.height, max_side, max_pixels)) {
    png_image_free(&image);
    return 1;
  }
  image.format = PNG_FORMAT_RGBA;
  unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    png_image_free(&image);
    return fail(result, "out of memory");
  }
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    free(pixels);
    return fail(result, image.message);
  }
  result->pixels = pixels;
  result->width = (int)image.width;
  result->height = (int)image.height;
  return 0;
}

struct jpeg_failure {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

// libjpeg calls this on a fatal error: jump back into decode_jpeg (C frames only), never out of this file
static void jpeg_failed(j_common_ptr info) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  (*info->err->format_message)(info, failure->message);
  longjmp(failure->jump, 1);
}

// warnings (a corrupt but readable stream) are not printed on stderr
static void jpeg_quiet(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

static int decode_jpeg(const unsigned char *data, size_t size, int max_side, long max_pixels,
                       cimage_result *result) {
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure;
  unsigned char *volatile pixels = NULL;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_failed;
  failure.manager.emit_message = jpeg_quiet;
  if (setjmp(failure.jump)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    return fail(result, failure.message);
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (check_size(result, info.image_width, info.image_height, max_side, max_pixels)) {
    jpeg_destroy_decompress(&info);
    return 1;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  pixels = malloc(stride * info.output_height);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&info);
    return fail(result, "out of memory");
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  result->pixels = pixels;
  result->width = (int)info.output_width;
  result->height = (int)info.output_height;
  jpeg_destroy_decompress(&info);
  return 0;
}

int cimage_decode(const unsigned char *data, size_t size, int max_side, long max_pixels, cimage_result *result) {
  memset(result, 0, sizeof *result);
  if (size >= 8 && png_sig_cmp((png_const_bytep)data, 0, 8) == 0)
    return decode_png(data, size, max_side, max_pixels, result);
  if (size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF)
    return decode_jpeg(data, size, max_side, max_pixels, result);
  return fail(result, size == 0 ? "the file is empty" : "not a PNG or JPEG image");
}

void cimage_free(cimage_result *result) {
  free(result->pixels);
  result->pixels = NULL;
}
