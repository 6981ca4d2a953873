// Two slots and a count of readers in each (l10n_runtime_gate.h).
//
// A reader adds itself to the count of the slot it read as current, then reads `current` again:
// if it changed meanwhile, the reader leaves and starts over, so it only ever reads a slot that
// was current after it was counted in. The writer replaces the spare slot only when its count is
// zero; a reader counted in after that sees another current slot (or, once published, the new
// value), never the value being replaced. Every access is sequentially consistent: the reader's
// count-then-check and the writer's publish-then-wait are the two halves of one exclusion.
#include "l10n_runtime_gate.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

typedef struct Gate {
  atomic_int current;
  atomic_long readers[2];
} Gate;

void *l10n_gate_create(void) {
  Gate *gate = malloc(sizeof(Gate));
  if (gate == NULL) return NULL;
  atomic_init(&gate->current, 0);
  atomic_init(&gate->readers[0], 0);
  atomic_init(&gate->readers[1], 0);
  return gate;
}

void l10n_gate_destroy(void *gate) { free(gate); }

int l10n_gate_enter(void *opaque) {
  Gate *gate = opaque;
  for (;;) {
    int slot = atomic_load(&gate->current);
    atomic_fetch_add(&gate->readers[slot], 1);
    if (atomic_load(&gate->current) == slot) return slot;
    atomic_fetch_sub(&gate->readers[slot], 1);
  }
}

void l10n_gate_leave(void *opaque, int slot) {
  Gate *gate = opaque;
  atomic_fetch_sub(&gate->readers[slot], 1);
}

int l10n_gate_spare(void *opaque) {
  Gate *gate = opaque;
  int spare = 1 - atomic_load(&gate->current);
  while (atomic_load(&gate->readers[spare]) != 0) sched_yield();
  return spare;
}

void l10n_gate_publish(void *opaque, int slot) {
  Gate *gate = opaque;
  atomic_store(&gate->current, slot);
}
