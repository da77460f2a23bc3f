import Foundation

/// A request that `LoopbackHTTPServer` received: the raw request target, split up.
package struct RecordedRequest: Sendable, Equatable {
  /// The request method, such as `GET`.
  package var method: String
  /// The path, still percent-encoded.
  package var path: String
  /// The query after `?`, exactly as sent (percent-encoded), or "" when absent.
  package var rawQuery: String
  /// Everything the server read of the connection, up to the end of the request head and
  /// anything that came with it, as text: the request line and header lines, each ending in CRLF.
  package var head: String

  package init(method: String, target: String, head: String) {
    self.method = method
    self.head = head
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    path = parts.first.map(String.init) ?? ""
    rawQuery = parts.count > 1 ? String(parts[1]) : ""
  }

  /// The decoded value of the first query item named `name`.
  package func queryValue(_ name: String) -> String? {
    for pair in rawQuery.split(separator: "&") {
      let item = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if item.first.map(String.init) == name {
        return item.count > 1 ? String(item[1]).removingPercentEncoding : ""
      }
    }
    return nil
  }
}
