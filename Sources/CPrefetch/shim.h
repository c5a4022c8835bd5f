/* The CPU's prefetch hint, which Swift does not spell: compiled to one `prefetchw`/`prefetcht0`
   (x86) or `prfm pstl1keep` (ARM) instruction where the target has it, to nothing elsewhere. */
static inline void easel_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
