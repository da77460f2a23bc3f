import Foundation
import Runtime
import Search

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's delegate: routes each task's events to its `ResponseCollector`.
///
/// A session-level delegate is used because FoundationNetworking on Linux ignores
/// `URLSessionTask.delegate`.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let collectors = LockIsolated([Int: ResponseCollector]())

  func register(_ collector: ResponseCollector, for task: URLSessionTask) {
    collectors.withLock { $0[task.taskIdentifier] = collector }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = collector(for: dataTask)?.receive(response) ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if collector(for: dataTask)?.receive(data) != true {
      dataTask.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let collector = collectors.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    collector?.complete(with: error)
  }

  private func collector(for task: URLSessionTask) -> ResponseCollector? {
    collectors.withLock { $0[task.taskIdentifier] }
  }
}
