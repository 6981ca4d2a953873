/// A binary property list (`bplist00`, the format CoreFoundation documents in CFBinaryPList.c):
/// the header, every object once (strings uniqued, keys of each dictionary in code-point order,
/// as the XML form has them), the table of their offsets and the trailer. Foundation's
/// `PropertyListSerialization` wrote these tables ten times slower than the XML form, through
/// Foundation's own values; what compile writes needs only strings, arrays and dictionaries.
enum BinaryPropertyList {
  static func encode(_ value: PropertyListValue) -> [UInt8] {
    var objects = Objects()
    _ = objects.add(value)
    return objects.written()
  }

  /// The objects in the order they are written, each string once.
  private struct Objects {
    enum Object {
      case string(String)
      case array([Int])
      case dictionary(keys: [Int], values: [Int])
    }

    var list: [Object] = []
    var strings: [String: Int] = [:]

    /// `value`'s object number, its contents added after it (depth first).
    mutating func add(_ value: PropertyListValue) -> Int {
      switch value {
      case .string(let text):
        if let known = strings[text] { return known }
        strings[text] = list.count
        list.append(.string(text))
        return list.count - 1
      case .array(let elements):
        let number = list.count
        list.append(.array([]))
        list[number] = .array(elements.map { add($0) })
        return number
      case .dictionary(let entries):
        let number = list.count
        list.append(.array([]))
        let keys = entries.keys.sorted(by: PropertyListWriter.precedes)
        let keyNumbers = keys.map { add(.string($0)) }
        list[number] = .dictionary(keys: keyNumbers, values: keys.map { add(entries[$0]!) })
        return number
      }
    }

    func written() -> [UInt8] {
      var bytes = Array("bplist00".utf8)
      let referenceSize = Self.size(of: UInt64(max(list.count - 1, 0)))
      var offsets: [Int] = []
      offsets.reserveCapacity(list.count)
      for object in list {
        offsets.append(bytes.count)
        switch object {
        case .string(let text):
          if text.utf8.allSatisfy({ $0 < 0x80 }) {
            Self.marker(0x50, count: text.utf8.count, to: &bytes)
            bytes.append(contentsOf: text.utf8)
          } else {
            let units = Array(text.utf16)
            Self.marker(0x60, count: units.count, to: &bytes)
            for unit in units { bytes.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
          }
        case .array(let elements):
          Self.marker(0xA0, count: elements.count, to: &bytes)
          for element in elements { Self.append(UInt64(element), size: referenceSize, to: &bytes) }
        case .dictionary(let keys, let values):
          Self.marker(0xD0, count: keys.count, to: &bytes)
          for key in keys { Self.append(UInt64(key), size: referenceSize, to: &bytes) }
          for value in values { Self.append(UInt64(value), size: referenceSize, to: &bytes) }
        }
      }
      let tableOffset = bytes.count
      // Wide enough for where the table starts, too: CoreFoundation refuses a list otherwise.
      let offsetSize = Self.size(of: UInt64(tableOffset))
      for offset in offsets { Self.append(UInt64(offset), size: offsetSize, to: &bytes) }
      // The trailer: six unused bytes, the two sizes, the number of objects, the top object's
      // number and where the offset table starts.
      bytes.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
      Self.append(UInt64(list.count), size: 8, to: &bytes)
      Self.append(0, size: 8, to: &bytes)
      Self.append(UInt64(tableOffset), size: 8, to: &bytes)
      return bytes
    }

    /// An object's type and count: in the marker's low four bits below 15, else 15 and an
    /// integer object after it.
    static func marker(_ type: UInt8, count: Int, to bytes: inout [UInt8]) {
      guard count >= 15 else { return bytes.append(type | UInt8(count)) }
      bytes.append(type | 0x0F)
      let size = Self.size(of: UInt64(count))
      bytes.append(0x10 | UInt8(size.trailingZeroBitCount))
      append(UInt64(count), size: size, to: &bytes)
    }

    /// The bytes (1, 2, 4 or 8) that hold `value`.
    static func size(of value: UInt64) -> Int {
      value < 1 << 8 ? 1 : value < 1 << 16 ? 2 : value < 1 << 32 ? 4 : 8
    }

    /// `value` big-endian in `size` bytes.
    static func append(_ value: UInt64, size: Int, to bytes: inout [UInt8]) {
      for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      }
    }
  }
}
