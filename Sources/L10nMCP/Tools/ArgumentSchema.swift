import MCP

/// The arguments a tool takes, as the JSON Schema `tools/list` gives (`inputSchema`): an object
/// of named properties, some required, no others allowed.
public struct ArgumentSchema: Sendable {
  public let arguments: [Argument]

  public init(_ arguments: [Argument] = []) {
    self.arguments = arguments
  }

  /// One argument: its name, JSON type, description, whether it must be given, and its values
  /// when they are a few words.
  public struct Argument: Sendable {
    public enum Kind: String, Sendable {
      case string, integer, boolean, number
      /// An array of strings.
      case strings
      /// An array of objects (with the properties given).
      case objects
    }
    public let name: String
    public let kind: Kind
    public let description: String
    public let required: Bool
    public let choices: [String]?
    /// For `.objects`: each object's properties (and which are required).
    public let items: ArgumentSchema?

    public init(
      _ name: String, _ kind: Kind, _ description: String, required: Bool = false, choices: [String]? = nil,
      items: ArgumentSchema? = nil
    ) {
      self.name = name
      self.kind = kind
      self.description = description
      self.required = required
      self.choices = choices
      self.items = items
    }

    public static func string(_ name: String, _ description: String, required: Bool = false, choices: [String]? = nil)
      -> Argument
    { Argument(name, .string, description, required: required, choices: choices) }
    public static func integer(_ name: String, _ description: String, required: Bool = false) -> Argument {
      Argument(name, .integer, description, required: required)
    }
    public static func boolean(_ name: String, _ description: String) -> Argument {
      Argument(name, .boolean, description)
    }
    public static func strings(_ name: String, _ description: String, required: Bool = false) -> Argument {
      Argument(name, .strings, description, required: required)
    }

    /// The schema of this argument's value.
    var schema: Value {
      var object: [String: Value] = ["description": .string(description)]
      switch kind {
      case .strings:
        object["type"] = "array"
        object["items"] = ["type": "string"]
      case .objects:
        object["type"] = "array"
        object["items"] = (items ?? ArgumentSchema()).value
      default:
        object["type"] = .string(kind.rawValue)
      }
      if let choices { object["enum"] = .array(choices.map { .string($0) }) }
      return .object(object)
    }
  }

  /// The paging arguments every tool that lists takes.
  public static let paging: [Argument] = [
    .string("cursor", "Where to go on: the nextCursor of the previous page."),
    .integer("limit", "How many items a page holds (default \(Page.defaultLimit), at most \(Page.maximumLimit))."),
  ]

  /// The argument naming one catalog, relative to the project root (default: every one l10n.yml names).
  public static let catalog = Argument.string(
    "catalog", "A catalog's path from the project root (default: every catalog l10n.yml names).")

  /// The JSON Schema.
  public var value: Value {
    .object([
      "type": "object",
      "properties": .object(Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, $0.schema) })),
      "required": .array(arguments.filter(\.required).map { .string($0.name) }),
      "additionalProperties": false,
    ])
  }

  func argument(_ name: String) -> Argument? {
    arguments.first { $0.name == name }
  }
}
