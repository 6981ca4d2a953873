/// The one layout of the plain-text tables commands print (`status`, `memory stats`): each
/// column as wide as its widest cell, the first left-aligned and the others right-aligned, two
/// spaces between columns.
public enum TextTable {
  /// The cells of `rows` padded to their column's width (a missing cell counts as empty).
  public static func padded(_ rows: [[String]]) -> [[String]] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
    }
  }

  /// The table's lines, each with a final newline, after `indent`.
  public static func text(_ rows: [[String]], indent: String = "") -> String {
    padded(rows).map { indent + $0.joined(separator: "  ") + "\n" }.joined()
  }
}
