import Foundation
import Runtime

/// Turns views into nodes and keeps, between renders, what views remember: cached subtrees,
/// lifecycle state and the stores they observe.
///
/// A render pass evaluates the root view and the cached subtrees marked dirty since the last
/// pass, in the order of the tree, and nothing else: a change that re-renders one row of a long
/// list costs what one row costs. Records that a re-evaluated subtree no longer touched are torn
/// down at the end of the pass. The nodes are assembled when they are read, each subtree
/// reusing its last nodes unless it or a subtree inside it was evaluated again.
@MainActor
final class Renderer {
  private var records: [ViewPath: ViewRecord] = [:]
  private var touched: Set<ViewPath> = []
  /// For each subtree being evaluated, the paths its evaluation touched.
  private var owners: [[ViewPath]] = [[]]
  /// The subtrees being evaluated, innermost last: the owner of the records they touch.
  private var evaluating: [SubtreeRecord] = []
  /// The paths the root's own evaluation touched last time.
  private var rootOwnedPaths: [ViewPath] = []
  /// Paths that re-evaluated subtrees touched in their previous evaluation: the records that
  /// may have left the tree in this pass.
  private var candidates: [ViewPath] = []
  /// The subtrees marked dirty from outside a pass, by the state they observe.
  private var dirtyRecords: [SubtreeRecord] = []
  /// What the root rendered in the last pass.
  private var rootFragments: [Fragment] = []
  /// The number of the pass running or last run.
  private var pass = 0
  private var disappearing: [@MainActor () -> Void] = []
  private var appearing: [@MainActor () -> Void] = []
  private var nextSequence = 0
  /// Whether a cached subtree became dirty since the last pass.
  var needsRender = true
  /// Whether a render pass is running.
  private var isRendering = false
  /// How many times the body of each view type was evaluated.
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
  /// How many times the content of a ``WithViewStore`` was evaluated.
  private(set) var viewStoreEvaluations = 0
  /// The store trees that rendered views observe.
  private(set) var storeHosts: [ObjectIdentifier: any StoreHost] = [:]
  /// The dependencies that `.task` bodies run with.
  let dependencies: DependencyValues
  /// Asks the host to render again after a view's own state changed outside a render.
  var requestUpdate: (@MainActor () -> Void)?
  /// The URLs that views opened with `@Environment(\.openURL)`, oldest first.
  var openedURLs: [URL] = []
  /// Whether each view type holds `@State`, `@FocusState` or `@Environment` properties.
  private var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]

  init(dependencies: DependencyValues, work: WorkObserver?) {
    self.work = work
    self.dependencies = dependencies
  }

  /// Renders `view` at `context`.
  ///
  /// A view with a `body` is a cached subtree: its body is evaluated again only when its parent
  /// gives it a different view value, when its environment changes, or when store state that
  /// the body read (`store.field`) changes, like SwiftUI with `@Observable`.
  func render<V: View>(_ view: V, in context: RenderContext) -> [Fragment] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeFragments(self, context)
    }
    if V.Body.self == Never.self, view is any Shape {
      return [.leaf(ViewNode(.shape, label: "\(V.self)", environment: context.environment))]
    }
    let record = subtree(at: context, for: V.self) { _ in LastView(view) }
    if !record.isDirty, let last = record.state as? LastView<V>, !last.isSame(as: view) {
      record.isDirty = true
    }
    record.state = LastView(view)
    let bodyContext = context.appending(.index(0))
    record.evaluate = { [weak record] renderer in
      guard let record else { return [] }
      return renderer.evaluateBody(of: view, for: record, in: bodyContext)
    }
    return [.cached(record)]
  }

  /// Evaluates the body of `view` and renders it, recording the store state it reads so that
  /// `record` becomes dirty when that state changes.
  private func evaluateBody<V: View>(
    of view: V, for record: SubtreeRecord, in context: RenderContext
  ) -> [Fragment] {
    bodyEvaluations[ObjectIdentifier(V.self), default: 0] += 1
    record.heldViewStoreSubscriptions = []
    attachDynamicProperties(of: view, in: context)
    let recorder = record.recorder ?? StateAccessRecorder()
    record.recorder = recorder
    let fragments = recorder.recording { render(view.body, in: context) }
    record.stateObservation = observeReads(of: recorder, for: record)
    return fragments
  }

  /// Gives the `@State`, `@FocusState` and `@Environment` properties of `view` the storage its
  /// place keeps and the environment it is rendered in, before its body is read.
  ///
  /// A view type is looked at with a `Mirror` once; types without such properties are skipped
  /// afterwards.
  private func attachDynamicProperties<V: View>(of view: V, in context: RenderContext) {
    let type = ObjectIdentifier(V.self)
    guard hasDynamicProperties[type] != false else { return }
    var found = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any DynamicViewProperty else { continue }
      found = true
      property.attach(self, at: context.path.appending(.slot(child.label ?? "")), in: context)
    }
    hasDynamicProperties[type] = found
  }

  /// Marks `record` dirty after any change of a store tree it read from, when a value it read
  /// is different now.
  private func observeReads(
    of recorder: StateAccessRecorder, for record: SubtreeRecord
  ) -> StateObservation? {
    guard !recorder.isEmpty else { return nil }
    let observation = StateObservation()
    for (host, hasChanges) in recorder.changeChecks {
      observe(host)
      // The reads are compared first: the weak references are loaded only after a change.
      let id = host.addObserver { [weak record, weak self] in
        guard hasChanges(), let record, !record.isDirty else { return }
        self?.markDirty(record)
      }
      observation.add(host: host, id: id)
    }
    return observation
  }

  /// Renders `content` as the children of a new node.
  func container<Content: View>(
    _ node: ViewNode,
    content: Content,
    in context: RenderContext,
    finish: (@MainActor (inout ViewNode) -> Void)? = nil
  ) -> [Fragment] {
    [.node(node, children: render(content, in: context.appending(.index(0))), finish: finish)]
  }

  /// Runs one render pass of the tree that `root` renders.
  func renderPass(_ root: (Renderer) -> [Fragment]) {
    isRendering = true
    defer { isRendering = false }
    needsRender = false
    pass += 1
    touched = []
    owners = [[]]
    candidates = rootOwnedPaths
    let dirty = dirtyRecords
    dirtyRecords = []
    rootFragments = root(self)
    settle(rootFragments)
    rootOwnedPaths = owners[0]
    var pending = inTreeOrder(dirty)[...]
    while let record = pending.popFirst() {
      guard record.isDirty, isInTree(record) else { continue }
      evaluate(record)
      // The dirty subtrees inside `record` come next, and its evaluation may have moved them.
      let inside = pending.prefix { $0.isInside(record) }
      if inside.count > 1 {
        pending.replaceSubrange(inside.indices, with: inTreeOrder(Array(inside)))
      }
    }
    collectGarbage()
  }

  /// The nodes of the tree as the last pass left it.
  func nodes() -> [ViewNode] {
    nodes(of: rootFragments)
  }

  /// Marks `record` to be evaluated again in the next pass.
  func markDirty(_ record: SubtreeRecord) {
    guard !record.isDirty else { return }
    record.isDirty = true
    dirtyRecords.append(record)
    needsRender = true
  }

  /// Runs the `onDisappear` actions, then the `onAppear` actions and task starts, of the last
  /// pass.
  func runLifecycleActions() {
    let actions = disappearing + appearing
    disappearing = []
    appearing = []
    for action in actions { action() }
  }

  /// Tears every record down, as if the whole tree left the screen.
  func tearDownAll() {
    touched = []
    candidates = Array(records.keys)
    collectGarbage()
  }

  // MARK: Records

  /// The record of type `R` at `path`, made by `make` when there is none (or one of another
  /// type, which is torn down); marks the path as alive in this pass.
  func record<R: ViewRecord>(
    at path: ViewPath,
    reusing canReuse: (R) -> Bool = { _ in true },
    make: (_ sequence: Int) -> R
  ) -> (record: R, isNew: Bool) {
    touch(path)
    if let existing = records[path] as? R, canReuse(existing) {
      existing.touchedPass = pass
      adopt(existing)
      return (existing, false)
    }
    if let replaced = records.removeValue(forKey: path) {
      replaced.isAttached = false
      if let action = replaced.tearDown() { disappearing.append(action) }
    }
    nextSequence += 1
    let record = make(nextSequence)
    record.touchedPass = pass
    adopt(record)
    records[path] = record
    return (record, true)
  }

  /// Makes the subtree being evaluated the owner of `record`, just touched, if it is a subtree.
  private func adopt(_ record: ViewRecord) {
    guard let subtree = record as? SubtreeRecord else { return }
    subtree.owner = evaluating.last
    subtree.ordinal = owners[owners.count - 1].count - 1
  }

  /// The cached subtree that a view of type `viewType` keeps at `context.path`; `makeState`
  /// makes what it remembers (its view store) when the record is new. A change of environment
  /// marks it dirty.
  func subtree(
    at context: RenderContext,
    for viewType: Any.Type,
    makeState: (SubtreeRecord) -> AnyObject?
  ) -> SubtreeRecord {
    let type = ObjectIdentifier(viewType)
    let (record, isNew) = record(at: context.path, reusing: { $0.viewType == type }) {
      SubtreeRecord(sequence: $0, viewType: type, environment: context.environment)
    }
    if isNew {
      record.state = makeState(record)
    } else if record.environment != context.environment {
      record.environment = context.environment
      record.isDirty = true
    }
    return record
  }

  /// The storage a view keeps at `path` between renders, made from `initial` the first time; a
  /// change of its value renders again the subtrees that read it during a render (the root when
  /// it read it), so that content cached by a ``WithViewStore`` sees it too.
  func localState<Value>(
    at path: ViewPath, initial: () -> StateStorage<Value>
  ) -> StateStorage<Value> {
    let (record, isNew) = record(at: path) { StateRecord(sequence: $0, storage: initial()) }
    if isNew {
      // The subtrees that read the value while they were evaluated; `nil` for the root.
      var readers: [ObjectIdentifier: WeakSubtree] = [:]
      var isReadByRoot = false
      record.storage.onRead = { [weak self] in
        guard let self, isRendering else { return }
        if let reader = evaluating.last {
          readers[ObjectIdentifier(reader)] = WeakSubtree(record: reader)
        } else {
          isReadByRoot = true
        }
      }
      record.storage.onChange = { [weak self] in
        guard let self else { return }
        for reader in readers.values {
          if let record = reader.record, record.isAttached { markDirty(record) }
        }
        readers = readers.filter { $0.value.record?.isAttached == true }
        if isReadByRoot { needsRender = true }
        requestUpdate?()
      }
    }
    return record.storage
  }

  /// Schedules `action` to run once the pass is committed.
  func onCommit(_ action: @escaping @MainActor () -> Void) {
    appearing.append(action)
  }

  /// Marks the body being evaluated dirty whenever `viewStore` reports a change: a view's
  /// `@ObservedObject var viewStore`.
  func observeHeld(_ viewStore: any HeldViewStore) {
    guard let record = evaluating.last else { return }
    observe(viewStore.host)
    let subscription = viewStore.subscribe { [weak record, weak self] in
      guard let record, record.isAttached else { return }
      self?.markDirty(record)
    }
    record.heldViewStoreSubscriptions.append(subscription)
  }

  /// Remembers the store tree of `host` so that the host re-renders after it changes.
  func observe(_ host: any StoreHost) {
    let root = host.root
    storeHosts[ObjectIdentifier(root)] = root
  }

  /// Counts an evaluation of a ``WithViewStore``'s content.
  func countViewStoreEvaluation() {
    viewStoreEvaluations += 1
  }

  /// Starts `operation` as the task of `record`, with the host's dependencies.
  ///
  /// The task starts immediately: it runs on the main actor up to its first suspension before
  /// this returns, so a wait on a `TestClock` is registered by the time rendering is done. A
  /// host whose work observer names an executor starts it on that executor instead, right
  /// after rendering.
  func startTask(
    for record: LifecycleRecord,
    priority: TaskPriority?,
    _ operation: @escaping @MainActor @Sendable () async -> Void
  ) {
    record.task?.cancel()
    record.taskGeneration += 1
    let generation = record.taskGeneration
    let dependencies = dependencies
    let body: @MainActor () async -> Void = { [weak record, weak self] in
      await withDependencies {
        $0 = dependencies
      } operation: {
        await operation()
      }
      if let record, record.taskGeneration == generation { record.task = nil }
      self?.work?.workMayBeIdle()
    }
    if #available(macOS 26.0, *) {
      record.task = Task.immediate(priority: priority, executorPreference: work?.executor) {
        await body()
      }
    } else {
      record.task = Task(executorPreference: work?.executor, priority: priority) { await body() }
    }
  }

  /// The driver that follows the `.task` bodies: where they run, and when one ends.
  private let work: WorkObserver?

  /// The number of `.task` bodies that are running: started, not finished, not cancelled.
  var activeTaskCount: Int {
    records.values.count { ($0 as? LifecycleRecord)?.task != nil }
  }

  private func touch(_ path: ViewPath) {
    touched.insert(path)
    owners[owners.count - 1].append(path)
  }

  /// Tears down the candidates that no evaluation touched in this pass, and everything they
  /// owned.
  private func collectGarbage() {
    var dead: [(ViewPath, ViewRecord)] = []
    var pending = candidates.filter { !touched.contains($0) }
    candidates = []
    while let path = pending.popLast() {
      guard !touched.contains(path), let record = records.removeValue(forKey: path) else {
        continue
      }
      dead.append((path, record))
      if let subtree = record as? SubtreeRecord { pending += subtree.ownedPaths }
    }
    for (_, record) in dead.sorted(by: { $0.1.sequence < $1.1.sequence }) {
      record.isAttached = false
      if let action = record.tearDown() { disappearing.append(action) }
    }
  }

  // MARK: Evaluating

  /// Evaluates the dirty cached subtrees among `fragments` and inside them.
  private func settle(_ fragments: [Fragment]) {
    for fragment in fragments {
      switch fragment {
      case let .node(_, children, _):
        settle(children)
      case let .cached(record):
        if record.isDirty { evaluate(record) }
      }
    }
  }

  /// Evaluates `record` again, and the subtrees its new rendering makes dirty.
  private func evaluate(_ record: SubtreeRecord) {
    record.isDirty = false
    record.evaluatedPass = pass
    record.markNodesStale()
    candidates += record.ownedPaths
    owners.append([])
    evaluating.append(record)
    record.fragments = record.evaluate(self)
    settle(record.fragments)
    evaluating.removeLast()
    record.ownedPaths = owners.removeLast()
  }

  /// `records` in depth-first order, as a walk of the tree would meet them: an owner before the
  /// subtrees inside it, siblings in the order they were rendered.
  private func inTreeOrder(_ records: [SubtreeRecord]) -> [SubtreeRecord] {
    guard records.count > 1 else { return records }
    return records.map { ($0, $0.treePosition) }
      .sorted { $0.1.lexicographicallyPrecedes($1.1) }
      .map(\.0)
  }

  /// Whether `record` is still in the tree: not torn down, and rendered again in this pass if
  /// the subtree around it was evaluated again.
  private func isInTree(_ record: SubtreeRecord) -> Bool {
    var current = record
    while current.isAttached, current.touchedPass != pass {
      guard let owner = current.owner else { return true }
      if owner.evaluatedPass == pass { return false }
      current = owner
    }
    return current.isAttached
  }

  // MARK: Assembling nodes

  private func nodes(of fragments: [Fragment]) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for fragment in fragments {
      switch fragment {
      case let .node(node, children, finish):
        var node = node
        node.children = self.nodes(of: children)
        finish?(&node)
        nodes.append(node)
      case let .cached(record):
        nodes += self.nodes(of: record)
      }
    }
    return nodes
  }

  /// The nodes of a cached subtree: those of its last assembly unless it or a subtree inside
  /// it was evaluated since.
  private func nodes(of record: SubtreeRecord) -> [ViewNode] {
    if record.nodesAreStale {
      record.nodes = nodes(of: record.fragments)
      record.nodesAreStale = false
    }
    return record.nodes
  }
}

