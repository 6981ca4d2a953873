// Arrays of a report's long lists: read in place, and written in parts on every processor.
extension JSONWriter {
  /// An array with one element per item of an array, each read where it is (iterating copied
  /// each, retaining the texts it holds).
  @inlinable
  public mutating func array<Item>(_ items: [Item], _ element: (inout JSONWriter, Item) -> Void) {
    let outer = open
    open = beginArray()
    items.withUnsafeBufferPointer { items in
      for index in items.indices {
        nextInOpen()
        element(&self, items[index])
      }
    }
    let inner = open
    open = outer
    endArray(inner)
  }

  /// The same bytes as `array(_:_:)`, the elements written in parts on every processor and then
  /// joined: for a report's long lists (`element` must only write).
  public mutating func array<Item>(inParts items: [Item], _ element: (inout JSONWriter, Item) -> Void) {
    let parts = max(1, min(StringsChunks.processors, items.count / 2048))
    guard parts > 1 else { return array(items, element) }
    var container = beginArray()
    let layout = JSONWriter(continuing: self, capacity: 0)
    let written = items.withUnsafeBufferPointer { items in
      Parallel.map(parts) { part in
        let range = (items.count * part / parts)..<(items.count * (part + 1) / parts)
        var writer = JSONWriter(continuing: layout, capacity: bytes.capacity / parts)
        // After the first part, the first element follows one written before it.
        writer.open = Container(count: part == 0 ? 0 : 1)
        for index in range {
          writer.nextInOpen()
          element(&writer, items[index])
        }
        return writer
      }
    }
    for (part, writer) in written.enumerated() {
      let count = items.count * (part + 1) / parts - items.count * part / parts
      append(members: writer, count: count, in: &container)
    }
    endArray(container)
  }
}
