// The gate L10nRuntime publishes its tables through: lookups read the current of two slots
// without a lock, and a reload replaces the other slot only once no lookup is still in it.
// C11 atomics, since Swift's own (the Synchronization module) need macOS 15.
#ifndef L10N_RUNTIME_GATE_H
#define L10N_RUNTIME_GATE_H

#ifdef __cplusplus
extern "C" {
#endif

/// A new gate whose current slot is 0; NULL when out of memory. Free with l10n_gate_destroy.
void *l10n_gate_create(void);

void l10n_gate_destroy(void *gate);

/// A reader enters: the slot it may read (0 or 1) until it leaves. Never waits.
int l10n_gate_enter(void *gate);

/// The reader leaves `slot`, which l10n_gate_enter returned.
void l10n_gate_leave(void *gate, int slot);

/// For the one writer (writers take turns outside the gate): the slot that is not current, once
/// every reader that entered it has left; the writer may then replace what the slot holds.
int l10n_gate_spare(void *gate);

/// For the one writer: makes `slot` current; readers that enter from now on read it.
void l10n_gate_publish(void *gate, int slot);

#ifdef __cplusplus
}
#endif

#endif
