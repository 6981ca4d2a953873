import Foundation
import SwiftParser
import SwiftSyntax

/// Walks one parsed Swift file and collects key usages and warnings.
///
/// A usage is a string literal without interpolation followed by a configured member (`.i18n`),
/// wherever it stands, or a Foundation call with a literal key. Comments and the insides of other
/// string literals are never usages: they are trivia or literal text in the syntax tree.
final class KeyUsageVisitor: SyntaxVisitor {
  private let shapes: CallShapes
  private let file: String
  private let converter: SourceLocationConverter
  private(set) var usages: [KeyUsage] = []
  private(set) var warnings: [ExtractionWarning] = []
  /// For each `.i18n` usage, the line its member name ends on (where a trailing comment belongs).
  private var memberLines: [Int] = []

  init(shapes: CallShapes, file: String, converter: SourceLocationConverter) {
    self.shapes = shapes
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    guard shapes.members.contains(name), node.declName.argumentNames == nil, let base = node.base else {
      return .visitChildren
    }
    let memberLine = converter.location(for: node.declName.positionAfterSkippingLeadingTrivia).line
    if let literal = Self.stringLiteral(base) {
      if let key = literal.representedLiteralValue {
        record(key: key, at: literal, shape: ".\(name)")
        memberLines.append(memberLine)
      } else {
        warn(at: literal, "a key with interpolation cannot be extracted: \(Self.excerpt(literal)).\(name)")
      }
    } else if !Self.isSelf(base) {
      warn(at: base, "the key of .\(name) is not a string literal (\(Self.excerpt(base))); l10n cannot know it")
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
    let arguments = Array(node.arguments)
    switch callee.baseName.text {
    case "NSLocalizedString" where shapes.nsLocalizedString:
      guard let first = arguments.first, first.label == nil else { return .visitChildren }
      recordCall(
        keyExpression: first.expression, arguments: arguments, shape: "NSLocalizedString", valueLabel: "value",
        tableLabel: "tableName")
    case "String" where shapes.stringLocalized:
      guard let first = arguments.first, first.label?.text == "localized" else { return .visitChildren }
      recordCall(
        keyExpression: first.expression, arguments: arguments, shape: "String(localized:)",
        valueLabel: "defaultValue", tableLabel: "table")
    default:
      break
    }
    return .visitChildren
  }

  private func recordCall(
    keyExpression: ExprSyntax, arguments: [LabeledExprSyntax], shape: String, valueLabel: String, tableLabel: String
  ) {
    guard let literal = Self.stringLiteral(keyExpression) else {
      if !Self.isSelf(keyExpression) {
        warn(at: keyExpression, "the key of \(shape) is not a string literal (\(Self.excerpt(keyExpression))); l10n cannot know it")
      }
      return
    }
    guard let key = literal.representedLiteralValue else {
      warn(at: literal, "a key with interpolation cannot be extracted: \(shape) \(Self.excerpt(literal))")
      return
    }
    func text(_ label: String) -> String? {
      guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
      return Self.stringLiteral(argument.expression)?.representedLiteralValue
    }
    record(key: key, at: literal, shape: shape, sourceText: text(valueLabel), comment: text("comment"), table: text(tableLabel))
  }

  private func record(
    key: String, at literal: StringLiteralExprSyntax, shape: String, sourceText: String? = nil, comment: String? = nil,
    table: String? = nil
  ) {
    let location = converter.location(for: literal.positionAfterSkippingLeadingTrivia)
    usages.append(
      KeyUsage(
        key: key, file: file, line: location.line, column: location.column, sourceText: sourceText,
        comment: comment?.isEmpty == true ? nil : comment, table: table, shape: shape))
    if !shape.hasPrefix(".") { memberLines.append(-1) }
  }

  private func warn(at node: some SyntaxProtocol, _ message: String) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    warnings.append(ExtractionWarning(file: file, line: location.line, column: location.column, message: message))
  }

  /// Gives each `.i18n` usage the trailing line comment of the line its member ends on, when that
  /// line holds no other usage: `title = "editor.title".i18n // Editor`.
  func attachTrailingComments(_ comments: [Int: String]) {
    var counts: [Int: Int] = [:]
    for line in memberLines where line > 0 { counts[line, default: 0] += 1 }
    for index in usages.indices {
      let line = memberLines[index]
      guard line > 0, counts[line] == 1, usages[index].sourceText == nil, let text = comments[line] else { continue }
      usages[index].sourceText = text
    }
  }

  private static func stringLiteral(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return literal }
    // ("key").i18n
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return stringLiteral(only.expression)
    }
    return nil
  }

  private static func isSelf(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  private static func excerpt(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }
}

extension SyntaxProtocol {
  /// Trailing line comments (`code // text`) by line, the `//` and surrounding spaces removed.
  func trailingLineComments(converter: SourceLocationConverter) -> [Int: String] {
    var comments: [Int: String] = [:]
    for token in tokens(viewMode: .sourceAccurate) {
      for piece in token.trailingTrivia.pieces {
        guard case .lineComment(let text) = piece, !text.hasPrefix("///") else { continue }
        let line = converter.location(for: token.endPositionBeforeTrailingTrivia).line
        let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
        if !body.isEmpty { comments[line] = body }
      }
    }
    return comments
  }
}
