import Foundation
import Runtime

/// Hosts a root view headlessly: renders it to a ``ViewNode`` tree and a text ``screen``,
/// re-renders it when the state it observes changes, and drives it by label the way a UI test
/// drives an app.
///
/// ```swift
/// let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
/// let host = ViewHost(LoginView(store: store))
/// try host.type("Email", "blob@example.com")
/// try host.type("Password", "secret")
/// try host.tap("Log in")
/// print(host.screen)
/// ```
///
/// Rendering is synchronous: after a store changes, every view that observes the change is
/// rendered again before `send` returns, and the views that do not observe it are not
/// evaluated at all. `.onAppear`, `.onDisappear` and `.task` run after each render.
@MainActor
public final class ViewHost {
  private let renderer: Renderer
  private let renderRoot: @MainActor (Renderer) -> [Fragment]
  private var flushObservers: [ObjectIdentifier: (host: any StoreHost, id: Int)] = [:]
  private var isUpdating = false
  /// The last ``tree`` assembled and ``screen`` written, and the render pass each was made
  /// after.
  private var lastTree: (renderCount: Int, tree: ViewNode)?
  private var lastScreen: (renderCount: Int, text: String)?

  /// The rendered tree: a ``ViewNode/Kind/screen`` node whose children are the root view's.
  ///
  /// It is assembled when first read after a render pass, from the nodes each view body
  /// produced when it was last evaluated: a render pass itself only evaluates the bodies whose
  /// state changed.
  public var tree: ViewNode {
    if let lastTree, lastTree.renderCount == renderCount { return lastTree.tree }
    var tree = ViewNode(.screen, environment: ViewEnvironment())
    tree.children = renderer.nodes()
    lastTree = (renderCount, tree)
    return tree
  }

  /// The number of render passes so far; a state change that no view observes adds none.
  public private(set) var renderCount = 0

  /// How many render passes in a row `onAppear` actions may cause before the host stops
  /// re-rendering, so that a view that changes state whenever it appears cannot loop forever.
  static let maximumPassesPerUpdate = 100

  /// Hosts `root`; its `.task` bodies run with the current dependencies changed by
  /// `prepareDependencies`.
  ///
  /// ```swift
  /// let host = ViewHost(SearchView(store: store)) { $0.continuousClock = clock }
  /// ```
  public convenience init<Root: View>(
    _ root: Root,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(root, work: nil, withDependencies: prepareDependencies)
  }

  /// Hosts `root` for a driver that follows its `.task` bodies through `work`: they run their
  /// nonisolated code on its executor, and each one that ends tells it that work may be idle.
  package init<Root: View>(
    _ root: Root,
    work: WorkObserver?,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    var dependencies = DependencyValues.current
    prepareDependencies?(&dependencies)
    self.renderer = Renderer(dependencies: dependencies, work: work)
    self.renderRoot = { renderer in
      var context = RenderContext(path: ViewPath(), environment: ViewEnvironment())
      context.values.openURL = OpenURLAction { [weak renderer] url in
        renderer?.openedURLs.append(url)
      }
      return renderer.render(root, in: context)
    }
    renderer.requestUpdate = { [weak self] in self?.update() }
    update()
  }

  isolated deinit {
    for observer in flushObservers.values { observer.host.removeObserver(observer.id) }
    renderer.tearDownAll()
  }

  /// The rendered screen as text: one control per line, indented by two spaces per level;
  /// presentations (sheets, alerts, dialogs) as indented blocks after the screen they cover.
  ///
  /// ```text
  /// == Settings ==
  /// [x] Haptic feedback
  /// Display name: [Blob]
  /// -- Notifications --
  ///   [ ] Enable notifications
  /// Digest: <Daily> (Off | Daily | Weekly)
  /// (Log out) destructive
  /// ```
  public var screen: String {
    // The tree changes only in a render pass, so the text of the last one is reused.
    if let lastScreen, lastScreen.renderCount == renderCount { return lastScreen.text }
    let text = tree.description
    lastScreen = (renderCount, text)
    return text
  }

  /// The labels of the controls on screen, from the screen at the bottom to the presentation on
  /// top: what `tap`, `type` and the other drivers can reach.
  ///
  /// ```swift
  /// host.controlLabels   // ["Email", "Password", "Log in"]
  /// ```
  public var controlLabels: [String] {
    controlsOnScreen.map(\.label)
  }

  /// The controls a finger can reach: those of the topmost presentation (the latest sheet,
  /// alert, dialog or pushed screen), or of the screen when nothing is presented, in screen
  /// order.
  ///
  /// ```swift
  /// host.reachableControls.map(\.label)   // ["OK", "Cancel"] while an alert is up
  /// ```
  public var reachableControls: [ViewNode] {
    ScreenLayer.layers(of: tree.children).last?.controls ?? []
  }

  /// The topmost presentation, which ``dismiss()`` dismisses; `nil` when nothing is presented.
  public var topmostPresentation: ViewNode? {
    ScreenLayer.layers(of: tree.children).last?.presentation
  }

  /// The controls on screen, from the bottom layer to the top one.
  var controlsOnScreen: [ViewNode] {
    ScreenLayer.layers(of: tree.children).flatMap(\.controls)
  }

  /// How many times the body of views of type `type` was evaluated.
  ///
  /// ```swift
  /// let before = host.bodyEvaluationCount(of: RowView.self)
  /// store.send(.unrelatedChange)
  /// #expect(host.bodyEvaluationCount(of: RowView.self) == before)
  /// ```
  public func bodyEvaluationCount<V: View>(of type: V.Type) -> Int {
    renderer.bodyEvaluations[ObjectIdentifier(type), default: 0]
  }

  /// How many times the content of a ``WithViewStore`` (including those inside
  /// ``IfLetStore``, ``ForEachStore``, ``SwitchStore`` and presentations) was evaluated.
  public var viewStoreEvaluationCount: Int {
    renderer.viewStoreEvaluations
  }

  /// The dependencies that `.task` and `refreshable` bodies run with.
  var dependencies: DependencyValues {
    renderer.dependencies
  }

  /// The URLs that views opened with `@Environment(\.openURL)`, oldest first: the host opens
  /// nothing, it keeps them for a test to read.
  ///
  /// ```swift
  /// try host.tap("Number facts")
  /// #expect(host.openedURLs == [URL(string: "http://numbersapi.com")!])
  /// ```
  public var openedURLs: [URL] {
    renderer.openedURLs
  }

  /// The number of `.task` bodies running: started, not finished and not cancelled.
  public var activeTaskCount: Int {
    renderer.activeTaskCount
  }

  /// Renders again if a view's observed state changed, and runs the lifecycle actions that
  /// rendering schedules, until the tree is stable.
  func update() {
    guard !isUpdating else { return }
    isUpdating = true
    defer { isUpdating = false }
    var passes = 0
    while renderer.needsRender, passes < Self.maximumPassesPerUpdate {
      passes += 1
      renderer.renderPass(renderRoot)
      renderCount += 1
      observeStoresLast()
      renderer.runLifecycleActions()
    }
  }

  /// Registers, on every store tree the views observe, a callback that re-renders after the
  /// view stores of that tree have been told about a change: it is moved behind them.
  private func observeStoresLast() {
    for (key, host) in renderer.storeHosts {
      if let observer = flushObservers[key] { observer.host.removeObserver(observer.id) }
      // Nothing to do unless an observer marked a subtree dirty; that check needs no weak load.
      let id = host.addObserver { [weak self, renderer] in
        guard renderer.needsRender else { return }
        self?.update()
      }
      flushObservers[key] = (host, id)
    }
  }
}
