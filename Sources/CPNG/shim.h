/* The one header through which Easel sees libpng. */
#include <png.h>
