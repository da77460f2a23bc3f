import Foundation
import Search

/// The head of a GET request, built so that nothing taken from a URL, a header or a redirect can
/// end or split the request line or a header field.
///
/// The request target is the URL's path and query as they are percent-encoded (a `%0D%0A` in a
/// redirect's `Location` stays three characters long), and every byte of the target and the host
/// is checked against what RFC 3986 allows there: no CR, LF, NUL, space or other control byte is
/// ever written.
package struct HTTPRequestHead: Equatable {
  /// The host to connect to; an IPv6 address without its brackets.
  package let host: String
  /// The port to connect to.
  package let port: UInt16
  /// The request line and header fields, each ending in CRLF, then the blank line.
  package let text: String

  /// Builds the head of a GET of `url`, keeping the percent-encoding of its path and query.
  ///
  /// Throws `.network` when the URL has no host, an invalid port, or a byte that is not allowed
  /// in its host, path or query.
  package init(get url: URL) throws {
    guard let host = url.host(percentEncoded: true), !host.isEmpty else {
      throw WeatherClientError.network("The URL \(url) names no host.")
    }
    let port = try url.port.map {
      guard let port = UInt16(exactly: $0) else {
        throw WeatherClientError.network("The URL \(url) has an invalid port.")
      }
      return port
    }
    let path = url.path(percentEncoded: true)
    let query = url.query(percentEncoded: true).map { "?\($0)" } ?? ""
    try self.init(target: (path.isEmpty ? "/" : path) + query, host: host, port: port)
  }

  /// Builds the head of a GET of `target` (an origin-form target: an absolute path and an
  /// optional query) on `host` at `port`, or at port 80 without naming it when `port` is `nil`.
  ///
  /// Throws `.network` when a byte of `target` or `host` is not allowed there.
  package init(target: String, host: String, port: UInt16?) throws {
    guard target.first == "/", target.utf8.allSatisfy(\.isAllowedInRequestTarget) else {
      throw WeatherClientError.network(
        "Refusing to send the request target \(target.debugDescription): it is not an "
          + "absolute path of characters allowed there.")
    }
    let isIPv6 = host.contains(":")
    let isAllowed: (UInt8) -> Bool = isIPv6 ? \.isAllowedInIPv6Address : \.isAllowedInHostName
    guard !host.isEmpty, host.utf8.allSatisfy(isAllowed) else {
      throw WeatherClientError.network(
        "Refusing to connect to the host \(host.debugDescription): it is not a host name or an "
          + "IP address.")
    }
    let hostField = (isIPv6 ? "[\(host)]" : host) + (port.map { ":\($0)" } ?? "")
    self.host = host
    self.port = port ?? 80
    self.text =
      "GET \(target) HTTP/1.1\r\nHost: \(hostField)\r\nAccept: application/json\r\n"
      + "Connection: close\r\n\r\n"
  }
}

extension UInt8 {
  private var isASCIIAlphanumeric: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
  }

  /// A character RFC 3986 allows in a path or query as it is written: unreserved, a
  /// sub-delimiter, `:`, `@`, `/`, `?`, or the `%` of a percent-encoding.
  fileprivate var isAllowedInRequestTarget: Bool {
    isASCIIAlphanumeric || Array("-._~!$&'()*+,;=:@/?%".utf8).contains(self)
  }

  /// A character of a DNS name or an IPv4 address.
  fileprivate var isAllowedInHostName: Bool {
    isASCIIAlphanumeric || Array("-._~".utf8).contains(self)
  }

  /// A character of an IPv6 address (hexadecimal digits, colons, and the dots of an embedded
  /// IPv4 address).
  fileprivate var isAllowedInIPv6Address: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
      || self == UInt8(ascii: ":") || self == UInt8(ascii: ".")
  }
}
