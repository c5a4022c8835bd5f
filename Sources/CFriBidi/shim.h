/* The one header through which Easel sees FriBidi (the Unicode Bidirectional Algorithm). */
#include <fribidi.h>
