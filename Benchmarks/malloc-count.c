// A malloc counter for Benchmarks/runtime.sh (Linux, glibc): preloaded (LD_PRELOAD) into
// l10n-bench, it counts every call that allocates (malloc, calloc, realloc and the aligned
// allocators Swift's runtime uses) and hands each to glibc's own allocator; l10n-bench reads the
// count through l10n_bench_mallocs (found with dlsym), before and after a pass of lookups.
//
//   cc -shared -fPIC -O2 -o libmalloc-count.so Benchmarks/malloc-count.c
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_ulong allocations;

static void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

unsigned long l10n_bench_mallocs(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

void *malloc(size_t size) {
  counted();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  counted();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  counted();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  counted();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counted();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) { __libc_free(pointer); }
