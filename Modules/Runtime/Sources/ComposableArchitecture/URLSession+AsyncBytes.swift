import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking

  // Linux's Foundation has `data(from:)` but not Apple's `bytes(from:)`, which reads a response
  // as it arrives; clients written for the reference use it to report download progress.
  extension URLSession {
    /// Starts loading `url` and returns, once the response's headers are in, its body as bytes
    /// that arrive while it downloads, and the response.
    ///
    /// ```swift
    /// let (bytes, response) = try await URLSession.shared.bytes(from: url)
    /// for try await byte in bytes { data.append(byte) }
    /// ```
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
      try await bytes(for: URLRequest(url: url))
    }

    /// Starts `request` and returns, once the response's headers are in, its body as bytes that
    /// arrive while it downloads, and the response.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
      let receiver = ByteReceiver()
      // A session of its own, with this one's configuration (and so its protocol classes),
      // because a task's delegate is its session's.
      let session = URLSession(
        configuration: configuration, delegate: receiver, delegateQueue: nil)
      let task = session.dataTask(with: request)
      session.finishTasksAndInvalidate()
      return try await withTaskCancellationHandler {
        let response = try await receiver.response(starting: task)
        return (AsyncBytes(chunks: receiver.chunks), response)
      } onCancel: {
        task.cancel()
      }
    }

    /// The bytes of a response body, in order, as they arrive.
    public struct AsyncBytes: AsyncSequence, Sendable {
      public typealias Element = UInt8

      let chunks: AsyncThrowingStream<Data, any Error>

      public func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks.makeAsyncIterator())
      }

      /// Reads the body byte by byte, a chunk at a time.
      public struct Iterator: AsyncIteratorProtocol {
        var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
        var chunk = Data()
        var position = 0

        public mutating func next() async throws -> UInt8? {
          while position == chunk.count {
            guard let next = try await chunks.next() else { return nil }
            chunk = next
            position = 0
          }
          defer { position += 1 }
          return chunk[chunk.startIndex + position]
        }
      }
    }
  }

  /// The delegate of one `bytes(for:)` task: hands over the response once, then the body's
  /// chunks as a stream.
  private final class ByteReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `pending` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var pending: CheckedContinuation<URLResponse, any Error>?
    let chunks: AsyncThrowingStream<Data, any Error>
    private let chunkSink: AsyncThrowingStream<Data, any Error>.Continuation

    override init() {
      (chunks, chunkSink) = AsyncThrowingStream.makeStream()
    }

    /// Starts `task` and waits for its response.
    func response(starting task: URLSessionDataTask) async throws -> URLResponse {
      try await withCheckedThrowingContinuation { continuation in
        lock.withLock { pending = continuation }
        task.resume()
      }
    }

    private func takePending() -> CheckedContinuation<URLResponse, any Error>? {
      lock.withLock {
        defer { pending = nil }
        return pending
      }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      takePending()?.resume(returning: response)
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      chunkSink.yield(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      if let error {
        takePending()?.resume(throwing: error)
        chunkSink.finish(throwing: error)
      } else {
        takePending()?.resume(throwing: URLError(.badServerResponse))
        chunkSink.finish()
      }
    }
  }
#endif
