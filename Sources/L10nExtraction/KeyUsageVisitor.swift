import Foundation
import L10nCatalog
import L10nProject
import SwiftParser
import SwiftSyntax

/// Walks one parsed Swift file and collects key usages, mentions and warnings.
///
/// A usage is a string literal without interpolation followed by a configured member (`.i18n`),
/// wherever it stands, a Foundation call with a literal key, or the key argument of a configured
/// SwiftUI call (`Text("key")`, `.navigationTitle("key")`). A literal that picks among literals
/// (`(c ? "a.x" : "a.y").i18n`, `(name ?? "a.z").i18n`) gives a usage per literal. Every other
/// literal is a mention. Comments and the insides of other string literals are never usages:
/// they are trivia or literal text in the syntax tree.
final class KeyUsageVisitor: SyntaxVisitor {
  private let shapes: CallShapes
  private let file: String
  private let converter: SourceLocationConverter
  /// The configured key calls by name: initializers and functions (`Text`), and modifiers (`help`).
  private let typeCalls: [String: [CallShapes.KeyCall]]
  private let modifierCalls: [String: [CallShapes.KeyCall]]
  private(set) var usages: [KeyUsage] = []
  private(set) var warnings: [ExtractionWarning] = []
  private(set) var mentions: [KeyPlace] = []
  /// Interpolated literals that are no usage, each template once.
  private(set) var templateMentions: [TemplateMention] = []
  /// For each usage, where its key literal's text is in the file (for `rename`).
  private(set) var literals: [KeyLiteral] = []
  /// For each usage, the line a `.i18n` member name ends on (where a trailing comment belongs),
  /// or -1.
  private var memberLines: [Int] = []
  /// Literals that are usages, so not mentions; texts already mentioned in this file.
  private var usageLiterals = Set<SyntaxIdentifier>()
  private var mentioned = Set<String>()
  private var mentionedTemplates = Set<KeyTemplate>()

  init(shapes: CallShapes, file: String, converter: SourceLocationConverter) {
    self.shapes = shapes
    self.file = file
    self.converter = converter
    typeCalls = Dictionary(grouping: shapes.keyCalls.filter { !$0.isMember }, by: \.name)
    modifierCalls = Dictionary(grouping: shapes.keyCalls.filter(\.isMember), by: \.name)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    guard shapes.members.contains(name), node.declName.argumentNames == nil, let base = node.base else {
      return .visitChildren
    }
    let memberLine = converter.location(for: node.declName.positionAfterSkippingLeadingTrivia).line
    for choice in Self.choices(base) {
      if let literal = choice.as(StringLiteralExprSyntax.self) {
        if let key = literal.representedLiteralValue {
          record(key: key, at: literal, shape: ".\(name)", memberLine: memberLine)
        } else {
          warnInterpolation(literal, "\(Self.excerpt(literal)).\(name)")
        }
      } else if !Self.isSelf(choice) {
        warn(at: choice, "the key of .\(name) is not a string literal (\(Self.excerpt(choice))); l10n cannot know it")
      }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      let arguments = Array(node.arguments)
      switch callee.baseName.text {
      case "NSLocalizedString" where shapes.nsLocalizedString:
        guard let first = arguments.first, first.label == nil else { return .visitChildren }
        recordCall(
          keyExpression: first.expression, arguments: arguments, shape: "NSLocalizedString", valueLabel: "value",
          tableLabel: "tableName")
        return .visitChildren
      case "String" where shapes.stringLocalized:
        guard let first = arguments.first, first.label?.text == "localized" else { return .visitChildren }
        recordCall(
          keyExpression: first.expression, arguments: arguments, shape: "String(localized:)",
          valueLabel: "defaultValue", tableLabel: "table")
        return .visitChildren
      default:
        recordKeyCall(typeCalls[callee.baseName.text], node.arguments)
      }
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      // `view.help("key")` is a modifier; `SwiftUI.Text("key")` the type's initializer.
      if let calls = modifierCalls[name] {
        recordKeyCall(calls, node.arguments)
      } else if let calls = typeCalls[name],
        let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        module == "SwiftUI" || module == "Foundation"
      {
        recordKeyCall(calls, node.arguments)
      }
    }
    return .visitChildren
  }

