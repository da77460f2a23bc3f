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
    /// What the store's observer tagged it with as it started (``StoreObserver/effectTag``).
    let tag: AnyHashable?
    var task: Task<Void, Never>?
    /// Cancels the operation a `withTaskCancellation` inside an effect registered, which has no
    /// task of its own here.
    var cancelOperation: (@Sendable () -> Void)?
    /// The registry it is in, which cancels by id for it.
    weak var registry: EffectRegistry?
    /// Set on the main actor when cancelled; checked there before every delivered action.
    private(set) var isCancelled = false

    init(number: Int, scope: [AnyHashable], cancelKeys: [CancelKey], tag: AnyHashable?) {
      self.number = number
      self.scope = scope
      self.cancelKeys = cancelKeys
      self.tag = tag
    }

    func cancel() {
      isCancelled = true
      task?.cancel()
      cancelOperation?()
    }
  }

  var nextNumber = 0
  var entries: [Int: Entry] = [:]
  /// The effects marked cancellable with an id, by the id: a cancellation looks at these only.
  var numbersByCancelID: [AnyHashable: Set<Int>] = [:]
  /// The tracer of the store, told about every effect that starts, finishes or is cancelled.
  var tracer: ReducerTracer?
  /// Called after an effect ends: the driver's ``WorkObserver/workMayBeIdle``.
  var onFinish: (@Sendable () -> Void)?
  /// What each effect that starts is tagged with: the observer's ``StoreObserver/effectTag``.
  var tagEffect: (() -> AnyHashable?)?

  /// Creates an empty registry, on any thread: the dependencies a process starts from make one
  /// for the operations that run outside effects.
  nonisolated init() {}

  /// The number of effects still running.
  var count: Int { entries.count }

  /// Registers an effect that starts now. With `linksBack`, the entry keeps a weak reference
  /// to this registry, through which the effect cancels by id; an operation of
  /// `withTaskCancellation` needs none, and the registry of operations outside effects lives
  /// until the process ends, where a weak reference's side table reads as a leak to the address
  /// sanitizer.
  func register(scope: [AnyHashable], cancelKeys: [CancelKey], linksBack: Bool = true) -> Entry {
    nextNumber += 1
    let entry = Entry(
      number: nextNumber, scope: scope, cancelKeys: cancelKeys, tag: tagEffect?())
    if linksBack { entry.registry = self }
    entries[entry.number] = entry
    for key in cancelKeys {
      numbersByCancelID[key.id, default: []].insert(entry.number)
    }
    tracer?.effectStarted(entry.number, scope: scope, ids: cancelKeys.map(\.id))
    return entry
  }

  func finish(_ entry: Entry) {
    guard entries.removeValue(forKey: entry.number) != nil else { return }
    defer { onFinish?() }
    tracer?.effectFinished(entry.number)
    for key in entry.cancelKeys {
      numbersByCancelID[key.id]?.remove(entry.number)
      if numbersByCancelID[key.id]?.isEmpty == true { numbersByCancelID[key.id] = nil }
    }
  }

  /// Cancels the effects marked cancellable with `key`'s id by the feature at `key`'s scope or
  /// by one of the children below it; a sibling's or a parent's effects with the same id run on.
  func cancel(_ key: CancelKey, reason: CancellationReason) {
    guard let numbers = numbersByCancelID[key.id] else { return }
    for number in numbers.sorted() {
      guard let entry = entries[number],
        entry.cancelKeys.contains(where: { $0.id == key.id && $0.scope.starts(with: key.scope) })
      else { continue }
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

  /// Cancels the effects tagged with `tag`.
  func cancel(tag: AnyHashable) {
    let matching = entries.values.filter { $0.tag == tag }
    for entry in matching {
      entry.cancel()
      finish(entry)
    }
  }

  isolated deinit {
    for entry in entries.values { entry.cancel() }
  }
}
