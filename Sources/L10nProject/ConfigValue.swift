/// A value of l10n.yml as read, kept for the module that knows what it means: `check.rules`, whose
/// rule ids, severities and rules' own settings L10nCheck reads (`RuleConfiguration`), since
/// reading l10n.yml (L10nProject) links no rule. Each value has its line, for messages, and a
/// scalar the readings YAML gives it.
public struct ConfigValue: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case scalar(Scalar)
    case sequence([ConfigValue])
    case mapping([Member])
  }

  /// A scalar: its text, and what YAML reads it as besides (`true`, `12`, `0.5`).
  public struct Scalar: Sendable, Hashable {
    public var text: String
    public var bool: Bool?
    public var int: Int?
    public var float: Double?

    public init(text: String, bool: Bool? = nil, int: Int? = nil, float: Double? = nil) {
      self.text = text
      self.bool = bool
      self.int = int
      self.float = float
    }
  }

  /// A member of a mapping: its key (a scalar, or not, as written) and its value.
  public struct Member: Sendable, Hashable {
    public var key: ConfigValue
    public var value: ConfigValue

    public init(key: ConfigValue, value: ConfigValue) {
      self.key = key
      self.value = value
    }
  }

  public var kind: Kind
  /// The line it starts on in the file.
  public var line: Int?

  public init(_ kind: Kind, line: Int?) {
    self.kind = kind
    self.line = line
  }

  public var scalar: Scalar? {
    if case .scalar(let scalar) = kind { scalar } else { nil }
  }

  public var mapping: [Member]? {
    if case .mapping(let members) = kind { members } else { nil }
  }

  public var sequence: [ConfigValue]? {
    if case .sequence(let values) = kind { values } else { nil }
  }
}

/// A part of l10n.yml kept as read (`ConfigValue`), with the file it is in and its path there
/// (`check.rules`), for messages that name both.
public struct ConfigSection: Sendable, Hashable {
  /// The configuration file as the run shows it.
  public var file: String
  /// Where the value is in the file: `check.rules`.
  public var path: String
  public var value: ConfigValue

  public init(file: String, path: String, value: ConfigValue) {
    self.file = file
    self.path = path
    self.value = value
  }
}
