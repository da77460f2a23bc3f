import AppEngine
import AppScript
import Runtime

/// The `app` executable for any app: parses the command line and runs scripts, the prompt and
/// replays against the app an ``AppDefinition`` describes.
///
/// ```swift
/// let console = Console(input: [])
/// let status = await AppRunner(definition: .counter).main(arguments: ["run", "tour"],
///                                                         console: console)
/// ```
@MainActor
public struct AppRunner<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  /// The app to run.
  public let definition: AppDefinition<R>
  /// The previews `app preview` lists and renders: those the app's views declare.
  public let previews: [Preview]

  /// Creates the executable for an app whose views declare `previews`.
  ///
  /// ```swift
  /// let previews = Preview.all.filter { $0.fileID.hasPrefix("Counter/") }
  /// let runner = AppRunner(definition: .counter, previews: previews)
  /// ```
  public init(definition: AppDefinition<R>, previews: [Preview] = []) {
    self.definition = definition
    self.previews = previews
  }

  /// Runs the command line `arguments` (without the executable's name) and returns the exit
  /// status: 0 on success, 1 for a failed expectation or screen operation, 64 for a usage or
  /// script syntax error, 65 for a bad recording, 66 for a missing file.
  public func main(arguments: [String], console: Console) async -> Int32 {
    await main(arguments: arguments, console: console, terminal: nil)
  }

  /// Runs the command line like ``main(arguments:console:)``; with a `terminal`, the prompt
  /// edits its lines on it. Returns once the file writes the session started (a settings save
  /// on dismissing the sheet) are done, so that the process never exits in the middle of one.
  func main(
    arguments: [String], console: Console, terminal: TerminalLineReader?
  ) async -> Int32 {
    let status = await run(arguments: arguments, console: console, terminal: terminal)
    await finishFileWrites(console: console)
    return status
  }

  /// How long the app waits for the file writes its session started before it exits: ample
  /// for a slow disk, and bounded, so that a disk that hangs does not hold the exit forever.
  static var fileWriteWaitLimit: Duration { .seconds(30) }

  /// Waits, for at most ``fileWriteWaitLimit``, until the file writes counted in the
  /// `fileWrites` dependency are done; says so on standard error when some are not.
  ///
  /// The wait bounds the process's own exit, not a session's time, so it runs on the live
  /// `continuousClock` unless one is set, also in a process that runs tests.
  private func finishFileWrites(console: Console) async {
    @Dependency(\.fileWrites) var fileWrites
    var values = DependencyValues.current
    values.context = .live
    let clock = values.continuousClock
    guard !(await fileWrites.waitUntilDone(within: Self.fileWriteWaitLimit, clock: clock)) else {
      return
    }
    console.printError(
      "app: warning: \(fileWrites.pendingCount) file write(s) did not finish within "
        + "\(Session<R>.literal(Self.fileWriteWaitLimit)); those files may keep their old contents")
  }

  /// Runs the command line and returns the exit status.
  private func run(
    arguments: [String], console: Console, terminal: TerminalLineReader?
  ) async -> Int32 {
    do throws(SessionFailure) {
      let invocation = try Invocation(parsing: arguments, tourScript: definition.tourScript)
      switch invocation {
      case .help(let topic):
        console.print(HelpText.text(for: topic))
      case .version:
        console.print("\(definition.name) \(definition.version)")
      case .scripts:
        listScripts(console)
      case .explain(let format):
        console.print(try initialTree().rendered(as: format))
      case .preview(let name):
        let command = PreviewCommand(previews: previews, console: console) { clock in
          definition.dependencies(for: .preview, clock: clock)
        }
        if let name {
          try await command.render(name)
        } else {
          command.list()
        }
      case .run(let source, let options):
        let (text, file) = try load(source, console: console)
        return try await ScriptRun(definition: definition, console: console)
          .run(text, file: file, options: options)
      case .repl(let options):
        return try await Prompt(definition: definition, console: console, terminal: terminal).run(
          options: options)
      case .explore(let options):
        return try await ExploreCommand(definition: definition, console: console).run(options)
      case .replay(let path, let emitTest, let reportPath):
        try Replay(definition: definition, console: console)
          .run(path: path, emitTest: emitTest, reportPath: reportPath)
      }
      return 0
    } catch {
      console.printError("app: error: \(error)")
      return error.exitStatus
    }
  }

  /// The app's reducer tree in its initial state, built with the preview dependencies.
  private func initialTree() -> ReducerNode {
    let dependencies = definition.dependencies(for: .preview, clock: TestClock())
    return withDependencies({ $0 = dependencies }) {
      definition.reducer().explain(in: definition.initialState())
    }
  }

  private func listScripts(_ console: Console) {
    for name in BundledScripts.names {
      let summary = BundledScripts.text(named: name).map(BundledScripts.summary(of:)) ?? ""
      let gap = String(repeating: " ", count: max(2, 32 - name.count))
      console.print("  " + name + gap + summary)
    }
  }

  private func load(
    _ source: Invocation.ScriptSource, console: Console
  ) throws(SessionFailure) -> (text: String, file: String) {
    switch source {
    case .bundled(let name):
      guard let text = BundledScripts.text(named: name) else {
        throw .file("no bundled script named '\(name)'; see 'app scripts'")
      }
      return (text, name.hasSuffix(".script") ? name : name + ".script")
    case .standardInput:
      var lines: [String] = []
      var size = 0
      while let line = console.readLine() {
        size += line.utf8.count + 1
        guard size <= TextFiles.maximumScriptBytes else {
          throw .file(
            "standard input is longer than \(TextFiles.maximumScriptBytes >> 20) MiB, "
              + "the most a script may be; is a command writing to it without end?")
        }
        lines.append(line)
      }
      return (lines.joined(separator: "\n"), "<stdin>")
    case .file(let path):
      do {
        return (try TextFiles.read(path), path)
      } catch {
        guard !path.contains("/") else { throw error }
        guard BundledScripts.text(named: path) != nil else {
          // `app run Tour` most likely means the bundled `tour`.
          guard let suggestion = path.lowercased().closestMatch(in: BundledScripts.names) else {
            throw error
          }
          throw .file(
            "\(error); did you mean the bundled script '\(suggestion)'? See 'app scripts'")
        }
        return try load(.bundled(path), console: console)
      }
    }
  }
}
