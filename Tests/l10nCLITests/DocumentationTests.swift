import Foundation
import L10nTestSupport
import Testing

/// The documentation tells the truth: the tutorial runs as written, every l10n command in the CI
/// recipes runs, and the pre-commit hooks work. Each runs the built `l10n` (on `PATH`) in a
/// scratch copy of the embedded default (Samples/, Catalogs/, l10n.yml) made a git repository.
@Suite(.requires(.git)) struct DocumentationTests {
  /// A copy of the sample project, committed to a fresh git repository.
  static func sampleProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    for item in ["Samples", "Catalogs", "l10n.yml"] {
      try FileManager.default.copyItem(
        at: Fixtures.packageRoot.appendingPathComponent(item), to: folder.url.appendingPathComponent(item))
    }
    for command in ["git init -q -b main", "git add -A", "git -c user.name=t -c user.email=t@t commit -qm sample"] {
      let result = try shell(command, in: folder.url)
      #expect(result.status == 0, "\(command): \(result.output)")
    }
    return folder
  }

  /// Runs `script` with bash (`-e -o pipefail`), with the built l10n first on `PATH`.
  static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> (
    status: Int32, output: String
  ) {
    var env: [String: String?] = environment
    env["PATH"] =
      CommandRunner.executable.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    env["NO_COLOR"] = "1"
    return try CommandRunner.runTool("bash", ["-e", "-o", "pipefail", "-c", script], in: directory, environment: env)
  }

  /// The fenced code blocks of a markdown file whose info string is `language`.
  static func codeBlocks(_ markdown: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in markdown.components(separatedBy: "\n") {
      if var lines = current {
        if line.hasPrefix("```") {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if line == "```" + language {
        current = []
      }
    }
    return blocks
  }

  static func documentation(_ name: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/" + name), encoding: .utf8)
  }

  @Test func theTutorialRunsAsWritten() throws {
    let project = try Self.sampleProject()
    defer { project.remove() }
    let blocks = Self.codeBlocks(try Self.documentation("Tutorial.md"), language: "sh")
    #expect(blocks.count >= 8)
    var transcript = ""
    for block in blocks {
      let result = try Self.shell(block, in: project.url)
      transcript += "$ \(block)\n\(result.output)\n"
      try #require(
        result.status == 0, "this step of the tutorial failed (\(result.status)):\n\(block)\n\(result.output)")
    }
    // Part 0: the package l10n init set up has its key, and the second init wrote nothing.
    let greeter = try String(
      contentsOf: project.url.appendingPathComponent("Greeter/Sources/Greeter/Localizable.xcstrings"), encoding: .utf8)
    #expect(greeter.contains("\"home.greeting.title\" : {"))
    #expect(transcript.contains("Nothing to change: this folder is set up for l10n already."))
    // Where the tutorial says it ends: the new keys are in the catalog, French has the two texts
    // the translator got right in the end, and the credits line is still untranslated.
    let catalog = try String(
      contentsOf: project.url.appendingPathComponent("Catalogs/Localizable.xcstrings"), encoding: .utf8)
    #expect(catalog.contains("\"about.credits.message\" : {"))
    #expect(catalog.contains("\"value\" : \"À propos de Framely\""), "\(transcript.suffix(3000))")
    #expect(catalog.contains("\"value\" : \"Numéro de version %@\""))
    #expect(!catalog.contains("\"value\" : \"Numéro de version %d\""), "the held target never went in")
    #expect(transcript.contains("1 held (1 placeholders do not fit)"), "the tutorial shows a held unit")
    #expect(
      FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Localizations/en-XA.xliff").path))
  }

  /// The `run:` steps of a workflow (each step's shell text, by step name).
  static func runSteps(_ workflow: String) -> [(name: String, script: String)] {
    var steps: [(name: String, script: String)] = []
    var name = ""
    let lines = workflow.components(separatedBy: "\n")
    var index = 0
    func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    while index < lines.count {
      let line = lines[index]
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("- name: ") { name = String(text.dropFirst(8)) }
      if text == "run: |" {
        var body: [String] = []
        let outer = indentation(line)
        index += 1
        while index < lines.count, lines[index].isEmpty || indentation(lines[index]) > outer {
          body.append(lines[index].trimmingCharacters(in: .whitespaces))
          index += 1
        }
        steps.append((name, body.joined(separator: "\n")))
        continue
      } else if text.hasPrefix("run: ") {
        steps.append((name, String(text.dropFirst(5))))
      }
      index += 1
    }
    return steps
  }

  /// The GitHub Actions workflow's steps (but the one that installs l10n) and the shell recipes
  /// of CI.md, as written: each exits 0, or 1 where a check finds the sample's deliberate error,
  /// never a tool failure or a usage error; the reports the later steps upload exist.
  @Test func theCIRecipesRun() throws {
    let project = try Self.sampleProject()
    defer { project.remove() }
    // `origin/<base>` as a pull request's checkout has it.
    #expect(try Self.shell("git update-ref refs/remotes/origin/main HEAD", in: project.url).status == 0)
    let summary = project.url.appendingPathComponent("summary.md")
    let markdown = try Self.documentation("CI.md")
    let workflow = try #require(Self.codeBlocks(markdown, language: "yaml").first { $0.contains("jobs:") })
    var scripts = Self.runSteps(workflow).filter { $0.name != "Install l10n" }.map(\.script)
    #expect(scripts.count == 4, "\(scripts)")
    scripts += Self.codeBlocks(markdown, language: "sh")
    let all = scripts.joined(separator: "\n")
    for command in ["l10n fmt --check", "l10n extract --check", "l10n check --format github", "l10n diff --base"] {
      #expect(all.contains(command), "CI.md runs \(command)")
    }
    // The workflow passes `${{ github.base_ref }}` to its script as BASE_REF (never expanded inside it).
    #expect(!scripts.contains { $0.contains("${{") }, "a run: script expands a GitHub expression")
    for script in scripts {
      let result = try Self.shell(
        script, in: project.url, environment: ["GITHUB_STEP_SUMMARY": summary.path, "BASE_REF": "main"])
      #expect(
        result.status == 0 || result.status == 1, "\(script) exited \(result.status): \(result.output.prefix(2000))")
    }
    for report in ["l10n.sarif", "l10n.md", "l10n-baseline.json"] {
      let size =
        (try? FileManager.default.attributesOfItem(atPath: project.url.appendingPathComponent(report).path)[.size]
          as? Int) ?? 0
      #expect(size > 0, "\(report) was written")
    }
    let summaryText = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
    #expect(summaryText.contains("## l10n check"), "the markdown report went to the job summary")
  }

  /// `.pre-commit-hooks.yaml` is a valid manifest, and its hooks, as local hooks over the built
  /// l10n, pass where the sample is clean (format, sync) and fail where it is not (check).
  @Test(.requires(.preCommit)) func thePreCommitHooksWork() throws {
    let manifestURL = Fixtures.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml")
    let validation = try Self.shell("pre-commit validate-manifest '\(manifestURL.path)'", in: Fixtures.packageRoot)
    #expect(validation.status == 0, "pre-commit must accept the manifest: \(validation.output)")

    let project = try Self.sampleProject()
    defer { project.remove() }
    // The same hooks with `language: system`, so pre-commit runs the l10n on PATH instead of
    // building one.
    let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    var config = "repos:\n  - repo: local\n    hooks:\n"
    for line in manifest.components(separatedBy: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      config += "      " + line.replacingOccurrences(of: "language: swift", with: "language: system") + "\n"
    }
    try config.write(
      to: project.url.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
    let home = project.url.appendingPathComponent(".pre-commit-home")
    let result = try Self.shell(
      "git add .pre-commit-config.yaml && pre-commit run --all-files || echo \"exit status $?\"", in: project.url,
      environment: ["PRE_COMMIT_HOME": home.path])
    let lines = result.output.components(separatedBy: "\n")
    func outcome(_ name: String) -> String? {
      lines.first { $0.hasPrefix(name + ".") }.map { $0.split(separator: ".").last.map(String.init) ?? "" }
    }
    #expect(outcome("l10n fmt --check") == "Passed", "\(result.output)")
    #expect(outcome("l10n extract --check") == "Passed", "\(result.output)")
    #expect(outcome("l10n check") == "Failed", "the sample keeps one error on purpose: \(result.output)")
    #expect(result.output.contains("plural-missing-category"))
    #expect(result.output.contains("exit status 1"))
  }
}
