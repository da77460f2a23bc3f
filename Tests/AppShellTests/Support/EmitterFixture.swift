import AppEngine
import AppShell
import Foundation
import HeadlessUI
import Runtime

/// A feature whose state holds every shape an emitted test writes a change of: text that needs
/// escaping, a nested struct, an identified array, a navigation stack, an optional enum behind
/// `@PresentationState`, enum state that changes its payload and its case, a UUID, a date and a
/// secret.
struct EmitterFixture: Reducer {
  struct State: Codable, Equatable, Sendable {
    var note = ""
    var profile = Profile()
    var rows: IdentifiedArrayOf<Row> = []
    var path = StackState<Screen>()
    @PresentationState var destination: Destination?
    var mode = Mode.idle
    var stamp: UUID?
    var stampedAt: Date?
    var secret: Redacted<String> = ""
  }

  struct Profile: Codable, Equatable, Sendable {
    var name = ""
    var tags: [String] = []
  }

  struct Row: Codable, Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  struct Screen: Codable, Equatable, Sendable {
    var title: String
  }

  @CasePathable
  enum Destination: Codable, Equatable, Sendable {
    case edit(Edit)
    case confirm
  }

  struct Edit: Codable, Equatable, Sendable {
    var text = ""
  }

  enum Mode: Codable, Equatable, Sendable {
    case idle
    case working(Progress)
  }

  struct Progress: Codable, Equatable, Sendable {
    var step = 0
  }

  enum Action: Codable, Equatable, Sendable {
    case noteChanged(String)
    case nameChanged(String)
    case tagAdded(String)
    case rowAdded(id: Int, title: String)
    case rowRenamed(id: Int, title: String)
    case rowRemoved(id: Int)
    case screenPushed(String)
    case screenRenamed(String)
    case screenPopped
    case editOpened
    case editChanged(String)
    case confirmOpened
    case dismissed
    case started
    case stepped
    case stopped
    case stamped
    case secretChanged(Redacted<String>)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .noteChanged(let note):
      state.note = note
    case .nameChanged(let name):
      state.profile.name = name
    case .tagAdded(let tag):
      state.profile.tags.append(tag)
    case .rowAdded(let id, let title):
      state.rows.append(Row(id: id, title: title))
    case .rowRenamed(let id, let title):
      state.rows[id: id]?.title = title
    case .rowRemoved(let id):
      state.rows.remove(id: id)
    case .screenPushed(let title):
      state.path.append(Screen(title: title))
    case .screenRenamed(let title):
      if let id = state.path.ids.last { state.path[id: id]?.title = title }
    case .screenPopped:
      state.path.removeLast()
    case .editOpened:
      state.destination = .edit(Edit())
    case .editChanged(let text):
      if case .edit(var edit) = state.destination {
        edit.text = text
        state.destination = .edit(edit)
      }
    case .confirmOpened:
      state.destination = .confirm
    case .dismissed:
      state.destination = nil
    case .started:
      state.mode = .working(Progress())
    case .stepped:
      if case .working(var progress) = state.mode {
        progress.step += 1
        state.mode = .working(progress)
      }
    case .stopped:
      state.mode = .idle
    case .stamped:
      state.stamp = uuid()
      state.stampedAt = date()
    case .secretChanged(let secret):
      state.secret = secret
    }
    return .none
  }
}

extension AppDefinition where R == EmitterFixture {
  /// The fixture as an app: a UUID and a date that do not change from run to run.
  static var emitterFixture: Self {
    AppDefinition(
      name: "fixture",
      version: "0.1.0",
      initialState: { EmitterFixture.State() },
      reducer: { EmitterFixture() },
      view: { store in WithViewStore(store, observe: { $0 }) { Text($0.note) } },
      prepareDependencies: { values, _, clock in
        values.continuousClock = clock
        values.uuid = .incrementing
        values.date = .constant(Date(timeIntervalSinceReferenceDate: 1_234.567_891))
      },
      testSource: EmittedTestSource(
        imports: [],
        initialState: "EmitterFixture.State()",
        reducer: "EmitterFixture()",
        dependencies: """
          values.continuousClock = clock
          values.uuid = .incrementing
          values.date = .constant(Date(timeIntervalSinceReferenceDate: 1_234.567_891))
          """,
        previewSecrets: ["open sesame"],
        placeholderSecretDependencies: "// The fixture checks no secret.",
        placeholderSecret: "stand-in", refusedSecret: "refused"),
      tourScript: "tour")
  }
}