  /// A literal without interpolation holds nothing more to visit (its children are its text). An
  /// interpolated one that is no usage mentions the keys its template matches.
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let text = node.representedLiteralValue else {
      if !usageLiterals.contains(node.id), let template = Self.template(node),
        mentionedTemplates.insert(template).inserted
      {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        templateMentions.append(
          TemplateMention(
            template: template,
            place: KeyPlace(key: template.display, file: file, line: location.line, column: location.column)))
      }
      return .visitChildren
    }
    if !text.isEmpty, !usageLiterals.contains(node.id), mentioned.insert(text).inserted {
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      mentions.append(KeyPlace(key: text, file: file, line: location.line, column: location.column))
    }
    return .skipChildren
  }

  /// A configured SwiftUI or Foundation call: each literal its key argument may be is a usage.
  /// Anything else there (a variable, interpolation, `Text(verbatim:)`) is not, and is no warning:
  /// these calls take plain text as often as keys.
  private func recordKeyCall(_ calls: [CallShapes.KeyCall]?, _ argumentList: LabeledExprListSyntax) {
    guard let calls else { return }
    let arguments = Array(argumentList)
    for call in calls {
      let argument: LabeledExprSyntax?
      if let label = call.label {
        argument = arguments.first { $0.label?.text == label }
      } else {
        argument = arguments.first.flatMap { $0.label == nil ? $0 : nil }
      }
      guard let argument else { continue }
      let table = ["tableName", "table"].lazy.compactMap { label in
        arguments.first { $0.label?.text == label }.flatMap {
          Self.stringLiteral($0.expression)?.representedLiteralValue
        }
      }.first
      for choice in Self.choices(argument.expression) {
        guard let literal = choice.as(StringLiteralExprSyntax.self) else { continue }
        if let key = literal.representedLiteralValue {
          record(key: key, at: literal, shape: call.description, table: table, kind: .keyCall)
        } else if let template = Self.template(literal) {
          record(
            key: template.certainKey ?? template.display, at: literal, shape: call.description, table: table,
            kind: .keyCall, template: template)
        }
      }
    }
  }

  private func recordCall(
    keyExpression: ExprSyntax, arguments: [LabeledExprSyntax], shape: String, valueLabel: String, tableLabel: String
  ) {
    func text(_ label: String) -> String? {
      guard let argument = arguments.first(where: { $0.label?.text == label }) else { return nil }
      return Self.stringLiteral(argument.expression)?.representedLiteralValue
    }
    for choice in Self.choices(keyExpression) {
      guard let literal = choice.as(StringLiteralExprSyntax.self) else {
        // `String(localized: .editorTitle)`: a key's symbol (`SymbolReferences` finds it).
        if !Self.isSelf(choice) && !Self.isGeneratedSymbol(choice) {
          warn(at: choice, "the key of \(shape) is not a string literal (\(Self.excerpt(choice))); l10n cannot know it")
        }
        continue
      }
      guard let key = literal.representedLiteralValue else {
        // `String(localized: "\(count) files")` looks up `%lld files`; NSLocalizedString's key is
        // built at run time.
        if shape == "String(localized:)", let template = Self.template(literal), !template.isHolesOnly {
          record(
            key: template.certainKey ?? template.display, at: literal, shape: shape, sourceText: text(valueLabel),
            comment: text("comment"), table: text(tableLabel), template: template)
        } else {
          warnInterpolation(literal, "\(shape) \(Self.excerpt(literal))")
        }
        continue
      }
      record(
        key: key, at: literal, shape: shape, sourceText: text(valueLabel), comment: text("comment"),
        table: text(tableLabel))
    }
  }

  private func record(
    key: String, at literal: StringLiteralExprSyntax, shape: String, sourceText: String? = nil, comment: String? = nil,
    table: String? = nil, kind: KeyUsage.Kind = .key, memberLine: Int = -1, template: KeyTemplate? = nil
  ) {
    let location = converter.location(for: literal.positionAfterSkippingLeadingTrivia)
    usages.append(
      KeyUsage(
        key: key, file: file, line: location.line, column: location.column, sourceText: sourceText,
        comment: comment?.isEmpty == true ? nil : comment, table: table, shape: shape, kind: kind, template: template))
    memberLines.append(memberLine)
    usageLiterals.insert(literal.id)
    literals.append(
      KeyLiteral(
        contentRange: Self.contentRange(literal), isRaw: literal.openingPounds != nil,
        isMultiline: literal.openingQuote.tokenKind == .multilineStringQuote))
  }

  /// Where a literal's text is in the file: its segments without their trivia. A multi-line
  /// literal's line break after `"""`, its indentation and its last line break are trivia there,
  /// so a rewrite of this range keeps the delimiters (`#"`, `"""`) and the layout.
  static func contentRange(_ literal: StringLiteralExprSyntax) -> Range<Int> {
    guard let first = literal.segments.first, let last = literal.segments.last else {
      let position = literal.segments.position.utf8Offset
      return position..<position
    }
    return first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
  }

  private func warn(at node: some SyntaxProtocol, _ message: String, dynamicPattern: String? = nil) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    warnings.append(
      ExtractionWarning(
        file: file, line: location.line, column: location.column, message: message, dynamicPattern: dynamicPattern))
  }

  /// A key built with interpolation: says which `keys.dynamic` pattern would declare its family.
  private func warnInterpolation(_ literal: StringLiteralExprSyntax, _ excerpt: String) {
    let pattern = Self.dynamicPattern(literal)
    var message = "a key with interpolation cannot be extracted: \(excerpt)"
    if let pattern {
      message += "; if the code builds keys of one family, declare it in l10n.yml (keys: dynamic: ['\(pattern)'])"
    }
    warn(at: literal, message, dynamicPattern: pattern)
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

  /// The values an expression may have when it picks among others: the branches of `c ? a : b`
  /// and the operands of `a ?? b`, through parentheses; otherwise the expression itself.
  static func choices(_ expression: ExprSyntax) -> [ExprSyntax] {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return choices(only.expression)
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return choices(ternary.thenExpression) + choices(ternary.elseExpression)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequenceChoices(Array(sequence.elements)) ?? [expression]
    }
    return [expression]
  }

  /// The unfolded form the parser gives: `c ? a : b` is [c, `? a :`, b], `a ?? b` is [a, ??, b].
  /// Everything before the first `?` is the condition. nil for other operators (`"a" + b`).
  private static func sequenceChoices(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
    if elements.count == 1 { return choices(elements[0]) }
    if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
      let then = elements[index].cast(UnresolvedTernaryExprSyntax.self).thenExpression
      guard let rest = sequenceChoices(Array(elements[(index + 1)...])) else { return nil }
      return choices(then) + rest
    }
    guard elements.count % 2 == 1 else { return nil }
    var result: [ExprSyntax] = []
    for (index, element) in elements.enumerated() {
      if index % 2 == 0 {
        result += choices(element)
      } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "??" {
        return nil
      }
    }
    return result
  }

  static func stringLiteral(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return literal }
    // ("key").i18n
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return stringLiteral(only.expression)
    }
    return nil
  }

  /// `.editorTitle`, `.settingsMinutes(3)` or `LocalizedStringResource.editorTitle`: what code
  /// writes for a key Xcode 26 generates a symbol for.
  private static func isGeneratedSymbol(_ expression: ExprSyntax) -> Bool {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource"
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
