import Foundation
import Search
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Set once when the caller of a request is cancelled; read by the connection's waits.
final class CancellationFlag: Sendable {
  private let value = Atomic(false)

  var isSet: Bool { value.load(ordering: .relaxed) }

  func set() {
    value.store(true, ordering: .relaxed)
  }
}

/// A TCP connection with a deadline: every wait is a `poll` of at most 50 ms, so a request
/// stops soon after its deadline passes or its caller is cancelled.
final class PlainHTTPConnection {
  private let descriptor: Int32
  private let deadline: ContinuousClock.Instant
  private let cancelled: CancellationFlag

  /// Connects to `host`:`port` before `deadline`, unless `cancelled` is set meanwhile.
  init(
    host: String, port: UInt16, deadline: ContinuousClock.Instant, cancelled: CancellationFlag
  ) throws {
    self.deadline = deadline
    self.cancelled = cancelled
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw WeatherClientError.network(
        "Cannot resolve \(host): \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Self.failure("socket") }
    self.descriptor = descriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    if connect(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 {
      guard errno == EINPROGRESS else { throw Self.failure("connect to \(host)") }
      try wait(for: Int16(POLLOUT))
      var problem: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &problem, &length)
      guard problem == 0 else {
        throw WeatherClientError.network(
          "Cannot connect to \(host): \(String(cString: strerror(problem)))"
        )
      }
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends every byte.
  func send(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if errno == EAGAIN || errno == EINTR {
        try wait(for: Int16(POLLOUT))
      } else {
        throw Self.failure("send")
      }
    }
  }

  /// Returns the next bytes that arrive, or `nil` once the server has closed the connection.
  func receive() throws -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return Array(chunk[0..<count]) }
      if count == 0 { return nil }
      guard errno == EAGAIN || errno == EINTR else { throw Self.failure("receive") }
      try wait(for: Int16(POLLIN))
    }
  }

  private func wait(for events: Int16) throws {
    while true {
      if cancelled.isSet { throw CancellationError() }
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw WeatherClientError.timedOut }
      let milliseconds = min(50, remaining.components.seconds * 1000 + 1)
      var request = pollfd(fd: descriptor, events: events, revents: 0)
      if poll(&request, 1, Int32(milliseconds)) > 0 { return }
    }
  }

  private static func failure(_ operation: String) -> WeatherClientError {
    .network("Cannot \(operation): \(String(cString: strerror(errno)))")
  }
}
