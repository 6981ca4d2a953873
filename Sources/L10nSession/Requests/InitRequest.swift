import Foundation

/// `l10n init`: the working directory set up for l10n (`InitPlan`): l10n.yml, a catalog when none
/// can take code's keys, the shorthand, .gitignore and .gitattributes lines. Reads no l10n.yml
/// first (run it in a session of the working directory alone).
public struct InitRequest: SessionRequest {
  public var options: InitPlan.Options
  /// List what would be written, and write nothing.
  public var dryRun = false

  public init(options: InitPlan.Options, dryRun: Bool = false) {
    (self.options, self.dryRun) = (options, dryRun)
  }

  /// The plan, carried out unless `dryRun`.
  public func run(in session: ProjectSession) throws -> InitPlan {
    let plan = try InitPlan(root: session.workingDirectory, options: options, files: session.files)
    if !dryRun { try plan.apply(files: session.files) }
    return plan
  }
}
