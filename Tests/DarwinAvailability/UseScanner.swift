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

/// Finds, in one Swift file, the uses of declarations that only a newer system or a newer Swift
/// has: types by name, initializers by type and argument labels, functions, macros and properties
/// by name and labels, attached macros (`@Observable`) and freestanding ones (`#Predicate`) by
/// name. A use counts only when every declaration it may mean (in the known modules and the
/// project) is newer than a floor and not covered where it is, so a name an older API or the
/// project also declares is never reported; the labels of a call tell overloads apart, and the
/// parameter an implicit member (`.dayOfYear`) is passed to tells its type.
final class UseScanner: SyntaxVisitor {
  private let index: DeclarationIndex
  private let availability: PlatformAvailability
  private let file: String
  private let converter: SourceLocationConverter
  private(set) var findings: [Finding] = []
  private var reported: Set<Int> = []

  init(index: DeclarationIndex, availability: PlatformAvailability, file: String, tree: SourceFileSyntax) {
    self.index = index
    self.availability = availability
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  static func findings(
    in source: String, file: String, index: DeclarationIndex, availability: PlatformAvailability
  ) -> [Finding] {
    let tree = Parser.parse(source: source)
    let scanner = UseScanner(index: index, availability: availability, file: file, tree: tree)
    scanner.walk(tree)
    return scanner.findings
  }

  private func candidates(_ name: String, _ kinds: Set<Declaration.Kind>) -> [Declaration] {
    (index.byName[name] ?? []).filter { kinds.contains($0.kind) }
  }

  /// Reports a use of `candidates` when each of them is newer than a floor and none is covered
  /// here (the use may mean any of them): an Apple one by `#available`, `@available` or an `#if`
  /// branch macOS never compiles, a Swift addition by `#if compiler(>=…)`.
  private func report(_ candidates: [Declaration], at node: some SyntaxProtocol) {
    guard !candidates.isEmpty, candidates.allSatisfy(index.isNewer) else { return }
    let guaranteed = guaranteedVersion(at: Syntax(node))
    let compiler = compilerGuarantee(at: Syntax(node))
    var uncovered: [(declaration: Declaration, needs: String, guardText: String, version: Version)] = []
    for candidate in candidates {
      if index.isPlatformNewer(candidate), let introduced = candidate.introduced,
        guaranteed.map { $0 < introduced } ?? true
      {
        let platform = availability.platform
        uncovered.append(
          (
            candidate, "\(platform) \(introduced) (\(candidate.module))", "if #available(\(platform) \(introduced), *)",
            introduced
          ))
      } else if index.isSwiftNewer(candidate), let added = candidate.swiftAdded,
        compiler.map { $0 < added.version } ?? true
      {
        uncovered.append(
          (candidate, "Swift \(added.version) (\(added.source))", "#if compiler(>=\(added.version))", added.version))
      } else {
        return
      }
    }
    guard let first = uncovered.min(by: { $0.version < $1.version }) else { return }
    add(first.declaration.spelled, needs: first.needs, guardText: first.guardText, at: node)
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

  /// A call's argument labels: `_` for an unlabeled argument, nil for the unlabeled trailing closure.
  private static func labels(
    _ arguments: LabeledExprListSyntax, _ trailingClosure: ClosureExprSyntax?,
    _ additional: MultipleTrailingClosureElementListSyntax
  ) -> [String?] {
    arguments.map { $0.label?.text ?? "_" } + (trailingClosure == nil ? [] : [nil]) + additional.map { $0.label.text }
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

  /// The types a bare name (`Image`, not `Backtrace.Image`) may mean: a module's nested types only
  /// by their qualified name (outside their own type's extensions, which the project does not
  /// write for Apple's), the project's and its dependencies' all.
  private func bareTypes(_ name: String) -> [Declaration] {
    candidates(name, [.type]).filter { $0.container == nil || $0.module.hasPrefix("(") }
  }

  /// Whether a use of `name` as one of `kinds` may only mean newer declarations.
  private func allNewer(_ name: String, _ kinds: Set<Declaration.Kind>) -> Bool {
    let found = candidates(name, kinds)
    return !found.isEmpty && found.allSatisfy(index.isNewer)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    // An attribute's name is judged with its attribute (a macro first, then a type).
    if node.parent?.is(AttributeSyntax.self) == true { return .visitChildren }
    report(bareTypes(node.name.text), at: node)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    report(candidates(node.name.text, [.type]), at: node.name)
    return .visitChildren
  }

  /// `@Observable`: an attached macro of that name when there is one, else a type (a property
  /// wrapper, a global actor, a result builder).
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard let name = Declaration.typeName(node.attributeName) else { return .visitChildren }
    let macros = candidates(name, [.macro])
    report(macros.isEmpty ? bareTypes(name) : macros, at: node.attributeName)
    return .visitChildren
  }

  /// `#Predicate<Int> { $0 > 1 }`: a use of the macro declaration, by name and labels.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    let labels = Self.labels(node.arguments, node.trailingClosure, node.additionalTrailingClosures)
    report(candidates(node.macroName.text, [.macro]).filter { $0.accepts(labels: labels) }, at: node.macroName)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = Self.labels(node.arguments, node.trailingClosure, node.additionalTrailingClosures)
    report(candidates(node.macroName.text, [.macro]).filter { $0.accepts(labels: labels) }, at: node.macroName)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // A member's name is judged with its member access, a call's callee with its call.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    if Self.isTypeName(name) { report(bareTypes(name), at: node) }
    return .visitChildren
  }

  /// The declarations a call may call, with the node a finding points at.
  private func callees(_ node: FunctionCallExprSyntax) -> (declarations: [Declaration], at: Syntax)? {
    let labels = Self.labels(node.arguments, node.trailingClosure, node.additionalTrailingClosures)
    let callee = node.calledExpression
    if let type = Self.typeName(callee) {
      // `String(validating:as:)`: an initializer of that type with these labels.
      // A newer type (`Mutex(0)`) is reported as the type; a project's may have synthesized inits.
      guard !index.localTypes.contains(type), !allNewer(type, [.type]) else { return nil }
      let inits = candidates("init", [.initializer]).filter { $0.container == type && $0.accepts(labels: labels) }
      return (inits, Syntax(callee))
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let functions = candidates(reference.baseName.text, [.function]).filter { $0.accepts(labels: labels) }
      return (functions, Syntax(reference))
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "init", let base = member.base, let type = Self.typeName(base) {
        guard !index.localTypes.contains(type) else { return nil }
        let inits = candidates("init", [.initializer]).filter { $0.container == type && $0.accepts(labels: labels) }
        return (inits, Syntax(member.declName))
      }
      let functions = candidates(name, [.function]).filter { $0.accepts(labels: labels) }
      return (functions, Syntax(member.declName))
    }
    return nil
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let (declarations, place) = callees(node) { report(declarations, at: place) }
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
      var found = candidates(name, [.property, .function])
      if node.base == nil, let types = argumentTypes(of: node) {
        // `.dayOfYear` passed to `component(_:from:)`: a member of that parameter's type.
        let typed = found.filter { $0.container.map(types.contains) ?? false }
        if !typed.isEmpty { found = typed }
      }
      report(found, at: node.declName)
    }
    return .visitChildren
  }

  /// The types the parameter takes that `node`, an argument of a call, fills, in every
  /// declaration the call may mean; nil when it is no argument or no parameter's type is named.
  private func argumentTypes(of node: MemberAccessExprSyntax) -> Set<String>? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self),
      let call = list.parent?.as(FunctionCallExprSyntax.self),
      let position = list.firstIndex(where: { $0.id == argument.id }).map({
        list.distance(from: list.startIndex, to: $0)
      }),
      let (declarations, _) = callees(call)
    else { return nil }
    let labels = Self.labels(call.arguments, call.trailingClosure, call.additionalTrailingClosures)
    var types: Set<String> = []
    for declaration in declarations {
      guard let matched = declaration.matchedParameters(labels: labels), position < matched.count,
        let type = declaration.parameters[matched[position]].typeName
      else { continue }
      types.insert(type)
    }
    return types.isEmpty ? nil : types
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
