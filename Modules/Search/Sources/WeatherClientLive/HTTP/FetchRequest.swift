import Foundation
import Search

/// What a helper process is asked to fetch, as command-line arguments:
/// `URL TIMEOUT_SECONDS MAXIMUM_BYTES [--session-for-http]`.
struct FetchRequest: Equatable {
  var url: URL
  var timeout: TimeInterval
  var maximumResponseBytes: Int
  /// Whether a plain `http` URL is fetched with `URLSession` too.
  var usesSessionForPlainHTTP: Bool

  static let sessionForPlainHTTPFlag = "--session-for-http"

  var arguments: [String] {
    [url.absoluteString, String(timeout), String(maximumResponseBytes)]
      + (usesSessionForPlainHTTP ? [Self.sessionForPlainHTTPFlag] : [])
  }

  /// Reads the arguments back; `nil` when they are not what ``arguments`` writes.
  init?(arguments: [String]) {
    guard (3...4).contains(arguments.count),
      let url = URL(string: arguments[0]), url.scheme != nil,
      let timeout = TimeInterval(arguments[1]), timeout > 0, timeout.isFinite,
      let maximumResponseBytes = Int(arguments[2]), maximumResponseBytes > 0
    else { return nil }
    if arguments.count == 4 {
      guard arguments[3] == Self.sessionForPlainHTTPFlag else { return nil }
    }
    self.init(
      url: url, timeout: timeout, maximumResponseBytes: maximumResponseBytes,
      usesSessionForPlainHTTP: arguments.count == 4)
  }

  init(url: URL, timeout: TimeInterval, maximumResponseBytes: Int, usesSessionForPlainHTTP: Bool) {
    self.url = url
    self.timeout = timeout
    self.maximumResponseBytes = maximumResponseBytes
    self.usesSessionForPlainHTTP = usesSessionForPlainHTTP
  }
}

/// A helper process's answer on its standard output: `body\n` then the body's bytes, or
/// `error\n` then the `WeatherClientError` as JSON.
struct FetchAnswer {
  /// How many bytes an answer may have beyond the body: its first line, or an error.
  static let headroom = 64 * 1024

  let result: Result<Data, any Error>

  init(_ result: Result<Data, any Error>) {
    self.result = result
  }

  /// Reads an answer; `nil` when it is not one.
  init?(encoded: Data) {
    guard let newline = encoded.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let rest = encoded[encoded.index(after: newline)...]
    switch String(decoding: encoded[..<newline], as: UTF8.self) {
    case "body":
      result = .success(Data(rest))
    case "error":
      guard let error = try? JSONDecoder().decode(WeatherClientError.self, from: Data(rest))
      else { return nil }
      result = .failure(error)
    default:
      return nil
    }
  }

  /// The answer as the helper writes it.
  var encoded: Data {
    switch result {
    case .success(let body):
      return Data("body\n".utf8) + body
    case .failure(let error):
      let encodedError = (try? JSONEncoder().encode(WeatherClientError(error))) ?? Data("{}".utf8)
      return Data("error\n".utf8) + encodedError
    }
  }
}
