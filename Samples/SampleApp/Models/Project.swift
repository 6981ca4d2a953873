import Foundation

/// A flipbook animation the user is working on.
struct Project: Identifiable, Hashable {
  let id: UUID
  var name: String
  var frameCount: Int
  var framesPerSecond: Int
  var modifiedAt: Date

  init(
    id: UUID = UUID(),
    name: String,
    frameCount: Int = 1,
    framesPerSecond: Int = 12,
    modifiedAt: Date = .now
  ) {
    self.id = id
    self.name = name
    self.frameCount = frameCount
    self.framesPerSecond = framesPerSecond
    self.modifiedAt = modifiedAt
  }

  /// Length of the animation in whole seconds, rounded up.
  var durationInSeconds: Int {
    guard framesPerSecond > 0 else { return 0 }
    return (frameCount + framesPerSecond - 1) / framesPerSecond
  }
}

extension Project {
  /// Projects shown in previews and on first launch.
  static let samples: [Project] = [
    Project(name: "Bouncing Ball", frameCount: 24),
    Project(name: "Walk Cycle", frameCount: 16, framesPerSecond: 8),
  ]
}
