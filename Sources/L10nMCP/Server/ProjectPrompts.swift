import Foundation
import MCP

/// The prompts an agent host offers its user: translate a language, review a language, audit the
/// project. Each is the work described step by step in terms of the server's tools.
enum ProjectPrompts {
  struct Definition {
    var prompt: Prompt
    var messages: @Sendable ([String: String]) throws -> String
  }

  static let language = Prompt.Argument(
    name: "language", title: "Language", description: "The language, as a tag (fr, de, pt-BR).", required: true)

  static let all: [Definition] = [
    Definition(
      prompt: Prompt(
        name: "translate_language", title: "Translate a language",
        description: "Translate a language's untranslated texts, a batch at a time, for review.", arguments: [language]
      ),
      messages: { arguments in
        let language = try value("language", in: arguments, prompt: "translate_language")
        return """
          Translate this project's String Catalogs into \(language).
          1. Call status to see how much of \(language) is left, and check with language \(language) for what \
          is wrong now.
          2. Call untranslated with language \(language) (limit 50). Each unit gives its source text, the \
          developer's comment, its placeholders and their types, the plural categories \(language) needs, the \
          glossary terms that apply, translation-memory suggestions and where the code uses the key.
          3. Translate each unit: keep every placeholder (same specifiers, reordered with positions such as \
          %1$@ where the grammar needs it), give every plural category listed, follow the glossary, and match \
          the length and tone of the source (a button stays short).
          4. Submit the batch with submit_translations, first without apply to see what would change and what \
          is held back, then with apply true. Translations land as needs_review.
          5. Call untranslated again with the nextCursor until none is left, then check with language \
          \(language) and fix what it finds.
          """
      }),
    Definition(
      prompt: Prompt(
        name: "review_language", title: "Review a language",
        description: "Review a language's translations that need review, and approve or fix them.",
        arguments: [language]),
      messages: { arguments in
        let language = try value("language", in: arguments, prompt: "review_language")
        return """
          Review this project's \(language) translations that need review.
          1. Call untranslated with language \(language) and needsReview true: each unit holds the source, \
          the translation, the comment, placeholders, plural categories, glossary terms and where the code \
          uses it.
          2. For each, judge meaning, placeholders, plural forms, glossary terms, tone and length. Use get_key \
          to compare with the other languages when in doubt.
          3. Approve the good ones with approve (dry run first, then apply true); submit corrections with \
          submit_translations.
          4. Finish with check for language \(language), and report what you could not settle.
          """
      }),
    Definition(
      prompt: Prompt(
        name: "audit_project", title: "Audit the project",
        description: "Audit the project's localization: coverage, findings, keys in code and catalogs."),
      messages: { _ in
        """
        Audit this project's localization and report, without changing anything:
        1. status with words true: coverage per catalog and language, words left, and days and cost where \
        l10n.yml sets rates.
        2. check: findings by rule and severity; name the rules with the most errors and a few examples of each.
        3. missing_keys and unused_keys: keys the code uses that no catalog has, and keys no code uses.
        4. languages and list_catalogs: what the project localizes.
        Then propose an order of work: what to fix first and why.
        """
      }),
  ]

  static func register(on server: Server) async {
    await server.withMethodHandler(ListPrompts.self) { _ in ListPrompts.Result(prompts: all.map(\.prompt)) }
    await server.withMethodHandler(GetPrompt.self) { parameters in
      guard let definition = all.first(where: { $0.prompt.name == parameters.name }) else {
        throw MCPError.invalidParams(
          "Unknown prompt '\(parameters.name)'; the prompts are: \(all.map(\.prompt.name).joined(separator: ", ")).")
      }
      let text = try definition.messages(parameters.arguments ?? [:])
      return GetPrompt.Result(description: definition.prompt.description, messages: [.user(.text(text: text))])
    }
  }

  private static func value(_ name: String, in arguments: [String: String], prompt: String) throws -> String {
    guard let value = arguments[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      throw MCPError.invalidParams("The prompt \(prompt) needs the argument '\(name)'.")
    }
    return value
  }
}
