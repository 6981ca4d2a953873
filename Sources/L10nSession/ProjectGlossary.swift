import Foundation
import L10nExchange
import L10nProject

extension ProjectSession {
  /// The project's glossary: every file l10n.yml's `glossary:` names (from the project root), in
  /// order, its terms in `sourceLanguage`. Empty without any; a file that cannot be read is a
  /// failure, not a smaller glossary.
  public func glossary(sourceLanguage: String) throws -> Glossary {
    var glossary = Glossary()
    for path in project.configuration.glossary {
      let url = PathDisplay.resolve(path, against: project.root)
      glossary.add(try Glossary.read(url, displayPath: display(url), sourceLanguage: sourceLanguage, from: files))
    }
    return glossary
  }
}
