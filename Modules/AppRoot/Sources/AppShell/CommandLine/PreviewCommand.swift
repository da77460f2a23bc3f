import AppEngine
import AppScript
import HeadlessUI
import Runtime

/// `app preview`: lists the previews the app's views declare with `#Preview`, or renders one
/// headlessly, as Xcode's canvas shows it.
///
/// ```swift
/// let command = PreviewCommand(previews: Preview.all, console: console) { clock in
///   definition.dependencies(for: .preview, clock: clock)
/// }
/// command.list()
/// try await command.render("Settings")
/// ```
///
/// A preview renders on the app's preview dependencies and a virtual clock: its content is made
/// with them in force, so that a store it creates runs its effects on them (the preview's own
/// `withDependencies:` overrides come on top), and its view tasks run with them.
@MainActor
struct PreviewCommand {
  /// The previews to list and render.
  let previews: [Preview]
  /// Where the list and the screen are printed.
  let console: Console
  /// The dependencies a preview renders with, on the virtual clock given.
  let dependencies: (TestClock<Duration>) -> DependencyValues

  /// How much virtual time a preview's effects and view tasks may take before its screen is
  /// printed as it is: as much as a script's `settle` gives them.
  nonisolated static var virtualTimeLimit: Duration { .seconds(10) }

  /// ``virtualTimeLimit`` as a script spells it, `10s`.
  nonisolated static var virtualTimeLimitText: String {
    "\(virtualTimeLimit.components.seconds)s"
  }

  /// How long work that does not wait on the virtual clock gets, in real time, to fall asleep
  /// on it or to end, as `ViewHost.settle` gives it.
  static var realTimeLimit: Duration { .seconds(5) }

  /// Prints one line per preview: its name and where it is declared, or only where it is
  /// declared when it has no name.
  func list() {
    guard !previews.isEmpty else {
      console.print("No previews: a view file declares one with #Preview { ... }.")
      return
    }
    for preview in previews {
      let location = Self.location(of: preview)
      guard let name = preview.name else {
        console.print("  " + location)
        continue
      }
      let gap = String(repeating: " ", count: max(2, 32 - name.count))
      console.print("  " + name + gap + location)
    }
  }

  /// Renders the preview `name` names (its name, or its `FILE:LINE`): makes its content, hosts
  /// it, lets its effects and view tasks finish on virtual time, and prints the screen indented
  /// as `screen` prints it. Work still running after ``virtualTimeLimit`` is reported on
  /// standard error, after the screen as it is.
  func render(_ name: String) async throws(SessionFailure) {
    let preview = try self.preview(named: name)
    let clock = TestClock()
    let values = dependencies(clock)
    let content = withDependencies({ $0 = values }) { preview.makeContent() }
    guard let view = content as? any View else {
      throw .screen(
        "the preview '\(preview.displayName)' makes content of type \(type(of: content)), "
          + "not a view; 'app preview' renders views")
    }
    let host = ViewHost(view) { $0 = values }
    let stores = PreviewStores(in: content)
    let isSettled = await settle(host, stores: stores, clock: clock)
    console.print(Self.indented(host.screen))
    guard !isSettled else { return }
    console.printError(
      "app: warning: the preview's work was still running after "
        + "\(Self.virtualTimeLimitText) of virtual time "
        + "(\(stores.inFlightEffectCount) effect(s), \(host.activeTaskCount) view task(s)); "
        + "the screen shows it unfinished")
  }

  /// The preview that `name` names: by its name, or by its `FILE:LINE`.
  private func preview(named name: String) throws(SessionFailure) -> Preview {
    let matches = previews.filter { $0.name == name || Self.location(of: $0) == name }
    if matches.count == 1 { return matches[0] }
    guard matches.isEmpty else {
      throw .usage(
        "\(matches.count) previews are named '\(name)'; name one by where it is declared:\n"
          + matches.map { "  " + Self.location(of: $0) }.joined(separator: "\n"))
    }
    guard !previews.isEmpty else {
      throw .usage("no preview named '\(name)': the app has no previews")
    }
    let names = previews.map(\.displayName)
    let hint = name.closestMatch(in: names).map { "; did you mean '\($0)'?" } ?? "."
    throw .usage(
      "no preview named '\(name)'\(hint) The app's previews:\n"
        + names.map { "  " + $0 }.joined(separator: "\n"))
  }

  /// Moves `clock` from one wake-up to the next until the effects of `stores` and the view
  /// tasks of `host` have finished, as `ViewHost.settle` does for one store; returns whether
  /// they finished within ``virtualTimeLimit``.
  private func settle(
    _ host: ViewHost, stores: PreviewStores, clock: TestClock<Duration>
  ) async -> Bool {
    let limit = clock.now.advanced(by: Self.virtualTimeLimit)
    var pending: Int { stores.inFlightEffectCount + host.activeTaskCount }
    while pending > 0 {
      let realLimit = ContinuousClock.now.advanced(by: Self.realTimeLimit)
      while pending > clock.sleeperCount, ContinuousClock.now < realLimit {
        await Task.megaYield()
      }
      guard pending > 0 else { return true }
      guard pending <= clock.sleeperCount, let next = clock.nextDeadline, next <= limit else {
        return false
      }
      await clock.advance(to: next)
    }
    return true
  }

  /// Where a preview is declared, as `FILE:LINE`.
  private static func location(of preview: Preview) -> String {
    "\(preview.fileID):\(preview.line)"
  }

  /// `text` with each line that is not empty indented by two spaces.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}

/// The stores a preview's content holds, found by reading its stored properties (a view's
/// `store`, a `@Bindable` store, a view inside a `NavigationStack`), each tree counted once.
@MainActor
struct PreviewStores {
  private var roots: [ObjectIdentifier: any StoreHost] = [:]

  /// How deep in the content's properties stores are looked for.
  private static let searchDepth = 8

  /// Finds the stores in `content`.
  init(in content: Any) {
    var visited: Set<ObjectIdentifier> = []
    collect(in: content, depth: 0, visited: &visited)
  }

  /// The effects still running in the stores' trees.
  var inFlightEffectCount: Int {
    roots.values.reduce(0) { $0 + $1.inFlightEffectCount }
  }

  private mutating func collect(in value: Any, depth: Int, visited: inout Set<ObjectIdentifier>) {
    if let store = value as? any PreviewedStore {
      let root = store.rootHost
      roots[ObjectIdentifier(root)] = root
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    guard depth < Self.searchDepth else { return }
    for child in mirror.children {
      collect(in: child.value, depth: depth + 1, visited: &visited)
    }
  }
}

/// A store of any state and action, as a preview's content holds it.
@MainActor
private protocol PreviewedStore {
  /// The host of the root of the store's tree, which runs the tree's effects.
  var rootHost: any StoreHost { get }
}

extension Store: PreviewedStore {
  fileprivate var rootHost: any StoreHost { host.root }
}
