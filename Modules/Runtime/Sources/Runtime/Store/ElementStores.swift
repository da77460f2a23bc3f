extension Store {
  /// A store of the element `id` of this store's identified array, or `nil` when there is no
  /// such element; its observers hear only about changes of that element.
  ///
  /// ```swift
  /// let rowStore = rowsStore.element(id: 3)   // Store<Row, Row.Action>?
  /// ```
  ///
  /// Once the element is removed, the store keeps reading the last value it read, so that a
  /// view leaving the screen can still render it.
  package func element<ID: Hashable, Element, ElementAction>(
    id: ID
  ) -> Store<Element, ElementAction>?
  where State == IdentifiedArray<ID, Element>, Action == (ID, ElementAction) {
    guard var last = readState()[id: id] else { return nil }
    let observers = cachedObject(for: ObjectIdentifier(ElementObservers<ID, Element>.self)) {
      ElementObservers(parent: host, readElements: readState)
    }
    let readElements = readState
    let sendToParent = sendAction
    return Store<Element, ElementAction>(
      host: observers.host(for: id),
      readState: {
        if let element = readElements()[id: id] { last = element }
        return last
      },
      send: { sendToParent((id, $0)) }
    )
  }
}

/// The observers of the element stores of one collection store, told about a change only when
/// their own element may have changed.
///
/// One observer on the collection's host reads the collection after each change and asks its
/// change log which elements changed since it last looked, so that an action for one row of
/// 1,000 calls that row's observers and no others. When the log cannot tell (the array was
/// replaced, sorted or changed many times, or a shared value changed, which an element may
/// hold), the observers of every element are called, elements in the order they were first
/// observed, and each compares what it read.
@MainActor
final class ElementObservers<ID: Hashable, Element> {
  /// The collection store's host, where the effects of the element stores run.
  fileprivate let parent: any StoreHost
  private let readElements: @MainActor () -> IdentifiedArray<ID, Element>
  /// The hosts that have observers, by element id; weak, so that an observer left on an element
  /// store does not keep the tree alive once the store is gone.
  private var observed: [ID: [WeakElementHost<ID, Element>]] = [:]
  private var nextRank = 0
  /// The stamp of the collection when it was last read.
  private var stamp: UInt64 = 0
  /// How many shared changes the process had made then: an element holding a shared value
  /// may change with no change the collection's log can name.
  private var sharedWrites = SharedWrites.total
  /// The observer on the parent host, while any element is observed.
  private var registration: Int?

  init(parent: any StoreHost, readElements: @escaping @MainActor () -> IdentifiedArray<ID, Element>)
  {
    self.parent = parent
    self.readElements = readElements
  }

  isolated deinit {
    if let registration { parent.removeObserver(registration) }
  }

  /// The host of a store of the element `id`.
  func host(for id: ID) -> any StoreHost {
    ElementHost(observers: self, id: id)
  }

  /// Starts telling `host` about changes of its element: it has an observer now.
  fileprivate func attach(_ host: ElementHost<ID, Element>) {
    if registration == nil {
      stamp = readElements().changeStamp
      sharedWrites = SharedWrites.total
      registration = parent.addObserver { [weak self] in self?.notify() }
    }
    if host.rank == 0 {
      nextRank += 1
      host.rank = nextRank
    }
    observed[host.id, default: []].append(WeakElementHost(host: host))
  }

  /// Stops telling the host of the element `id` that is `host`, or that is gone, about changes:
  /// its last observer was removed, or the host itself.
  fileprivate func detach(_ host: ElementHost<ID, Element>?, id: ID) {
    observed[id]?.removeAll { $0.host == nil || $0.host === host }
    if observed[id]?.isEmpty == true { observed[id] = nil }
    if observed.isEmpty, let registration {
      parent.removeObserver(registration)
      self.registration = nil
    }
  }

  /// Calls the observers of the elements that may have changed since the last call.
  private func notify() {
    let elements = readElements()
    let last = stamp
    stamp = elements.changeStamp
    let writes = SharedWrites.total
    defer { sharedWrites = writes }
    let named =
      writes == sharedWrites
      && elements.forEachChange(since: last) { id in
        for entry in observed[id] ?? [] { entry.host?.observers.notify() }
      }
    guard !named else { return }
    let hosts = observed.values.joined().compactMap(\.host)
    for host in hosts.sorted(by: { $0.rank < $1.rank }) {
      host.observers.notify()
    }
  }
}

/// An observed element host, held weakly.
private struct WeakElementHost<ID: Hashable, Element> {
  weak var host: ElementHost<ID, Element>?
}

/// The host of the stores of one element: it keeps their observers, which its collection's
/// ``ElementObservers`` calls; their effects are the tree's.
@MainActor
private final class ElementHost<ID: Hashable, Element>: StoreHost {
  let elementObservers: ElementObservers<ID, Element>
  let id: ID
  var observers = ObserverList()
  /// When the host was first attached, which orders the calls when every element may have
  /// changed; 0 until then.
  var rank = 0

  init(observers: ElementObservers<ID, Element>, id: ID) {
    self.elementObservers = observers
    self.id = id
  }

  isolated deinit {
    if !observers.observers.isEmpty { elementObservers.detach(nil, id: id) }
  }

  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int {
    if observers.observers.isEmpty { elementObservers.attach(self) }
    return observers.add(observer)
  }

  func removeObserver(_ number: Int) {
    guard !observers.observers.isEmpty else { return }
    observers.remove(number)
    if observers.observers.isEmpty { elementObservers.detach(self, id: id) }
  }

  var inFlightEffectCount: Int { elementObservers.parent.inFlightEffectCount }

  func cancelAllEffects() {
    elementObservers.parent.cancelAllEffects()
  }

  var root: any StoreHost { elementObservers.parent.root }
}