/// A subtree that a value was read by, held weakly.
struct WeakSubtree {
  weak var record: SubtreeRecord?
}

/// Where a view is rendered: its path, its environment and the store of an enclosing
/// ``SwitchStore``.
struct RenderContext {
  var path: ViewPath
  var environment: ViewEnvironment
  /// The values `@Environment` reads, set with `.environment(_:_:)` and by presentations.
  var values = EnvironmentValues()
  /// The store of the closest enclosing ``SwitchStore``, read by ``CaseLet``.
  var switchStore: AnyObject?
  /// Pushes a state onto the closest enclosing ``NavigationStackStore``; `nil` outside one,
  /// or when the state is not of its type.
  var pushState: (@MainActor (Any) -> Bool)?
  /// The tabs of the closest enclosing ``TabView``, which a `tabItem(_:)` joins.
  var tabs: TabSelection?
  /// The value of the closest enclosing `tag(_:)`, which a `tabItem(_:)` is selected by.
  var tag: AnyHashable?

  /// The context of a child at `component`.
  func appending(_ component: ViewPath.Component) -> RenderContext {
    var context = self
    context.path = path.appending(component)
    return context
  }
}

/// What rendering a view produces: nodes, and slots filled by cached subtrees that re-render
/// on their own.
enum Fragment {
  /// A node whose children are still fragments; `finish` adjusts it once they are assembled.
  case node(ViewNode, children: [Fragment], finish: (@MainActor (inout ViewNode) -> Void)?)
  /// A cached subtree, such as the content of a ``WithViewStore``.
  case cached(SubtreeRecord)
}

extension Fragment {
  /// A node without children.
  static func leaf(_ node: ViewNode) -> Fragment {
    .node(node, children: [], finish: nil)
  }
}

extension Fragment {
  /// This fragment with `tag` on its node; a node that has a tag keeps it unless `overriding`.
  func tagged(_ tag: AnyHashable, overriding: Bool) -> Fragment {
    guard case .node(var node, let children, let finish) = self, overriding || node.tag == nil
    else { return self }
    node.tag = tag
    return .node(node, children: children, finish: finish)
  }
}
