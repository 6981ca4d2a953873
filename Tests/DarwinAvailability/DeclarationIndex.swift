import SwiftParser
import SwiftSyntax

/// One declaration a module interface (or the project) makes: its name, where it sits, the
/// parameters a call names, and the version of the platform it needs (nil: any).
struct Declaration {
  enum Kind: String {
    case type, initializer, function, property, macro
  }

  /// One parameter: its argument label (`_` for none), whether a call may leave it out, and the
  /// last name of its type when it is a named type (`Component` for `Calendar.Component?`).
  struct Parameter {
    var label: String
    var hasDefault: Bool
    var typeName: String?
  }

  var kind: Kind
  var name: String
  /// The type it is declared in or extends (its last name: `String`, `FoundationAttributes`).
  var container: String?
  /// For initializers, functions and macros.
  var parameters: [Parameter]
  var introduced: Version?
  var module: String
  /// The Swift release that added it, when Apple's availability cannot say (`Span`, back-deployed
  /// to macOS 10.14.4, came with Swift 6.2), and where that is said; see `DeclarationIndex.markSwiftAddition`.
  var swiftAdded: (version: Version, source: String)?
  /// Read by name only (a dependency's, see `DeclarationIndex.addNames`): any call may mean it.
  var anyLabels = false

  /// How a reader names it: `String.init(validating:as:)`, `Mutex`, `URL.homeDirectory`.
  var spelled: String {
    let prefix = container.map { "\($0)." } ?? ""
    switch kind {
    case .type, .property: return prefix + name
    case .initializer, .function, .macro:
      return prefix + name + "(" + parameters.map { "\($0.label):" }.joined() + ")"
    }
  }

  /// Whether a call with these argument labels (`nil` for an unlabeled trailing closure) can call
  /// this declaration.
  func accepts(labels: [String?]) -> Bool { matchedParameters(labels: labels) != nil }

  /// For each argument, the index of the parameter it fills; nil when the call cannot call this
  /// declaration. Every label in order, parameters left out only where they have defaults. An
  /// unlabeled trailing closure fills, as Swift's forward scan does, the next parameter unless that
  /// one has a default and a later one has none (`withDiscardingTaskGroup { }` fills `body:`, not
  /// `returning:`).
  func matchedParameters(labels: [String?]) -> [Int]? {
    if anyLabels { return [] }
    var matched: [Int] = []
    var remaining = labels[...]
    for (position, parameter) in parameters.enumerated() {
      guard let first = remaining.first else {
        if !parameter.hasDefault { return nil }
        continue
      }
      if let label = first {
        if label == parameter.label {
          matched.append(position)
          remaining = remaining.dropFirst()
        } else if !parameter.hasDefault {
          return nil
        }
      } else {
        let laterRequired = parameters[(position + 1)...].contains { !$0.hasDefault }
        if parameter.hasDefault && laterRequired { continue }
        matched.append(position)
        remaining = remaining.dropFirst()
      }
    }
    return remaining.isEmpty ? matched : nil
  }
}

/// Every declaration of a source file, module interface or synthesized interface, with the
/// platform version each needs (its own `@available` and those of the types and extensions
/// around it; the newest wins).
final class DeclarationCollector: SyntaxVisitor {
  private let availability: PlatformAvailability
  private let module: String
  private var frames: [(container: String?, introduced: Version?)] = [(nil, nil)]
  private(set) var declarations: [Declaration] = []

  init(availability: PlatformAvailability, module: String) {
    self.availability = availability
    self.module = module
    super.init(viewMode: .sourceAccurate)
  }

  static func declarations(in source: String, module: String, availability: PlatformAvailability)
    -> [Declaration]
  {
    let collector = DeclarationCollector(availability: availability, module: module)
    collector.walk(Parser.parse(source: source))
    return collector.declarations
  }

  private func introduced(_ attributes: AttributeListSyntax?) -> Version? {
    let own = availability.introduced(by: attributes)
    let outer = frames.last?.introduced
    switch (own, outer) {
    case (let own?, let outer?): return max(own, outer)
    case (let own?, nil): return own
    default: return outer
    }
  }

