/// The in-flight effects of one store, indexed for cancellation by id and by child scope.
@MainActor
final class EffectRegistry {
  /// A cancel id as seen from the scope of the feature that used it.
  struct CancelKey: Hashable {
    let scope: [AnyHashable]
    let id: AnyHashable
  }

  /// One asynchronous effect that is still running.
  @MainActor
  final class Entry {
    let number: Int
    let scope: [AnyHashable]
    let cancelKeys: [CancelKey]
    var task: Task<Void, Never>?
    /// Set on the main actor when cancelled; checked there before every delivered action.
    private(set) var isCancelled = false

    init(number: Int, scope: [AnyHashable], cancelKeys: [CancelKey]) {
      self.number = number
      self.scope = scope
      self.cancelKeys = cancelKeys
    }

    func cancel() {
      isCancelled = true
      task?.cancel()
    }
  }

  var nextNumber = 0
  var entries: [Int: Entry] = [:]
  var numbersByCancelKey: [CancelKey: Set<Int>] = [:]
  /// The tracer of the store, told about every effect that starts, finishes or is cancelled.
  var tracer: ReducerTracer?
  /// Called after an effect ends.
  var onFinish: (() -> Void)?

  /// The number of effects still running.
  var count: Int { entries.count }

  func register(scope: [AnyHashable], cancelKeys: [CancelKey]) -> Entry {
    nextNumber += 1
    let entry = Entry(number: nextNumber, scope: scope, cancelKeys: cancelKeys)
    entries[entry.number] = entry
    for key in cancelKeys {
      numbersByCancelKey[key, default: []].insert(entry.number)
    }
    tracer?.effectStarted(entry.number, scope: scope, ids: cancelKeys.map(\.id))
    return entry
  }

  func finish(_ entry: Entry) {
    guard entries.removeValue(forKey: entry.number) != nil else { return }
    defer { onFinish?() }
    tracer?.effectFinished(entry.number)
    for key in entry.cancelKeys {
      numbersByCancelKey[key]?.remove(entry.number)
      if numbersByCancelKey[key]?.isEmpty == true { numbersByCancelKey[key] = nil }
    }
  }

  /// Cancels the effects marked cancellable with `key`.
  func cancel(_ key: CancelKey, reason: CancellationReason) {
    guard let numbers = numbersByCancelKey[key] else { return }
    for number in numbers.sorted() {
      guard let entry = entries[number] else { continue }
      cancel(entry, reason: reason)
    }
  }

  /// Cancels every effect started inside `scope` or one of its children.
  func cancel(scopePrefix scope: [AnyHashable], reason: CancellationReason) {
    let matching = entries.values.filter { $0.scope.starts(with: scope) }
    for entry in matching.sorted(by: { $0.number < $1.number }) {
      cancel(entry, reason: reason)
    }
  }

  private func cancel(_ entry: Entry, reason: CancellationReason) {
    tracer?.effectCancelled(entry.number, reason: reason)
    entry.cancel()
    finish(entry)
  }

  func cancelAll() {
    let all = Array(entries.values)
    for entry in all {
      entry.cancel()
      finish(entry)
    }
  }

  isolated deinit {
    for entry in entries.values { entry.cancel() }
  }
}
