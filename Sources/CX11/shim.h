/* The one header through which Easel sees Xlib and the MIT-SHM extension. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <locale.h>

/* XCreateIC is variadic, which Swift cannot call: this fixed-argument wrapper asks for the
   simplest input style (no pre-edit or status area drawn by the client; an input method shows
   its own candidate window), for keyboard focus on `window`. Returns NULL when the input
   method refuses. (Xlib §13.5 "Input Contexts".) */
static inline XIC easel_create_input_context(XIM method, Window window) {
    return XCreateIC(method, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/* The extra events the input context needs selected on its window (XNFilterEvents). */
static inline long easel_input_context_event_mask(XIC context) {
    long mask = 0;
    if (XGetICValues(context, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
    return mask;
}
