import OrderedCollections

/// The one way to get or set what sits at a `TextPath`: a variation case, or a substitution's
/// variations, seen as the walks see them (`walkTexts`, `updateTexts`). Import writes a text at a
/// unit's path with it, and the merge's conflict markers a placeholder at a conflict's.
extension Localization {
  /// What is one step down: the `device` or `plural` case of that name, or the variations of the
  /// substitution of that name (as a localization of their own); nil where there is none.
  ///
  /// Setting it makes what is missing on the way (the variations; a substitution with no
  /// argument or format, which the caller sets when it knows them) and puts a new case or
  /// substitution where Xcode would (`insertInXcodeOrder`); an existing one keeps its place. Of a
  /// substitution's localization only the variations are kept. Setting nil drops the case or the
  /// substitution.
  public subscript(step: TextPath.Step) -> Localization? {
    get {
      switch step {
      case .device(let name): variations?.device?[name]
      case .plural(let name): variations?.plural?[name]
      case .substitution(let name): substitutions?[name].map { Localization(variations: $0.variations) }
      }
    }
    set {
      switch step {
      case .device(let name): Self.set(newValue, name, in: &variations, \.device)
      case .plural(let name): Self.set(newValue, name, in: &variations, \.plural)
      case .substitution(let name):
        guard let newValue else {
          substitutions?.removeValue(forKey: name)
          return
        }
        var all = substitutions ?? [:]
        var substitution = all[name] ?? Substitution()
        substitution.variations = newValue.variations
        all.insertInXcodeOrder(name, substitution)
        substitutions = all
      }
    }
  }

  /// What is at `path`: this localization for the empty path, else each step down in turn
  /// (`subscript(step:)`); nil where a step finds nothing.
  ///
  /// Setting it sets the last step in what the steps before lead to, made where missing as
  /// `subscript(step:)` makes them. Setting nil at the empty path empties the localization.
  public subscript(path: TextPath) -> Localization? {
    get {
      var found = self
      for step in path.steps {
        guard let next = found[step] else { return nil }
        found = next
      }
      return found
    }
    set {
      guard let (step, rest) = path.split else {
        self = newValue ?? Localization()
        return
      }
      if rest.isEmpty {
        self[step] = newValue
        return
      }
      // Nothing to drop where the way is missing.
      guard var inner = self[step] ?? (newValue == nil ? nil : Localization()) else { return }
      inner[rest] = newValue
      self[step] = inner
    }
  }

  private static func set(
    _ value: Localization?, _ name: String, in variations: inout Variations?,
    _ cases: WritableKeyPath<Variations, OrderedDictionary<String, Localization>?>
  ) {
    guard let value else {
      variations?[keyPath: cases]?.removeValue(forKey: name)
      return
    }
    var all = variations ?? Variations()
    var named = all[keyPath: cases] ?? [:]
    named.insertInXcodeOrder(name, value)
    all[keyPath: cases] = named
    variations = all
  }
}
