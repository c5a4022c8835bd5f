/* The one header through which Easel sees librsvg and cairo (vector images of asset catalogs). */
#include <librsvg/rsvg.h>
#include <cairo.h>
