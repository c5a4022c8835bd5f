/* The one header through which Easel sees libpng, and the zlib it compresses with (Easel
   compresses image data in parallel strips itself and hands libpng the IDAT chunks). */
#include <png.h>
#include <zlib.h>
