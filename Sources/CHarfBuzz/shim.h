/* The one header through which Easel sees HarfBuzz. */
#include <hb.h>
#include <hb-ft.h>