  private func isSPI(_ attributes: AttributeListSyntax?) -> Bool {
    (attributes ?? []).contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription == "_spi"
    }
  }

  private func add(
    _ kind: Declaration.Kind, _ name: String, _ attributes: AttributeListSyntax?,
    parameters: [Declaration.Parameter] = []
  ) {
    guard !isSPI(attributes) else { return }
    declarations.append(
      Declaration(
        kind: kind, name: name, container: frames.last?.container, parameters: parameters,
        introduced: introduced(attributes), module: module))
  }

  private func enterType(_ name: String, _ attributes: AttributeListSyntax?) -> SyntaxVisitorContinueKind {
    add(.type, name, attributes)
    frames.append((name, introduced(attributes)))
    return .visitChildren
  }

  private func leave() { frames.removeLast() }

  private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Declaration.Parameter] {
    clause.parameters.map { parameter in
      Declaration.Parameter(
        label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
        typeName: Declaration.typeName(parameter.type))
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription
    let base = extended.split(separator: "<").first.map(String.init) ?? extended
    let name = base.split(separator: ".").last.map(String.init) ?? base
    frames.append((name, introduced(node.attributes)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.type, node.name.text, node.attributes)
    return .skipChildren
  }
  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.initializer, "init", node.attributes, parameters: Self.parameters(node.signature.parameterClause))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.function, node.name.text, node.attributes, parameters: Self.parameters(node.signature.parameterClause))
    addTupleLabels(in: node.signature.returnClause, node.attributes)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
        add(.property, pattern.identifier.text, node.attributes)
      }
      addTupleLabels(in: binding.typeAnnotation, node.attributes)
    }
    return .skipChildren
  }

  /// The element labels of the tuples a declaration's type holds (`Duration.components`'s
  /// `attoseconds`): `.attoseconds` on its value means the label, not a newer property.
  private func addTupleLabels(in node: (some SyntaxProtocol)?, _ attributes: AttributeListSyntax) {
    guard let node else { return }
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let element = token.parent?.as(TupleTypeElementSyntax.self), element.firstName?.id == token.id
      else { continue }
      add(.property, name, attributes)
    }
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for element in node.elements { add(.property, element.name.text, node.attributes) }
    return .skipChildren
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause
    add(.macro, node.name.text, node.attributes, parameters: Self.parameters(parameters))
    return .skipChildren
  }
}

/// The declarations of the known modules and of the project, by name, and which of them are
/// newer than the floors.
struct DeclarationIndex {
  let floor: Version
  /// The Swift floor (Package.swift's swift-tools-version); nil: Swift additions are not checked.
  let swiftFloor: Version?
  private(set) var byName: [String: [Declaration]] = [:]
  /// Per module: declarations read, and how many of them are newer than the floor.
  private(set) var counts: [(module: String, all: Int, newer: Int)] = []

  init(floor: Version, swiftFloor: Version? = nil) {
    self.floor = floor
    self.swiftFloor = swiftFloor
  }

  mutating func add(_ declarations: [Declaration], module: String) {
    var newer = 0
    for declaration in declarations {
      if isNewer(declaration) { newer += 1 }
      byName[declaration.name, default: []].append(declaration)
    }
    counts.append((module, declarations.count, newer))
  }

  /// Types the project and its dependencies declare: their initializers may be synthesized
  /// (memberwise, `init(rawValue:)`), so a call of one is never taken for a newer Apple one.
  private(set) var localTypes: Set<String> = []

  mutating func addLocal(_ declarations: [Declaration], module: String) {
    add(declarations, module: module)
    for declaration in declarations where declaration.kind == .type { localTypes.insert(declaration.name) }
  }

  /// The public type and macro names declared in the Swift files of `sources` (a dependency's
  /// code, read by keyword and name only: fast on swift-syntax's generated files). Only those:
  /// a dependency's members (swift-collections' `indices`) are not taken for every member of that
  /// name, which would hide Apple's newer ones (`Collection.indices(where:)`); the project's own
  /// declarations, read in full, cover the members it declares.
  mutating func addNames(fromSources sources: [String], module: String) {
    var declarations: [Declaration] = []
    let typeKeywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
    for source in sources {
      for (keyword, name) in Self.keywordsAndNames(source) {
        let kind: Declaration.Kind
        if typeKeywords.contains(keyword) {
          kind = .type
        } else if keyword == "macro" {
          kind = .macro
        } else {
          continue
        }
        var declaration = Declaration(
          kind: kind, name: String(name), container: nil, parameters: [], introduced: nil, module: module)
        declaration.anyLabels = true
        declarations.append(declaration)
      }
    }
    addLocal(declarations, module: module)
  }

