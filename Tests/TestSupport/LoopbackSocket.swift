import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Thin wrappers over the Glibc socket calls that `LoopbackHTTPServer` needs.
enum LoopbackSocket {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Opens a listening TCP socket on 127.0.0.1 with an ephemeral port.
  static func listen() throws -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
      }
    }
    guard bound, Glibc.listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw Failure(description: "bind/listen on 127.0.0.1 failed: \(errno)")
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Waits up to `milliseconds` for a connection and accepts it, with 2 s send/receive timeouts.
  static func accept(_ listener: Int32, waitingAtMost milliseconds: Int32) -> Int32? {
    var request = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, milliseconds) == 1 else { return nil }
    let client = Glibc.accept(listener, nil, nil)
    guard client >= 0 else { return nil }
    var limit = timeval(tv_sec: 2, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
    return client
  }

  /// Reads up to the end of the request head (64 KB at most) and returns it as text.
  static func readHead(_ descriptor: Int32) -> String? {
    var head = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    let terminator: [UInt8] = Array("\r\n\r\n".utf8)
    while head.count < 65_536 {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      head.append(contentsOf: chunk[0..<count])
      if head.firstRange(of: terminator) != nil {
        return String(decoding: head, as: UTF8.self)
      }
    }
    return nil
  }

  /// Makes the next `close` abort the connection with a reset instead of a graceful FIN.
  static func resetOnClose(_ descriptor: Int32) {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size)
    )
  }

  /// Sends all bytes; returns false once the peer is gone or a send times out.
  @discardableResult
  static func send(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Bool {
    var remaining = Array(bytes)[...]
    while !remaining.isEmpty {
      let sent = remaining.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return false }
      remaining = remaining.dropFirst(sent)
    }
    return true
  }
}
