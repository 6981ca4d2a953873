import L10nExchange

/// What a check's rules may need of the project beyond the catalogs they check, asked in their
/// `prepare` (once per check, before any walk) by the rules that are on: the translation memory
/// (`memory-match`) and the glossary (`glossary-term`, `same-as-source`). A project session gives
/// its own; a check without a project has neither (`NoCheckResources`).
public protocol CheckResources {
  /// The project's translation memory: its catalogs and l10n.yml's TMX files.
  func memory() throws -> TranslationMemory
  /// The project's glossary (l10n.yml's `glossary:`), its terms in `sourceLanguage`; empty
  /// without one.
  func glossary(sourceLanguage: String) throws -> Glossary
}

/// No memory and no glossary: a check of catalogs alone.
public struct NoCheckResources: CheckResources {
  public init() {}
  public func memory() throws -> TranslationMemory { TranslationMemory() }
  public func glossary(sourceLanguage: String) throws -> Glossary { Glossary() }
}
