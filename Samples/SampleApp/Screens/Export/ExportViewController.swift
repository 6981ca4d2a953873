import SwiftUI
import UIKit

/// File formats offered on the export screen.
enum ExportFormat: Int, CaseIterable {
  case video
  case gif
  case imageSequence

  var title: String {
    switch self {
    case .video: "export.format.video".i18n // Video (MP4)
    case .gif: "export.format.gif".i18n // Animated GIF
    case .imageSequence: "export.format.image_sequence".i18n // Image Sequence
    }
  }

  var fileExtension: String {
    switch self {
    case .video: "mp4"
    case .gif: "gif"
    case .imageSequence: "zip"
    }
  }
}

/// UIKit screen that renders a project to a file and offers to share it.
final class ExportViewController: UIViewController {
  private let project: Project
  private var format = ExportFormat.video

  private let formatControl = UISegmentedControl(items: ExportFormat.allCases.map(\.title))
  private let watermarkSwitch = UISwitch()
  private let summaryLabel = UILabel()
  private let statusLabel = UILabel()
  private let exportButton = UIButton(configuration: .filled())

  init(project: Project) {
    self.project = project
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "export.title".i18n // Export
    view.backgroundColor = .systemBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
    )

    let formatLabel = UILabel()
    formatLabel.text = "export.format.label".i18n // Format
    formatLabel.font = .preferredFont(forTextStyle: .headline)

    formatControl.selectedSegmentIndex = format.rawValue
    formatControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        format = ExportFormat(rawValue: formatControl.selectedSegmentIndex) ?? .video
      },
      for: .valueChanged
    )

    let watermarkLabel = UILabel()
    watermarkLabel.text = "export.include_watermark.toggle".i18n // Include Watermark
    watermarkSwitch.isOn = true
    let watermarkRow = UIStackView(arrangedSubviews: [watermarkLabel, watermarkSwitch])

    summaryLabel.text = String.localizedStringWithFormat(
      "export.summary.message".i18n, // %#@frames@ (%#@seconds@)
      project.frameCount,
      project.durationInSeconds
    )
    summaryLabel.textColor = .secondaryLabel
    statusLabel.textColor = .secondaryLabel

    exportButton.configuration?.title = "export.start_button.title".i18n // Export
    exportButton.addAction(UIAction { [weak self] _ in self?.startExport() }, for: .primaryActionTriggered)

    let stack = UIStackView(
      arrangedSubviews: [formatLabel, formatControl, watermarkRow, summaryLabel, exportButton, statusLabel]
    )
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  private func startExport() {
    exportButton.isEnabled = false
    statusLabel.text = "export.progress.message".i18n // Exporting…
    Task { @MainActor in
      do {
        let url = try await render()
        statusLabel.text = nil
        showSuccess(for: url)
      } catch {
        statusLabel.text = String(format: "export.failure.message".i18n, error.localizedDescription) // The export failed: %@
      }
      exportButton.isEnabled = true
    }
  }

  /// Stand-in for the real renderer.
  private func render() async throws -> URL {
    try await Task.sleep(for: .seconds(1))
    return FileManager.default.temporaryDirectory
      .appendingPathComponent(project.id.uuidString)
      .appendingPathExtension(format.fileExtension)
  }

  private func showSuccess(for url: URL) {
    let alert = UIAlertController(
      title: "export.success.title".i18n, // Export Complete
      message: nil,
      preferredStyle: .alert
    )
    alert.addAction(
      UIAlertAction(title: "export.share_button.title".i18n, style: .default) { [weak self] _ in // Share
        self?.share(url)
      }
    )
    alert.addAction(UIAlertAction(title: "export.done_button.title".i18n, style: .cancel)) // Done
    present(alert, animated: true)
  }

  private func share(_ url: URL) {
    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    activity.popoverPresentationController?.sourceView = exportButton
    present(activity, animated: true)
  }
}

/// Presents ``ExportViewController`` from SwiftUI.
struct ExportSheet: UIViewControllerRepresentable {
  let project: Project

  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: ExportViewController(project: project))
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
