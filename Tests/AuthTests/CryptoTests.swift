import Auth
import Testing

@Suite struct CryptoTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesTheStandardVectors(message: String, expected: String) {
    #expect(hex(SHA256.hash(Array(message.utf8))) == expected)
  }

  @Test func sha256HashesMessagesLongerThanOneBlock() {
    let message = Array(repeating: UInt8(ascii: "a"), count: 1_000)
    #expect(
      hex(SHA256.hash(message))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    )
  }

  @Test func constantTimeEqualsComparesBytes() {
    #expect(ConstantTime.equals([1, 2, 3], [1, 2, 3]))
    #expect(!ConstantTime.equals([1, 2, 3], [1, 2, 4]))
    #expect(!ConstantTime.equals([1, 2, 3], [1, 2]))
    #expect(ConstantTime.equals([UInt8](), [UInt8]()))
  }

  @Test func constantTimeEqualsReadsEveryByteEvenAfterTheFirstDifference() {
    let reads = ReadCounter()
    let stored = CountingBytes(bytes: Array(repeating: 0, count: 32), reads: reads)
    let candidate = CountingBytes(bytes: Array(repeating: 0xFF, count: 32), reads: reads)
    #expect(!ConstantTime.equals(stored, candidate))
    #expect(reads.count == 64)
  }

  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    .joined()
  }
}
