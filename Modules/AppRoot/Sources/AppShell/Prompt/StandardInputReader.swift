import AppEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input a line at a time, waking every tenth of a second while it waits so that
/// Ctrl-C (see ``Interrupt``) ends the wait as the end of input does.
final class StandardInputReader {
  /// The most of one line kept: a longer line is cut there and the rest of it, up to its line
  /// end, is read and dropped, so input without line ends cannot grow the buffer without
  /// bound and no part of an over-long line comes back as a line of its own. What is kept is
  /// still longer than the parser accepts (10,000 characters), so it refuses the line whole.
  static let maximumLineBytes = 1 << 20

  private var buffer: [UInt8] = []
  /// How much of the buffer is known to hold no line end.
  private var scanned = 0
  private var isAtEnd = false
  /// Whether the buffer holds the rest of an over-long line, dropped up to its line end.
  private var isDroppingRestOfLine = false

  /// The next line without its line end, or `nil` at the end of input or after Ctrl-C.
  func readLine() -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line =
          isDroppingRestOfLine ? nil : String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        scanned = 0
        isDroppingRestOfLine = false
        if let line { return line }
        continue
      }
      if isDroppingRestOfLine {
        buffer = []
      } else if buffer.count >= Self.maximumLineBytes {
        defer {
          buffer = []
          scanned = 0
          isDroppingRestOfLine = true
        }
        return String(decoding: buffer[..<Self.maximumLineBytes], as: UTF8.self)
      }
      scanned = buffer.count
      guard !isAtEnd, fill() else {
        guard !buffer.isEmpty, !Interrupt.isRequested else { return nil }
        defer {
          buffer = []
          scanned = 0
        }
        return String(decoding: buffer, as: UTF8.self)
      }
    }
  }

  /// Reads what is available into the buffer; `false` at the end of input or after Ctrl-C.
  private func fill() -> Bool {
    Interrupt.acceptOnThisThread()
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    while !Interrupt.isRequested {
      let ready = poll(&descriptor, 1, 100)
      guard ready != 0 else { continue }
      if ready < 0 {
        if errno == EINTR { continue }
        isAtEnd = true
        return false
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        isAtEnd = true
        return false
      }
      buffer += chunk[..<count]
      return true
    }
    return false
  }
}
