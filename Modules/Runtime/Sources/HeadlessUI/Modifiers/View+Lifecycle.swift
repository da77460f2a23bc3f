import Runtime

extension View {
  /// Calls `action` when this view appears on screen.
  ///
  /// ```swift
  /// Form { ... }
  ///   .onAppear { viewStore.send(.onAppear) }
  /// ```
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, event: .appear(action))
  }

  /// Calls `action` when this view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    LifecycleView(content: self, event: .disappear(action))
  }

  /// Runs `action` while this view is on screen: it starts when the view appears and is
  /// cancelled when the view disappears.
  ///
  /// ```swift
  /// List { ... }
  ///   .task { await viewStore.send(.task).finish() }
  /// ```
  ///
  /// It runs with the ``ViewHost``'s dependencies, so waits on `@Dependency(\.continuousClock)`
  /// follow a `TestClock` installed there.
  public func task(
    priority: TaskPriority? = nil,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, event: .task(id: true, priority: priority, action))
  }

  /// Runs `action` while this view is on screen, and restarts it whenever `id` changes: the
  /// running task is cancelled, then a new one starts.
  ///
  /// ```swift
  /// List { ... }
  ///   .task(id: viewStore.searchQuery) {
  ///     await viewStore.send(.searchQueryChangeDebounced).finish()
  ///   }
  /// ```
  public func task<ID: Equatable>(
    id: ID,
    priority: TaskPriority? = nil,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, event: .task(id: id, priority: priority, action))
  }
}

/// Runs actions when its content appears and disappears, and tasks while it is on screen.
struct LifecycleView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  enum Event {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case task(id: any Equatable, priority: TaskPriority?, @MainActor @Sendable () async -> Void)
  }

  let content: Content
  let event: Event

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let (record, isNew) = renderer.record(at: context.path) { LifecycleRecord(sequence: $0) }
    switch event {
    case let .appear(action):
      if isNew { renderer.onCommit(action) }
    case let .disappear(action):
      record.onDisappear = action
    case let .task(id, priority, operation):
      if isNew || !(record.taskID.map { isEqual($0, id) } ?? false) {
        record.taskID = id
        renderer.onCommit { [weak renderer, weak record] in
          guard let renderer, let record else { return }
          renderer.startTask(for: record, priority: priority, operation)
        }
      }
    }
    return renderer.render(content, in: context.appending(.index(0)))
  }
}
