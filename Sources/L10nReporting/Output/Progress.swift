import Foundation

/// A one-line counter on standard error ("Scanning 1200/5000 files") for long work. It is shown
/// only when standard error is a terminal (never in pipes, logs or CI), `TERM` is not `dumb`,
/// `--quiet` was not given, and there is enough work to be worth it; otherwise every call does
/// nothing. The line is redrawn in place and erased by `finish()`, so results and diagnostics
/// printed afterwards start on a clean line.
public struct Progress: Sendable {
  public let label: String
  public let total: Int
  public let unit: String
  public let isShown: Bool
  /// Redraw every this many steps (about a hundred redraws in all).
  private let stride: Int

  public init(_ label: String, total: Int, unit: String = "", quiet: Bool = false, minimum: Int = 1) {
    self.label = label
    self.total = total
    self.unit = unit
    isShown = !quiet && total >= minimum && Progress.terminalAllows
    stride = max(1, total / 100)
  }

  /// Standard error is a terminal that can redraw a line.
  public static var terminalAllows: Bool {
    Terminal.standardError.isTTY && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// `done` of `total` finished, or with `item` ("fr"): working on the `done`th.
  public func update(_ done: Int, item: String? = nil) {
    guard isShown, item != nil || done % stride == 0 || done == total else { return }
    var line = Paint.eraseLine + "\(label) \(done)/\(total)"
    if !unit.isEmpty { line += " \(unit)" }
    if let item { line += ": \(item)" }
    Terminal.standardError.write(line)
  }

  /// Erases the line.
  public func finish() {
    guard isShown else { return }
    Terminal.standardError.write(Paint.eraseLine)
  }
}
