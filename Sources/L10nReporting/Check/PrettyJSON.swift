import L10nCatalog

/// The check reports' old name for the one JSON writer (`JSONWriter`), until their callers name it.
typealias PrettyJSON = JSONWriter
