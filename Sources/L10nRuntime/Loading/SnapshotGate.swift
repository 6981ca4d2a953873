import Foundation
import _L10nRuntimeGate

/// Where lookups find the current tables: two slots behind a gate of C11 atomics
/// (`l10n_runtime_gate.c`). A lookup enters the current slot without a lock, reads, and leaves;
/// `publish` puts new tables in the other slot once every lookup that was reading it has left,
/// then makes it current. So a lookup sees the old tables or the new ones whole, never a mix,
/// and never tables that were freed: the tables before the last are released only when no lookup
/// can be in them. Publishers take turns (a lock that lookups never touch).
///
/// Swift's own atomics (the Synchronization module) need macOS 15, and the library runs on 13.
final class SnapshotGate<Value: AnyObject & Sendable>: @unchecked Sendable {
  private let gate: UnsafeMutableRawPointer
  private var first: Value?
  private var second: Value?
  private let publishing = NSLock()

  init(_ value: Value) {
    guard let gate = l10n_gate_create() else { fatalError("out of memory") }
    self.gate = gate
    first = value
  }

  deinit { l10n_gate_destroy(gate) }

  /// Runs `body` on the current value; the value stays whole until `body` returns.
  @inline(__always)
  func read<Result>(_ body: (Value) -> Result) -> Result {
    let slot = l10n_gate_enter(gate)
    defer { l10n_gate_leave(gate, slot) }
    // A published slot is never emptied: `publish` only replaces a value.
    return body(slot == 0 ? first.unsafelyUnwrapped : second.unsafelyUnwrapped)
  }

  /// Makes `value` current; returns once lookups that start from now on see it.
  func publish(_ value: Value) {
    publishing.withLock {
      let spare = l10n_gate_spare(gate)
      if spare == 0 { first = value } else { second = value }
      l10n_gate_publish(gate, spare)
    }
  }
}
