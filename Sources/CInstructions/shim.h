/* Single instructions Swift does not spell, for the rasterizer's innermost loops. Each is a
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
