import Runtime

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
