import Dispatch

extension Parallel {
  /// Lets go of `value` on another thread: taking apart a large structure (every array and
  /// string a walk's state holds) need not hold up the caller, which goes on with the next step
  /// while a free processor does it. The caller must hold no other copy, or the last copy let go
  /// does the work where it is.
  public static func release<Value>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global(qos: .utility).async { box.empty() }
  }

  /// The value handed over, emptied on the other thread.
  private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func empty() { value = nil }
  }
}
