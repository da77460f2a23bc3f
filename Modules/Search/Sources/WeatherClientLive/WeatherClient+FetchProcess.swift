import Foundation
import Search

extension WeatherClient {
  /// The hidden command of the `app` executable that runs one isolated request:
  /// `app __fetch URL TIMEOUT_SECONDS MAXIMUM_BYTES`.
  public static let fetchProcessCommand = "__fetch"

  /// Runs one request for a parent process that isolates its `URLSession` requests (see
  /// ``LiveConfiguration/Isolation``) and writes the answer to standard output; returns the
  /// exit status: 0 with an answer written, 64 when the arguments are not a request.
  ///
  /// ```swift
  /// // In the helper executable's main.swift:
  /// if CommandLine.arguments.dropFirst().first == WeatherClient.fetchProcessCommand {
  ///   exit(await WeatherClient.runFetchProcess(arguments: Array(CommandLine.arguments.dropFirst(2))))
  /// }
  /// ```
  public static func runFetchProcess(arguments: [String]) async -> Int32 {
    guard let request = FetchRequest(arguments: arguments) else {
      FileHandle.standardError.write(
        Data("usage: \(fetchProcessCommand) URL TIMEOUT_SECONDS MAXIMUM_BYTES\n".utf8))
      return 64
    }
    let fetcher = HTTPFetcher(
      timeout: .nanoseconds(Int64(min(request.timeout, 86_400) * 1e9)),
      maximumResponseBytes: request.maximumResponseBytes
    )
    let result: Result<Data, any Error>
    do {
      result = .success(
        try await request.usesSessionForPlainHTTP || request.url.scheme?.lowercased() != "http"
          ? fetcher.sessionData(from: request.url) : fetcher.data(from: request.url))
    } catch {
      result = .failure(error)
    }
    FileHandle.standardOutput.write(FetchAnswer(result).encoded)
    return 0
  }
}
