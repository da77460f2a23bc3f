/// A secret stored as a random salt and the SHA-256 digest of salt and secret, never the secret.
struct SaltedDigest: Sendable {
  private let salt: [UInt8]
  private let digest: [UInt8]

  /// Salts and digests `secret`.
  init(of secret: String) {
    let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
    self.salt = salt
    self.digest = Self.digest(secret, salt: salt)
  }

  /// Whether `candidate` is the secret, compared in constant time.
  func matches(_ candidate: String) -> Bool {
    ConstantTime.equals(digest, Self.digest(candidate, salt: salt))
  }

  private static func digest(_ secret: String, salt: [UInt8]) -> [UInt8] {
    SHA256.hash(salt + Array(secret.utf8))
  }
}
