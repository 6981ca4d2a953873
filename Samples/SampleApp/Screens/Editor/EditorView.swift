import SwiftUI

/// Frame-by-frame drawing canvas for one project.
struct EditorView: View {
  @State private var project: Project
  @State private var currentFrame = 0
  @State private var isPlaying = false
  @State private var showsOnionSkin = true
  @State private var tool = Tool.pencil
  @State private var brushSize = 4.0
  @State private var color = Color.black
  @State private var toastText: String?
  @State private var showsExport = false

  init(project: Project) {
    _project = State(initialValue: project)
  }

  var body: some View {
    VStack(spacing: 0) {
      canvas
      EditorToolbar(tool: $tool, brushSize: $brushSize, color: $color, showsOnionSkin: $showsOnionSkin)
      timeline
    }
    // "editor.old_title".i18n was renamed
    .navigationTitle("editor.title".i18n) // Editor
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItemGroup(placement: .topBarTrailing) {
        Button("editor.undo_button.title".i18n, systemImage: "arrow.uturn.backward") { undo() } // Undo
        Button("editor.redo_button.title".i18n, systemImage: "arrow.uturn.forward") { redo() } // Redo
        Button("editor.export_button.title".i18n, systemImage: "square.and.arrow.up") { // Export
          showsExport = true
        }
      }
    }
    .overlay(alignment: .top) {
      if let toastText {
        Text(toastText)
          .padding(.horizontal, 16)
          .padding(.vertical, 8)
          .background(.thinMaterial, in: Capsule())
          .transition(.move(edge: .top).combined(with: .opacity))
      }
    }
    .onChange(of: project) {
      showSavedToast()
    }
    .sheet(isPresented: $showsExport) {
      ExportSheet(project: project)
    }
  }

  private var canvas: some View {
    ZStack {
      Rectangle()
        .fill(.white)
      if showsOnionSkin && currentFrame > 0 {
        Text("\(currentFrame)")
          .font(.system(size: 120, weight: .thin))
          .opacity(0.15)
      }
      Text("\(currentFrame + 1)")
        .font(.system(size: 120, weight: .thin))
    }
  }

  private var timeline: some View {
    VStack(spacing: 8) {
      HStack {
        Button {
          isPlaying.toggle()
        } label: {
          Label(
            isPlaying
              ? "editor.pause_button.title".i18n // Pause
              : "editor.play_button.title".i18n, // Play
            systemImage: isPlaying ? "pause.fill" : "play.fill"
          )
        }
        Text(String(format: "editor.frame_count.label".i18n, project.frameCount)) // %lld frames
          .foregroundStyle(.secondary)
        Spacer()
        Button("editor.add_frame_button.title".i18n, systemImage: "plus") { addFrame() } // Add Frame
      }
      HStack {
        Stepper("editor.frame_rate.label".i18n, value: $project.framesPerSecond, in: 1...30) // Frame Rate
        Text(String(format: "editor.frame_rate.value".i18n, project.framesPerSecond)) // %lld fps
          .monospacedDigit()
      }
      ScrollView(.horizontal) {
        HStack {
          ForEach(0..<project.frameCount, id: \.self) { index in
            Text("\(index + 1)")
              .frame(width: 44, height: 44)
              .background(index == currentFrame ? Color.accentColor.opacity(0.3) : Color.secondary.opacity(0.1))
              .onTapGesture { currentFrame = index }
              .contextMenu {
                Button("editor.duplicate_frame_button.title".i18n) { duplicateFrame(at: index) } // Duplicate Frame
                Button("editor.delete_frame_button.title".i18n, role: .destructive) { // Delete Frame
                  deleteFrame(at: index)
                }
              }
          }
        }
      }
    }
    .padding()
  }

  private func addFrame() {
    project.frameCount += 1
    currentFrame = project.frameCount - 1
  }

  private func duplicateFrame(at index: Int) {
    project.frameCount += 1
    currentFrame = index + 1
  }

  private func deleteFrame(at index: Int) {
    guard project.frameCount > 1 else { return }
    project.frameCount -= 1
    currentFrame = min(currentFrame, project.frameCount - 1)
  }

  private func undo() {}

  private func redo() {}

  private func showSavedToast() {
    withAnimation { toastText = "editor.saved.toast".i18n } // Saved
    Task {
      try? await Task.sleep(for: .seconds(1.5))
      withAnimation { toastText = nil }
    }
    #if DEBUG
      print(#"Toast text comes from "editor.debug_toast.title".i18n in old builds"#)
    #endif
  }
}
