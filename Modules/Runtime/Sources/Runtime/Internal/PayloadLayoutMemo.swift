import Synchronization

/// The payload layouts one case path has already looked up, for the first 32 case tags of its
/// enum, in a single atomic word: two bits a tag.
///
/// Case paths live as long as the store that built them, so after the first action of each case
/// an extraction needs no lock and no hashing.
final class PayloadLayoutMemo: Sendable {
  private static let capacity: UInt32 = 32
  private let bits = Atomic<UInt64>(0)

  func layout(forTag tag: UInt32) -> PayloadLayout? {
    guard tag < Self.capacity else { return nil }
    let code = (bits.load(ordering: .relaxed) >> (UInt64(tag) * 2)) & 0b11
    switch code {
    case 1: return .mismatch
    case 2: return .inline
    case 3: return .reflected
    default: return nil
    }
  }

  /// Stores `layout` for `tag` and returns it.
  func remember(_ layout: PayloadLayout, forTag tag: UInt32) -> PayloadLayout {
    guard tag < Self.capacity else { return layout }
    let code: UInt64
    switch layout {
    case .mismatch: code = 1
    case .inline: code = 2
    case .reflected: code = 3
    }
    bits.bitwiseOr(code << (UInt64(tag) * 2), ordering: .relaxed)
    return layout
  }
}
