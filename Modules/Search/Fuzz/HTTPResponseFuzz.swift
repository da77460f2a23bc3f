// A libFuzzer entry point for the response reader of the plain HTTP client.
//
// libFuzzer supplies `main`, so this file is compiled with `-parse-as-library` and linked with
// `swiftc` against the instrumented WeatherClientLive module and its dependencies (debug, so
// `@testable import` reaches its `package` seam):
//
//   Scripts/ci/fuzz-script-parser.sh 5000 WeatherClientLive Modules/Search/Fuzz/HTTPResponseFuzz.swift
//
// Every input must read as a body within the limit or a redirect to an http(s) URL whose
// request head holds no stray CR, LF or NUL, or throw a `WeatherClientError`; never crash. It
// must read the same whether its bytes arrive at once or a few at a time.
import Foundation
import Search

@testable import WeatherClientLive

/// The limit on bodies: small, so that inputs reach it.
private let maximumBytes = 256

/// Reads the bytes as the response to a search, whole and in pieces of three bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let url = URL(string: "http://example.test:8080/v1/search?name=Seoul") else { return 0 }
  let whole = Result {
    try PlainHTTPExchange.outcome(ofResponse: [bytes], to: url, maximumBytes: maximumBytes)
  }
  let pieces = stride(from: 0, to: bytes.count, by: 3).map {
    Array(bytes[$0..<min($0 + 3, bytes.count)])
  }
  let inPieces = Result {
    try PlainHTTPExchange.outcome(ofResponse: pieces, to: url, maximumBytes: maximumBytes)
  }
  guard String(describing: whole) == String(describing: inPieces) else {
    fatalError("Read whole: \(whole); in pieces: \(inPieces)")
  }
  switch whole {
  case .success(.body(let body)):
    guard body.count <= maximumBytes else { fatalError("A body of \(body.count) bytes") }
  case .success(.redirect(let target)):
    checkRequest(redirectedTo: target)
  case .failure(let error):
    guard error is WeatherClientError else { fatalError("Not a WeatherClientError: \(error)") }
  }
  return 0
}

/// Checks that a redirect goes to an http(s) URL, and that its request is refused or has one
/// CRLF at the end of each line and no other CR, LF or NUL.
private func checkRequest(redirectedTo target: URL) {
  guard ["http", "https"].contains(target.scheme?.lowercased()) else {
    fatalError("A redirect to \(target)")
  }
  guard let head = try? HTTPRequestHead(get: target) else { return }
  let lines = head.text.components(separatedBy: "\r\n")
  guard lines.count == 6, lines.suffix(2) == ["", ""],
    !lines.contains(where: { $0.utf8.contains { $0 == 0 || $0 == 10 || $0 == 13 } }),
    lines[0].split(separator: " ", omittingEmptySubsequences: false).count == 3
  else {
    fatalError("The request for \(target) is \(head.text.debugDescription)")
  }
}
