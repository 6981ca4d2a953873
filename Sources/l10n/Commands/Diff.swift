import ArgumentParser
import Foundation
import L10nCatalog
import L10nProject
import L10nReporting

extension L10nCommand {
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show what changed in catalogs, key by key, for reviewers.",
      discussion: """
        Compares two versions of String Catalogs by their meaning, not their lines: keys added, \
        removed and renamed (the entry moved whole to a new name, as l10n rename does), and for \
        each key that stayed, its comment, extractionState and shouldTranslate, \
        and every text (per language and variation case) whose value or state changed, or that \
        was added or removed. The source language's changes are source text changes; the other \
        languages' are retranslations. Formatting alone is no change.

        Either two catalogs (old, then new), or --base <revision> with the catalogs of the \
        working tree (those given, else those l10n.yml names) compared with their content at that \
        revision (`git show <revision>:<path>`, from the top of the git work tree). A catalog the \
        revision does not have counts as new: all its keys are added.

        Formats: text (grouped by catalog and key: + added, - removed, > renamed, ~ changed; \
        colour only on \
        a terminal), json (versioned, for scripts; see Documentation/Git.md), markdown (a table \
        per catalog, for a pull request comment).

        Exit status: 0, also when there are differences; with --exit-code, 1 when there are \
        differences (like `git diff --exit-code`); 2 when a catalog cannot be read or the \
        revision is unknown; 64 usage error.

        Examples:
          l10n diff Old/Localizable.xcstrings Localizable.xcstrings
          l10n diff --base HEAD
          l10n diff --base origin/main --format markdown > catalog-changes.md
          l10n diff --base main --exit-code --format json Catalogs
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json, markdown
    }

    @OptionGroup var global: GlobalOptions

    @Option(
      name: .customLong("base"),
      help: ArgumentHelp(
        "Compare the working tree's catalogs with their content at this git revision.", valueName: "revision"))
    var base: String?

    @Option(help: "Output format: text, json (versioned, for scripts) or markdown (for a pull request).")
    var format: Format = .text

    @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when there are differences.")
    var exitCode = false

    @Argument(
      help: .catalogs(
        "Without --base: the old and the new catalog. With --base: catalogs or folders (default: those l10n.yml names)."
      ),
      completion: .catalogs)
    var catalogs: [String] = []

    func validate() throws {
      if base == nil && catalogs.count != 2 {
        throw ValidationError("give two catalogs (old, then new), or --base <revision> and optionally catalogs")
      }
    }

    func run() throws {
      let items = try base.map(itemsAgainstRevision) ?? itemsOfTwoFiles()
      switch format {
      case .text:
        Terminal.standardOutput.write(DiffReport.text(items, color: Terminal.standardOutput.usesColor(global.color)))
      case .json:
        Terminal.standardOutput.write(try DiffReport.json(items))
      case .markdown:
        Terminal.standardOutput.write(DiffReport.markdown(items))
      }
      if exitCode && items.contains(where: { !$0.diff.isEmpty }) { throw ExitCode.findings }
    }

    private func itemsOfTwoFiles() throws -> [CatalogDiffItem] {
      let old = try CatalogFile(path: resolve(catalogs[0]).path, displayPath: catalogs[0])
      let new = try CatalogFile(path: resolve(catalogs[1]).path, displayPath: catalogs[1])
      let label = catalogs[0] == catalogs[1] ? catalogs[1] : "\(catalogs[0]) → \(catalogs[1])"
      return [CatalogDiffItem(file: label, diff: CatalogDiff(old: old.catalog, new: new.catalog))]
    }

    private func resolve(_ path: String) -> URL {
      PathDisplay.resolve(path, against: global.workingDirectory)
    }

    private func itemsAgainstRevision(_ revision: String) throws -> [CatalogDiffItem] {
      do {
        return try readItemsAgainstRevision(revision)
      } catch let failure as Git.Failure {
        throw failure.with(hint: "compare two files with `l10n diff OLD NEW`")
      }
    }

    private func readItemsAgainstRevision(_ revision: String) throws -> [CatalogDiffItem] {
      let root = try Git.topLevel(from: global.workingDirectory)
      try Git.verifyCommit(revision, in: root)
      let project = try global.loadProject()
      // With the configured catalogs, a catalog deleted since the revision is listed too: its
      // configured entry (a file, or a folder now without catalogs) may be gone.
      var configured: [URL] = []
      var files: [CatalogFile] = []
      if catalogs.isEmpty && !project.configuration.catalogs.isEmpty {
        configured = project.configuration.catalogs.map { PathDisplay.resolve($0, against: project.root) }
        let present = configured.filter { entry in
          var isDirectory: ObjCBool = false
          guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory) else { return false }
          return !isDirectory.boolValue || !CatalogDiscovery.catalogs(in: entry).isEmpty
        }
        if !present.isEmpty {
          let loading = try CatalogLoading(
            project: project, arguments: present.map(\.path), workingDirectory: global.workingDirectory)
          try loading.requireAll(color: global.color)
          files = loading.files
        }
      } else {
        let loading = try CatalogLoading(
          project: project, arguments: catalogs, workingDirectory: global.workingDirectory)
        try loading.requireAll(color: global.color)
        files = loading.files
      }
      var items: [CatalogDiffItem] = []
      for file in files {
        let path = try Git.relativePath(of: URL(fileURLWithPath: file.resolvedPath), to: root)
        if let bytes = try Git.contents(of: path, at: revision, in: root) {
          let old = try StringCatalog(bytes: bytes, file: "\(revision):\(path)")
          items.append(CatalogDiffItem(file: file.displayPath, diff: CatalogDiff(old: old, new: file.catalog)))
        } else {
          let empty = StringCatalog(sourceLanguage: file.catalog.sourceLanguage, version: file.catalog.version)
          items.append(
            CatalogDiffItem(
              file: file.displayPath, diff: CatalogDiff(old: empty, new: file.catalog), note: "not in \(revision)"))
        }
      }
      var present = Set<String>()
      for file in files {
        present.insert(try Git.relativePath(of: URL(fileURLWithPath: file.resolvedPath), to: root))
      }
      for entry in configured {
        guard let path = try? Git.relativePath(of: entry, to: root) else { continue }
        for old in try Git.files(under: path, at: revision, in: root)
        where !present.contains(old)
          && (old == path
            ? old.hasSuffix(".xcstrings")
            : CatalogDiscovery.wouldFind(relativePath: String(old.dropFirst(path.count + 1))))
          && !FileManager.default.fileExists(atPath: root.appendingPathComponent(old).path)
        {
          guard let bytes = try Git.contents(of: old, at: revision, in: root) else { continue }
          let catalog = try StringCatalog(bytes: bytes, file: "\(revision):\(old)")
          let empty = StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version)
          let display = PathDisplay.relative(root.appendingPathComponent(old), to: global.workingDirectory)
          items.append(
            CatalogDiffItem(
              file: display, diff: CatalogDiff(old: catalog, new: empty), note: "deleted since \(revision)"))
          present.insert(old)
        }
      }
      return items
    }
  }
}
