import Foundation
import SwiftParser
import SwiftSyntax

/// A use of a declaration newer than the floor, outside any `if #available` or `@available` that
/// covers it.
struct Finding {
  var file: String
  var line: Int
  var column: Int
  /// How a reader names what is used: `String.init(validating:as:)`, `Span`.
  var symbol: String
  /// What it needs, and from where: `macOS 15.0 (Swift)`, `Swift 6.2 (SE-0447)`.
  var needs: String
  /// What covers a use: `if #available(macOS 15.0, *)`, `#if compiler(>=6.2)`.
  var guardText: String
}

/// Declarations that a Swift compiler older than the one named does not have, whatever the
/// system (`6.2 Span  # SE-0447`): the standard library's interface cannot say when a type came.
struct SwiftAdditions {
  var floor: Version
  var added: [String: (version: Version, source: String)] = [:]

  func requirement(of name: String) -> (version: Version, source: String)? {
    guard let entry = added[name], entry.version > floor else { return nil }
    return entry
  }
}

/// Finds, in one Swift file, the uses of declarations that only a newer system has: types by
/// name, initializers by type and argument labels, functions and properties by name and labels.
/// A use counts only when every declaration it may mean (in the known modules and the project)
/// is newer than the floor, so a name an older API or the project also declares is never
/// reported; the labels of a call tell overloads apart.
final class UseScanner: SyntaxVisitor {
  private let index: DeclarationIndex
  private let availability: PlatformAvailability
  private let swift: SwiftAdditions
  private let file: String
  private let converter: SourceLocationConverter
  private(set) var findings: [Finding] = []
  private var reported: Set<Int> = []

  init(
    index: DeclarationIndex, availability: PlatformAvailability, swift: SwiftAdditions, file: String,
    tree: SourceFileSyntax
  ) {
    self.index = index
    self.availability = availability
    self.swift = swift
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  static func findings(
    in source: String, file: String, index: DeclarationIndex, availability: PlatformAvailability,
    swift: SwiftAdditions
  ) -> [Finding] {
    let tree = Parser.parse(source: source)
    let scanner = UseScanner(index: index, availability: availability, swift: swift, file: file, tree: tree)
    scanner.walk(tree)
    return scanner.findings
  }

  private func candidates(_ name: String, _ kinds: Set<Declaration.Kind>) -> [Declaration] {
    (index.byName[name] ?? []).filter { kinds.contains($0.kind) }
  }

  private func report(_ candidates: [Declaration], at node: some SyntaxProtocol) {
    guard let newer = index.onlyNewer(candidates), let introduced = newer.introduced else { return }
    if let guaranteed = guaranteedVersion(at: Syntax(node)), guaranteed >= introduced { return }
    let platform = availability.platform
    add(
      newer.spelled, needs: "\(platform) \(introduced) (\(newer.module))",
      guardText: "if #available(\(platform) \(introduced), *)", at: node)
  }

  /// A type a newer Swift added (`Span`), unless `#if compiler(>=6.2)` or `swift(>=6.2)` covers it.
  private func reportSwiftAddition(_ name: String, at node: some SyntaxProtocol) {
    guard !index.localTypes.contains(name), let (version, source) = swift.requirement(of: name) else { return }
    if let compiler = compilerGuarantee(at: Syntax(node)), compiler >= version { return }
    add(name, needs: "Swift \(version) (\(source))", guardText: "#if compiler(>=\(version))", at: node)
  }

  private func add(_ symbol: String, needs: String, guardText: String, at node: some SyntaxProtocol) {
    // One finding a place: `Mutex(0)` is the type and its initializer at once.
    guard reported.insert(node.positionAfterSkippingLeadingTrivia.utf8Offset).inserted else { return }
    let location = node.startLocation(converter: converter)
    findings.append(
      Finding(
        file: file, line: location.line, column: location.column, symbol: symbol, needs: needs,
        guardText: guardText))
  }

  /// The newest compiler an `#if compiler(>=X)` or `#if swift(>=X)` around `node` requires.
  private func compilerGuarantee(at node: Syntax) -> Version? {
    var newest: Version?
    var current = node.parent
    while let ancestor = current {
      if let condition = ancestor.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription {
        for prefix in ["compiler(>=", "swift(>="] {
          guard let range = condition.range(of: prefix) else { continue }
          let rest = condition[range.upperBound...].prefix { $0.isNumber || $0 == "." }
          if let version = Version(rest) { newest = max(newest ?? version, version) }
        }
      }
      current = ancestor.parent
    }
    return newest
  }

  private static func isTypeName(_ name: String) -> Bool { name.first?.isUppercase == true }

  private static func labels(_ call: FunctionCallExprSyntax) -> [String?] {
    call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : [nil])
      + call.additionalTrailingClosures.map { $0.label.text }
  }

