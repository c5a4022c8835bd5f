/* The one header through which Easel sees poppler (PDF image sets of asset catalogs). */
#include <poppler.h>
#include <cairo.h>
