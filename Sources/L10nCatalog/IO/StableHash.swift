/// A 64-bit FNV-1a hash: the same across runs, machines and Swift versions, unlike `Hasher`, so
/// it can be stored (the extraction cache) or published (SARIF fingerprints).
public enum StableHash {
  public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { buffer in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in buffer {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      return hash
    }
  }

  public static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
