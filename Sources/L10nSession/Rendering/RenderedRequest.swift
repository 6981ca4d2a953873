import Foundation
import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nReporting

/// A request whose result a command prints: which renderer (`Rendered`, L10nReporting) takes
/// the result, with what the request asked that the printing depends on (a dry run, a check).
/// The text, the JSON and the colours are the renderer's; this says only which one.
public protocol RenderedRequest: SessionRequest {
  associatedtype Output: Rendered
  func rendered(_ result: Result, in session: ProjectSession) -> Output
}

extension RenderedRequest {
  /// The result as the command prints it.
  public func output(of result: Result, in session: ProjectSession, style: OutputStyle) throws -> CommandOutput {
    try rendered(result, in: session).output(style)
  }
}

extension FmtRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> FmtOutput {
    FmtOutput(total: result.total, changed: result.changed, checkOnly: checkOnly, sort: sort)
  }
}

extension MigrateRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> MigrateOutput {
    MigrateOutput(catalogs: result.catalogs, dryRun: dryRun, warnings: result.warnings)
  }
}

extension StatusRequest: RenderedRequest {
  public func rendered(_ result: [CatalogStatus], in session: ProjectSession) -> StatusOutput {
    StatusOutput(result)
  }
}

extension DiffRequest: RenderedRequest {
  public func rendered(_ result: [CatalogDiffItem], in session: ProjectSession) -> DiffOutput {
    DiffOutput(result, exitCode: exitCode)
  }
}

extension ExtractRequest: RenderedRequest {
  public func rendered(_ result: ExtractionReport, in session: ProjectSession) -> ExtractOutput {
    ExtractOutput(result, dryRun: !writes && !checkOnly, checkOnly: checkOnly)
  }
}

extension ExportFilesRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> ExportOutput {
    ExportOutput(
      files: result.exported.map { ExportOutput.File(language: $0.language, units: $0.units, path: $0.path) },
      onlyLanguage: result.onlyLanguage, standardOutput: result.standardOutput)
  }
}

extension ImportRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> ImportOutput {
    ImportOutput(result.merge, written: result.written, dryRun: dryRun, strict: strict)
  }
}

extension FillRequest: RenderedRequest {
  public func rendered(_ result: (fill: MemoryFill, written: [String]), in session: ProjectSession) -> FillOutput {
    FillOutput(result.fill, minimumScore: minimumScore, written: result.written, dryRun: dryRun)
  }
}

extension MemoryStatsRequest: RenderedRequest {
  public func rendered(_ result: MemoryStats, in session: ProjectSession) -> MemoryStats {
    result
  }
}

extension MemoryExportRequest: RenderedRequest {
  public func rendered(
    _ result: (document: TMX.Document, sourceLanguage: String), in session: ProjectSession
  ) -> TMXOutput {
    TMXOutput(result.document, sourceLanguage: result.sourceLanguage, file: output)
  }
}

extension RenameRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> RenameOutput {
    result.output(dryRun: dryRun)
  }
}

extension RenameRequest.Result {
  /// As `RenameOutput` prints it.
  func output(dryRun: Bool) -> RenameOutput {
    RenameOutput(
      lines: rows.map {
        RenameOutput.Line(old: $0.pair.old, new: $0.pair.new, catalogs: $0.catalogs, usages: $0.usages)
      },
      manualChecks: manualChecks, written: written, dryRun: dryRun)
  }
}

extension TranslateRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> TranslateOutput<TranslationAsk> {
    TranslateOutput(
      asked: result.asked, batches: result.batches, merge: result.merge, written: result.written, dryRun: dryRun)
  }
}

extension ReportRequest: RenderedRequest {
  public func rendered(_ result: URL, in session: ProjectSession) -> ReportOutput {
    ReportOutput(page: session.display(result))
  }
}

extension InitRequest: RenderedRequest {
  public func rendered(_ result: InitPlan, in session: ProjectSession) -> InitOutput {
    result.output(dryRun: dryRun)
  }
}

extension InitPlan {
  /// What init prints of this plan, carried out or (`dryRun`) not.
  public func output(dryRun: Bool) -> InitOutput {
    InitOutput(
      explanation: layout.explanation, found: found,
      steps: steps.map { step in
        switch step.change {
        case .create: (step.path, .create)
        case .addLine(let line, _, _): (step.path, .addLine(line))
        case .keep(let reason): (step.path, .keep(reason))
        }
      },
      manualSteps: manualSteps, gitConfigCommand: GitSetup.configCommand, dryRun: dryRun)
  }

  /// The text init prints of this plan (`output(dryRun:)`).
  public func report(dryRun: Bool) -> String {
    output(dryRun: dryRun).output(OutputStyle()).standardOutput
  }
}

extension MergeDriverRequest: RenderedRequest {
  public func rendered(_ result: Outcome, in session: ProjectSession) -> MergeOutput {
    switch result {
    case .merged(let conflicts): MergeOutput(name: name, conflicts: conflicts)
    case .unreadable(let error): MergeOutput(name: name, conflicts: [], unreadable: "\(error)")
    }
  }
}
