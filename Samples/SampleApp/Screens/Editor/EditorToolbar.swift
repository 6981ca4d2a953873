import SwiftUI

/// A drawing tool in the editor.
enum Tool: CaseIterable, Identifiable {
  case pencil
  case eraser
  case fill

  var id: Self { self }

  /// Name read by VoiceOver and shown in tooltips.
  var title: String {
    switch self {
    case .pencil: "editor.tool.pencil".i18n // Pencil
    case .eraser: "editor.tool.eraser".i18n // Eraser
    case .fill: "editor.tool.fill".i18n // Fill
    }
  }

  var symbol: String {
    switch self {
    case .pencil: "pencil"
    case .eraser: "eraser"
    case .fill: "drop.fill"
    }
  }
}

/// Tool, colour and brush controls shown under the canvas.
struct EditorToolbar: View {
  @Binding var tool: Tool
  @Binding var brushSize: Double
  @Binding var color: Color
  @Binding var showsOnionSkin: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 20) {
        ForEach(Tool.allCases) { item in
          Button {
            tool = item
          } label: {
            Image(systemName: item.symbol)
              .font(.title2)
          }
          .foregroundStyle(item == tool ? Color.accentColor : Color.primary)
          .accessibilityLabel(item.title)
          .help(item.title)
        }
        Spacer()
        ColorPicker("editor.color_picker.title".i18n, selection: $color, supportsOpacity: false) // Color
          .labelsHidden()
      }
      Slider(value: $brushSize, in: 1...40) {
        Text("editor.brush_size.label".i18n) // Brush Size
      }
      Toggle("editor.onion_skin.toggle".i18n, isOn: $showsOnionSkin) // Onion Skin
    }
    .padding()
    .background(.bar)
  }
}
