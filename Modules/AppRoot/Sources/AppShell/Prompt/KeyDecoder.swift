import AppEngine

/// Turns the bytes a terminal in raw mode sends into the prompt's keys: UTF-8 characters,
/// control keys (Ctrl-A, Ctrl-E, Ctrl-C, Ctrl-D...) and the escape sequences of the arrow,
/// Home, End and Delete keys.
///
/// ```swift
/// var decoder = KeyDecoder()
/// [0x1B, 0x5B, 0x41].compactMap { decoder.feed($0) }   // [.up]
/// ```
struct KeyDecoder {
  private enum Pending {
    case none
    /// After ESC.
    case escape
    /// After `ESC [`, with the parameter bytes so far.
    case controlSequence([UInt8])
    /// After `ESC O`.
    case singleShift
    /// Inside a UTF-8 character: its bytes so far and how many it has.
    case character([UInt8], length: Int)
  }

  private var pending = Pending.none

  /// The key `byte` completes, if any; bytes that name no key are dropped.
  mutating func feed(_ byte: UInt8) -> LineEditor.Key? {
    switch pending {
    case .none:
      return start(byte)
    case .escape:
      pending =
        byte == UInt8(ascii: "[")
        ? .controlSequence([]) : byte == UInt8(ascii: "O") ? .singleShift : .none
      return nil
    case .controlSequence(let parameters):
      // Parameter bytes are digits and `;`; the final byte is a letter or `~`.
      guard (0x40...0x7E).contains(byte) else {
        pending = parameters.count < 8 ? .controlSequence(parameters + [byte]) : .none
        return nil
      }
      pending = .none
      return Self.controlSequenceKey(final: byte, parameters: parameters)
    case .singleShift:
      pending = .none
      return Self.controlSequenceKey(final: byte, parameters: [])
    case .character(var bytes, let length):
      guard byte & 0xC0 == 0x80 else {
        // A broken character: drop it, and read this byte afresh.
        pending = .none
        return start(byte)
      }
      bytes.append(byte)
      guard bytes.count == length else {
        pending = .character(bytes, length: length)
        return nil
      }
      pending = .none
      return String(validating: bytes, as: UTF8.self).flatMap(\.first).map { .character($0) }
    }
  }

  private mutating func start(_ byte: UInt8) -> LineEditor.Key? {
    switch byte {
    case 0x01: return .home  // Ctrl-A
    case 0x02: return .left  // Ctrl-B
    case 0x03: return .interrupt  // Ctrl-C
    case 0x04: return .endOfInput  // Ctrl-D
    case 0x05: return .end  // Ctrl-E
    case 0x06: return .right  // Ctrl-F
    case 0x08, 0x7F: return .backspace
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x0B: return .deleteToEnd  // Ctrl-K
    case 0x0E: return .down  // Ctrl-N
    case 0x10: return .up  // Ctrl-P
    case 0x15: return .deleteToStart  // Ctrl-U
    case 0x1B:
      pending = .escape
      return nil
    case 0x20..<0x7F:
      return .character(Character(Unicode.Scalar(byte)))
    case 0xC2...0xF4:
      pending = .character([byte], length: byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2)
      return nil
    default:
      return nil
    }
  }

  private static func controlSequenceKey(final: UInt8, parameters: [UInt8]) -> LineEditor.Key? {
    switch (final, String(decoding: parameters, as: UTF8.self)) {
    case (UInt8(ascii: "A"), _): .up
    case (UInt8(ascii: "B"), _): .down
    case (UInt8(ascii: "C"), _): .right
    case (UInt8(ascii: "D"), _): .left
    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
    case (UInt8(ascii: "~"), "3"): .delete
    default: nil
    }
  }
}
