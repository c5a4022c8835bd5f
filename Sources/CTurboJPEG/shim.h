/* The one header through which Easel sees libjpeg-turbo: its TurboJPEG API, which reports
   errors as return codes (libjpeg's own API reports them by longjmp, which Swift cannot cross). */
#include <stddef.h>
#include <turbojpeg.h>
