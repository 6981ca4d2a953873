extension MergeDriverRequest: SessionRequest {
  /// What became of the merge.
  public enum Outcome {
    /// Merged and written over ours; the conflicts marked in it (none: a clean merge).
    case merged(conflicts: [String])
    /// A version could not be read: ours is left as it was.
    case unreadable(any Error)
  }

  /// Needs no project: run it in a session of the working directory alone.
  public func run(in session: ProjectSession) throws -> Outcome {
    do {
      return .merged(conflicts: try run(files: session.files))
    } catch let unreadable as Unreadable {
      return .unreadable(unreadable.error)
    }
  }
}
