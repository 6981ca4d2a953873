/// Reading the merge driver's conflict markers independently of the code that writes them, as
/// Documentation/Git.md describes them.
public enum ConflictMarkers {
  /// The text with one side of every marked conflict kept (`ours` or `theirs`), and the other
  /// side and the three marker lines deleted.
  public static func resolve(_ marked: String, keeping side: String) -> String {
    var kept: [Substring] = []
    var state = 0
    for line in marked.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "<<<<<<< ours" {
        state = 1
      } else if line == "=======" && state == 1 {
        state = 2
      } else if line == ">>>>>>> theirs" && state == 2 {
        state = 0
      } else if state == 0 || (state == 1 && side == "ours") || (state == 2 && side == "theirs") {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n")
  }
}