  /// The type a callee names, when it is one (`String`, `Mutex<Int>`, `Swift.String`).
  private static func typeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return isTypeName(name) ? name : nil
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return typeName(generic.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      return isTypeName(name) ? name : nil
    }
    return nil
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    report(candidates(node.name.text, [.type]), at: node)
    reportSwiftAddition(node.name.text, at: node)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    report(candidates(node.name.text, [.type]), at: node.name)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // A member's name is judged with its member access, a call's callee with its call.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    if Self.isTypeName(name) {
      report(candidates(name, [.type]), at: node)
      reportSwiftAddition(name, at: node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let labels = Self.labels(node)
    let callee = node.calledExpression
    if let type = Self.typeName(callee) {
      // `String(validating:as:)`: an initializer of that type with these labels.
      // A newer type (`Mutex(0)`) is reported as the type; a project's may have synthesized inits.
      guard !index.localTypes.contains(type), index.onlyNewer(candidates(type, [.type])) == nil else {
        return .visitChildren
      }
      let inits = candidates("init", [.initializer]).filter { $0.container == type && $0.accepts(labels: labels) }
      report(inits, at: callee)
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let functions = candidates(reference.baseName.text, [.function]).filter { $0.accepts(labels: labels) }
      report(functions, at: reference)
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "init", let base = member.base, let type = Self.typeName(base) {
        guard !index.localTypes.contains(type) else { return .visitChildren }
        let inits = candidates("init", [.initializer]).filter { $0.container == type && $0.accepts(labels: labels) }
        report(inits, at: member.declName)
      } else {
        let functions = candidates(name, [.function]).filter { $0.accepts(labels: labels) }
        report(functions, at: member.declName)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
      return .visitChildren
    }
    let name = node.declName.baseName.text
    if Self.isTypeName(name) {
      report(candidates(name, [.type]), at: node.declName)
    } else if name != "init" && name != "self" {
      report(candidates(name, [.property, .function]), at: node.declName)
    }
    return .visitChildren
  }

  /// The newest version the code around `node` already requires: `@available` on a declaration
  /// around it, an `if #available` whose body it is in, a `guard #available` before it in its
  /// block. `.never` inside an `#if` branch that macOS never compiles (`os(Linux)`,
  /// `canImport(Glibc)`).
  private func guaranteedVersion(at node: Syntax) -> Version? {
    var newest: Version?
    func raise(_ version: Version?) {
      guard let version else { return }
      newest = max(newest ?? version, version)
    }
    var child = node
    var current = node.parent
    while let ancestor = current {
      if let declaration = ancestor.asProtocol((any WithAttributesSyntax).self) {
        raise(availability.introduced(by: declaration.attributes))
      }
      if let branch = ancestor.as(IfExprSyntax.self), branch.body.id == child.id {
        for condition in branch.conditions { raise(availabilityCondition(condition)) }
      }
      if let items = ancestor.as(CodeBlockItemListSyntax.self) {
        for item in items {
          if item.id == child.id { break }
          if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions { raise(availabilityCondition(condition)) }
          }
        }
      }
      if let clause = ancestor.as(IfConfigClauseSyntax.self), Self.isInactiveOnDarwin(clause) {
        return .never
      }
      child = ancestor
      current = ancestor.parent
    }
    return newest
  }

  private func availabilityCondition(_ condition: ConditionElementSyntax) -> Version? {
    let text = condition.condition.trimmedDescription
    guard text.hasPrefix("#available("), text.hasSuffix(")") else { return nil }
    return availability.guaranteed(byCondition: String(text.dropFirst("#available(".count).dropLast()))
  }

  private static func isInactiveOnDarwin(_ clause: IfConfigClauseSyntax) -> Bool {
    guard let condition = clause.condition?.trimmedDescription, !condition.contains("||") else { return false }
    return ["os(Linux)", "os(Windows)", "os(Android)", "canImport(Glibc)", "canImport(Musl)"].contains {
      condition.contains($0) && !condition.contains("!\($0)")
    }
  }
}
