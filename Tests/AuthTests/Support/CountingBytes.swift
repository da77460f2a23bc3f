/// A byte collection that counts how many of its elements are read.
struct CountingBytes: Collection {
  let bytes: [UInt8]
  let reads: ReadCounter

  var startIndex: Int { bytes.startIndex }
  var endIndex: Int { bytes.endIndex }

  func index(after index: Int) -> Int { index + 1 }

  subscript(position: Int) -> UInt8 {
    reads.count += 1
    return bytes[position]
  }
}
