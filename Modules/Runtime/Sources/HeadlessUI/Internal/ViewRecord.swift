import Runtime

/// State that the renderer keeps for a view between renders, keyed by the view's path.
@MainActor
class ViewRecord {
  /// The order in which records were made; teardown runs in this order.
  let sequence: Int
  /// The number of the last pass that rendered the record's view.
  var touchedPass = 0
  /// Whether the record is in the tree: `false` once it was torn down.
  var isAttached = true

  init(sequence: Int) {
    self.sequence = sequence
  }

  /// Stops what the record runs once its view left the tree; returns what to call after the
  /// render is committed, such as an `onDisappear` action.
  func tearDown() -> (@MainActor () -> Void)? {
    nil
  }
}

/// A subtree that is rendered once and then reused until it is marked dirty: the body of a view
/// (dirty when the view or the store state it read changes), the content of a
/// ``WithViewStore`` (dirty when its view store changes) or a ``ForEachStore`` row.
final class SubtreeRecord: ViewRecord {
  /// The type of view that made the record; another type at the same path replaces it.
  let viewType: ObjectIdentifier
  /// What the view keeps between renders, such as its view store.
  var state: AnyObject?
  /// The subscription that marks the record dirty.
  var subscription: ViewStoreSubscription?
  /// The subscriptions to the view stores a view's body holds with `@ObservedObject`, made
  /// again at each evaluation.
  var heldViewStoreSubscriptions: [ViewStoreSubscription] = []
  /// What the last evaluation of a view's body read from stores, and the observation that
  /// marks the record dirty when it changes.
  var recorder: StateAccessRecorder?
  var stateObservation: StateObservation? {
    didSet { oldValue?.cancel() }
  }
  /// Renders the content again, with the latest closure the parent gave.
  var evaluate: @MainActor (Renderer) -> [Fragment] = { _ in [] }
  /// The environment the content was rendered in.
  var environment: ViewEnvironment
  /// Whether the content must be evaluated again.
  var isDirty = true
  /// The number of the last pass that evaluated the content.
  var evaluatedPass = 0
  /// The subtree whose evaluation rendered this one; `nil` at the root.
  weak var owner: SubtreeRecord?
  /// Where the owner's last evaluation rendered this record among the records it rendered.
  var ordinal = 0
  /// The nodes of the last assembly.
  var nodes: [ViewNode] = []
  /// Whether the content, or a subtree inside it, was evaluated since the nodes were assembled.
  var nodesAreStale = true
  /// The last rendering of the content.
  var fragments: [Fragment] = []
  /// The paths of the records the last evaluation touched, kept alive while it is reused.
  var ownedPaths: [ViewPath] = []

  init(sequence: Int, viewType: ObjectIdentifier, environment: ViewEnvironment) {
    self.viewType = viewType
    self.environment = environment
    super.init(sequence: sequence)
  }

  /// The record's place in the tree, for ordering records depth-first: the ordinals of its
  /// owners from the root down, then its own. An owner's place is a prefix of what it owns.
  var treePosition: [Int] {
    var position: [Int] = []
    var current: SubtreeRecord? = self
    while let record = current {
      position.append(record.ordinal)
      current = record.owner
    }
    return position.reversed()
  }

  /// Whether `other` rendered this subtree, directly or through subtrees inside it.
  func isInside(_ other: SubtreeRecord) -> Bool {
    var current = owner
    while let record = current {
      if record === other { return true }
      current = record.owner
    }
    return false
  }

  /// Marks the nodes of this subtree, and of the subtrees around it, to be assembled again.
  func markNodesStale() {
    var current: SubtreeRecord? = self
    while let record = current, !record.nodesAreStale {
      record.nodesAreStale = true
      current = record.owner
    }
  }

  override func tearDown() -> (@MainActor () -> Void)? {
    subscription?.cancel()
    subscription = nil
    for held in heldViewStoreSubscriptions { held.cancel() }
    heldViewStoreSubscriptions = []
    stateObservation = nil
    state = nil
    return nil
  }
}

/// What `.onAppear`, `.onDisappear` and `.task` keep between renders.
final class LifecycleRecord: ViewRecord {
  /// The latest `onDisappear` action.
  var onDisappear: (@MainActor () -> Void)?
  /// The id the running task was started for.
  var taskID: (any Equatable)?
  /// The running task; `nil` once it finished or was cancelled.
  var task: Task<Void, Never>?
  /// Counts the tasks started, so that a finished task only clears its own slot.
  var taskGeneration = 0

  override func tearDown() -> (@MainActor () -> Void)? {
    task?.cancel()
    task = nil
    return onDisappear
  }
}

/// What a view keeps at its place between renders: an `@State` value, whether a link is pushed,
/// whether a disclosure group is expanded.
final class StateRecord<Value>: ViewRecord {
  let storage: StateStorage<Value>

  init(sequence: Int, storage: StateStorage<Value>) {
    self.storage = storage
    super.init(sequence: sequence)
  }
}

/// A value that views share by reference; setting it calls `onChange`.
@MainActor
final class StateStorage<Value> {
  private var stored: Value
  /// Set by the renderer once the storage has a place in the tree.
  var onChange: (@MainActor () -> Void)?
  /// Tells the renderer of a read, so that the subtree reading it renders again after a change.
  var onRead: (@MainActor () -> Void)?

  var value: Value {
    get {
      onRead?()
      return stored
    }
    set {
      stored = newValue
      onChange?()
    }
  }

  init(_ value: Value) {
    self.stored = value
  }

  /// A binding that reads and writes the value.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A property of a view that the renderer connects to the view's place before reading its body:
/// `@State`, `@FocusState`, `@Environment`.
@MainActor
protocol DynamicViewProperty {
  /// Connects the property to the storage kept at `path`, or to the values of `context`.
  func attach(_ renderer: Renderer, at path: ViewPath, in context: RenderContext)
}

/// The view value a cached body was last rendered from, to tell whether a parent that renders
/// again gives it something new.
final class LastView<V: View> {
  let view: V

  init(_ view: V) {
    self.view = view
  }

  /// Whether `other` is the same view: equal for an `Equatable` view, otherwise the same bytes
  /// (the same stores, strings and values), the way SwiftUI compares plain view fields.
  ///
  /// A view holding a closure has new bytes on every render of its parent, so it is evaluated
  /// again. A view that reads a class it does not observe would be left stale by an equal
  /// comparison, which is why views read store state through `store.field` or
  /// ``WithViewStore``: both re-render the view when that state changes.
  func isSame(as other: V) -> Bool {
    if let view = view as? any Equatable, let other = other as? any Equatable {
      return isEqual(view, other)
    }
    return withUnsafeBytes(of: view) { old in
      withUnsafeBytes(of: other) { new in old.elementsEqual(new) }
    }
  }
}

/// The observers a view body registered on the store trees it read from; cancelled or released,
/// it removes them.
@MainActor
final class StateObservation {
  private var registrations: [(host: any StoreHost, id: Int)] = []

  func add(host: any StoreHost, id: Int) {
    registrations.append((host, id))
  }

  func cancel() {
    for registration in registrations { registration.host.removeObserver(registration.id) }
    registrations = []
  }

  isolated deinit {
    cancel()
  }
}
