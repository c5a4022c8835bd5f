/* What Swift does not spell: single instructions for the rasterizer's innermost loops, and one call
   in Swift's calling convention for preview discovery. Each is a
   static inline function, which the Swift compiler inlines like its own code. */

/* The CPU's prefetch hint: compiled to one `prefetchw`/`prefetcht0` (x86) or
   `prfm pstl1keep` (ARM) instruction where the target has it, to nothing elsewhere. */
static inline void easel_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/* A float truncated toward zero to an integer, one `cvttss2si` (x86) or `fcvtzs` (ARM), without
   the range checks of Swift's `Int(_: Float)`. Only for values the caller has already clamped
   into range (pixel columns and rows inside a buffer): outside it the result is undefined. */
static inline long easel_truncate_to_int(float value) {
    return (long)value;
}

/* A Swift type's metadata from its metadata access function, as the Swift runtime calls it: with
   Swift's calling convention (`swiftcall`), which Swift code cannot name for a raw pointer. Only
   for non-generic types (their accessors take the request alone). Preview discovery uses it on
   the types of conformance records. */
typedef struct {
    const void *metadata;
    unsigned long state;
} easel_metadata_response;

typedef easel_metadata_response (*easel_metadata_accessor)(unsigned long request) __attribute__((swiftcall));

static inline const void *easel_call_metadata_accessor(const void *accessor) {
    /* Request 0: complete metadata, blocking. */
    return ((easel_metadata_accessor)accessor)(0).metadata;
}
