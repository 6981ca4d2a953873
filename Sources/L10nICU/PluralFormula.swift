/// A gettext plural formula: the C expression of a PO header's `Plural-Forms` (`plural=n != 1`,
/// `n%10==1 && n%100!=11 ? 0 : …`), parsed once and evaluated for a number.
///
/// The grammar is gettext's (`plural-exp`): the variable `n`, decimal numbers, parentheses, `!`,
/// `* / %`, `+ -`, `< > <= >=`, `== !=`, `&&`, `||` and `?:`, with C's precedence, on unsigned
/// 64-bit numbers as gettext computes them. A formula deeper than 100 levels or longer than 4096
/// bytes is refused, so a hostile header cannot exhaust the stack.
public struct PluralFormula: Sendable, Hashable, CustomStringConvertible {
  /// The expression as written.
  public let text: String
  private let root: Node

  /// What is wrong with a formula, with the byte offset where it was found.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var message: String
    public var description: String { "\(message) (at byte \(offset + 1) of the formula)" }
  }

  public init(_ text: String) throws(Failure) {
    guard text.utf8.count <= 4096 else {
      throw Failure(offset: 4096, message: "the plural formula is longer than 4096 bytes")
    }
    var parser = Parser(bytes: Array(text.utf8))
    let node = try parser.expression(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw Failure(offset: parser.index, message: "unexpected \"\(parser.rest)\" in the plural formula")
    }
    self.text = text
    root = node
  }

  public var description: String { text }

  /// The formula's value for `n`; nil where it divides by zero.
  public func evaluate(_ n: UInt64) -> UInt64? {
    root.value(n)
  }

  indirect enum Node: Sendable, Hashable {
    case variable
    case number(UInt64)
    case not(Node)
    case binary(Operator, Node, Node)
    case conditional(Node, Node, Node)

    func value(_ n: UInt64) -> UInt64? {
      switch self {
      case .variable: return n
      case .number(let value): return value
      case .not(let operand): return operand.value(n).map { $0 == 0 ? 1 : 0 }
      case .conditional(let condition, let then, let otherwise):
        guard let test = condition.value(n) else { return nil }
        return test != 0 ? then.value(n) : otherwise.value(n)
      case .binary(.and, let left, let right):
        guard let a = left.value(n) else { return nil }
        if a == 0 { return 0 }
        return right.value(n).map { $0 != 0 ? 1 : 0 }
      case .binary(.or, let left, let right):
        guard let a = left.value(n) else { return nil }
        if a != 0 { return 1 }
        return right.value(n).map { $0 != 0 ? 1 : 0 }
      case .binary(let op, let left, let right):
        guard let a = left.value(n), let b = right.value(n) else { return nil }
        return op.apply(a, b)
      }
    }
  }

  enum Operator: String, Sendable, Hashable, CaseIterable {
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case add = "+"
    case subtract = "-"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
    case and = "&&"
    case or = "||"

    func apply(_ a: UInt64, _ b: UInt64) -> UInt64? {
      switch self {
      case .multiply: return a &* b
      case .divide: return b == 0 ? nil : a / b
      case .remainder: return b == 0 ? nil : a % b
      case .add: return a &+ b
      case .subtract: return a &- b
      case .less: return a < b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      case .and, .or: return nil  // evaluated with short circuit by Node
      }
    }
  }

  /// Recursive descent over the bytes, one level per precedence.
  struct Parser {
    let bytes: [UInt8]
    var index = 0

    var rest: String { String(decoding: bytes[index...].prefix(20), as: UTF8.self) }

    mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
          || bytes[index] == 0x0D
      {
        index += 1
      }
    }

    /// Takes `token` if it comes next (and, for `<` `>` `!`, `=` does not follow unless asked).
    mutating func take(_ token: String) -> Bool {
      skipSpace()
      let utf8 = Array(token.utf8)
      guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
        return false
      }
      let next = index + utf8.count < bytes.count ? bytes[index + utf8.count] : 0
      if ["<", ">", "!"].contains(token), next == UInt8(ascii: "=") { return false }
      index += utf8.count
      return true
    }

    mutating func expression(depth: Int) throws(Failure) -> Node {
      guard depth < 100 else { throw Failure(offset: index, message: "the plural formula nests too deeply") }
      let condition = try binary(level: 0, depth: depth)
      guard take("?") else { return condition }
      let then = try expression(depth: depth + 1)
      guard take(":") else { throw Failure(offset: index, message: "expected \":\" after \"?\" in the plural formula") }
      let otherwise = try expression(depth: depth + 1)
      return .conditional(condition, then, otherwise)
    }

    static let levels: [[Operator]] = [
      [.or], [.and], [.equal, .notEqual], [.lessOrEqual, .greaterOrEqual, .less, .greater], [.add, .subtract],
      [.multiply, .divide, .remainder],
    ]

    mutating func binary(level: Int, depth: Int) throws(Failure) -> Node {
      guard level < Self.levels.count else { return try unary(depth: depth) }
      var left = try binary(level: level + 1, depth: depth)
      while let op = Self.levels[level].first(where: { take($0.rawValue) }) {
        let right = try binary(level: level + 1, depth: depth)
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func unary(depth: Int) throws(Failure) -> Node {
      guard depth < 100 else { throw Failure(offset: index, message: "the plural formula nests too deeply") }
      if take("!") { return .not(try unary(depth: depth + 1)) }
      if take("(") {
        let inner = try expression(depth: depth + 1)
        guard take(")") else { throw Failure(offset: index, message: "expected \")\" in the plural formula") }
        return inner
      }
      if take("n") { return .variable }
      skipSpace()
      let start = index
      var value: UInt64 = 0
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowAgain) = times.addingReportingOverflow(UInt64(bytes[index] - 0x30))
        guard !overflow, !overflowAgain else {
          throw Failure(offset: start, message: "a number in the plural formula is too large")
        }
        value = sum
        index += 1
      }
      guard index > start else {
        let found = index < bytes.count ? "\"\(rest)\"" : "the end"
        throw Failure(offset: index, message: "expected n, a number or \"(\" in the plural formula, found \(found)")
      }
      return .number(value)
    }
  }
}