  /// Each word of `source` with the word after it, where only spaces or tabs lie between
  /// (`struct Name`, not "`class`: String" in a literal), on lines that say `public` or `open`
  /// before it: a dependency's internal names are not visible to the project. Only lines at the
  /// top level, as their indentation tells: not indented, or indented as the first line inside a
  /// `#if` that is not. A nested type (the MCP SDK's `Client.Capabilities.Elicitation.URL`) is
  /// named through its parent, and must not hide Foundation's `URL` from the project's uses.
  private static func keywordsAndNames(_ source: String) -> [(Substring, Substring)] {
    var pairs: [(Substring, Substring)] = []
    var previous: Substring?
    var linePublic = false
    var lineTopLevel = true
    // The indentation of a top-level line: 0, or inside an unindented `#if` its first line's.
    var topIndentation = 0
    var inConditional = false
    var awaitingConditionalLine = false
    var atLineStart = true
    var index = source.startIndex
    while index < source.endIndex {
      if atLineStart {
        atLineStart = false
        var end = index
        var indentation = 0
        while end < source.endIndex, source[end] == " " || source[end] == "\t" {
          indentation += 1
          end = source.index(after: end)
        }
        let rest = source[end...]
        if end < source.endIndex, source[end] != "\n" {
          if indentation == 0, rest.hasPrefix("#if") {
            (inConditional, awaitingConditionalLine) = (true, true)
          } else if indentation == 0, rest.hasPrefix("#endif") {
            (inConditional, awaitingConditionalLine, topIndentation) = (false, false, 0)
          } else if awaitingConditionalLine, !rest.hasPrefix("#") {
            (awaitingConditionalLine, topIndentation) = (false, indentation)
          }
          lineTopLevel = indentation == (inConditional ? topIndentation : 0)
        }
      }
      let character = source[index]
      if character == "\n" { (linePublic, atLineStart) = (false, true) }
      if character.isLetter || character == "_" {
        var end = source.index(after: index)
        while end < source.endIndex, source[end].isLetter || source[end].isNumber || source[end] == "_" {
          end = source.index(after: end)
        }
        let word = source[index..<end]
        if let previous, linePublic { pairs.append((previous, word)) }
        if (word == "public" || word == "open") && lineTopLevel { linePublic = true }
        previous = word
        index = end
        while index < source.endIndex, source[index] == " " || source[index] == "\t" {
          index = source.index(after: index)
        }
        continue
      }
      previous = nil
      index = source.index(after: index)
    }
    return pairs
  }

  /// Marks the declarations `spelled` names (`Span`, `Task.init(name:priority:operation:)`) in the
  /// toolchain's modules as added by a Swift release; returns how many it marked (0: a typo).
  mutating func markSwiftAddition(_ spelled: String, version: Version, source: String) -> Int {
    let last = spelled.split(separator: "(").first.map(String.init) ?? spelled
    let name = last.split(separator: ".").last.map(String.init) ?? last
    var marked = 0
    for (position, declaration) in byName[name, default: []].enumerated()
    where declaration.spelled == spelled && !declaration.module.hasPrefix("(") {
      byName[name]![position].swiftAdded = (version, source)
      marked += 1
    }
    return marked
  }

  /// Whether the platform floor lacks it.
  func isPlatformNewer(_ declaration: Declaration) -> Bool {
    guard let introduced = declaration.introduced else { return false }
    return introduced > floor
  }

  /// Whether the Swift floor lacks it.
  func isSwiftNewer(_ declaration: Declaration) -> Bool {
    guard let added = declaration.swiftAdded, let swiftFloor else { return false }
    return added.version > swiftFloor
  }

  func isNewer(_ declaration: Declaration) -> Bool { isPlatformNewer(declaration) || isSwiftNewer(declaration) }
}

extension Declaration {
  /// The last name of a named type, through optionals and specifiers: `Calendar.Component?` and
  /// `inout Foundation.Calendar.Component` are `Component`; nil for function types and tuples.
  static func typeName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
    return nil
  }
}
