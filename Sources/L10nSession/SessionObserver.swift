import L10nReporting

/// How a session tells what it is doing while it works: progress of long work, notes and
/// warnings. The command line shows them on standard error (progress only on a terminal); a
/// library user or a test may collect them or ignore them (`silent`).
public struct SessionObserver: Sendable {
  /// Long work begins: `label` ("Scanning"), `total` steps of `unit` ("Swift files"), shown only
  /// from `minimum` steps on. The value returned follows it.
  public var progress: @Sendable (_ label: String, _ total: Int, _ unit: String, _ minimum: Int) -> SessionProgress
  /// A line for the person running l10n (standard error on the command line).
  public var note: @Sendable (String) -> Void
  /// A warning (standard error on the command line, as every command writes one).
  public var warning: @Sendable (Warning) -> Void

  public init(
    progress: @escaping @Sendable (String, Int, String, Int) -> SessionProgress = { _, _, _, _ in .none },
    note: @escaping @Sendable (String) -> Void = { _ in },
    warning: @escaping @Sendable (Warning) -> Void = { _ in }
  ) {
    self.progress = progress
    self.note = note
    self.warning = warning
  }

  /// Says nothing.
  public static let silent = SessionObserver()
}

/// One piece of long work under way (see `SessionObserver.progress`).
public struct SessionProgress: Sendable {
  /// Whether anyone is shown it: when not, the work need not count its steps.
  public var isShown: Bool
  /// `done` steps of the total finished, or with `item` ("fr"): working on the `done`th.
  public var update: @Sendable (_ done: Int, _ item: String?) -> Void
  /// The work ended (or stopped): the line goes.
  public var finish: @Sendable () -> Void

  public init(
    isShown: Bool, update: @escaping @Sendable (Int, String?) -> Void, finish: @escaping @Sendable () -> Void
  ) {
    self.isShown = isShown
    self.update = update
    self.finish = finish
  }

  /// Shown to no one.
  public static let none = SessionProgress(isShown: false, update: { _, _ in }, finish: {})

  public func update(_ done: Int) { update(done, nil) }

  /// For work that reports its steps as a count: nil when no one is shown it.
  public var steps: (@Sendable (Int) -> Void)? {
    guard isShown else { return nil }
    let update = self.update
    return { update($0, nil) }
  }
}
