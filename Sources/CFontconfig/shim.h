/* The one header through which Easel sees fontconfig. */
#include <fontconfig/fontconfig.h>
