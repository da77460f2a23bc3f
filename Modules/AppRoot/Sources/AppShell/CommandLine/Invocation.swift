import AppEngine
import AppScript
import Foundation

/// What the command line asks the `app` executable to do.
///
/// ```swift
/// let invocation = try Invocation(parsing: ["run", "login.script", "--deps", "preview"])
/// ```
enum Invocation: Equatable {
  /// Where a script comes from.
  enum ScriptSource: Equatable {
    /// A script bundled with the app, by name (`tour`).
    case bundled(String)
    /// A file, or a bundled script's name when no such file exists.
    case file(String)
    /// Standard input (`-`).
    case standardInput
  }

  /// `app --help`, `app help [COMMAND]` or `app COMMAND --help`.
  case help(HelpText.Topic)
  /// `app --version`.
  case version
  /// `app` or `app run FILE`.
  case run(ScriptSource, SessionOptions)
  /// `app repl`.
  case repl(SessionOptions)
  /// `app replay FILE.jsonl [--emit-test] [--report FILE.html]`.
  case replay(path: String, emitTest: Bool, reportPath: String?)
  /// `app scripts`.
  case scripts
  /// `app explain [--format text|mermaid|json]`.
  case explain(ExplainFormat)
  /// `app preview` (`nil`: list the previews) or `app preview NAME` (render that one).
  case preview(String?)
  /// `app explore [--seed N] [--steps N] [--time-limit DURATION] ...`.
  case explore(ExploreOptions)

  /// Parses the arguments after the executable's name; by hand, no packages.
  init(parsing arguments: [String], tourScript: String) throws(SessionFailure) {
    var words = arguments[...]
    var topic = HelpText.Topic.overview
    var command: String?
    if let first = words.first, !first.hasPrefix("-") {
      command = first
      words = words.dropFirst()
      guard let known = HelpText.Topic(rawValue: first) else {
        throw .usage("unknown command '\(first)'; see 'app --help'")
      }
      topic = known
    }
    if command == "help" {
      guard words.count <= 1 else { throw .usage("'help' takes at most one command name") }
      guard let name = words.first else {
        self = .help(.overview)
        return
      }
      guard let asked = HelpText.Topic(rawValue: name) else {
        throw .usage("unknown command '\(name)'; see 'app --help'")
      }
      self = .help(asked)
      return
    }
    var parser = OptionParser(words: words, topic: topic)
    if try parser.takeFlag(["-h", "--help"]) {
      self = .help(topic)
      return
    }
    if command == nil, try parser.takeFlag(["--version"]) {
      try parser.finish()
      self = .version
      return
    }
    switch command {
    case nil:
      let options = try parser.sessionOptions()
      try parser.finish()
      self = .run(.bundled(tourScript), options)
    case "run":
      var options = try parser.sessionOptions()
      options.isQuiet = try parser.takeFlag(["-q", "--quiet"])
      options.junitPath = try parser.takeValue("--junit", placeholder: "FILE.xml")
      options.tracesEverySend = try parser.takeFlag(["--trace"])
      options.explainsAtEnd = try parser.takeFlag(["--explain-at-end"])
      options.reportPath = try parser.takeValue("--report", placeholder: "FILE.html")
      options.checksInvariants = try parser.takeFlag(["--invariants"])
      guard let file = parser.takePositional() else {
        throw .usage("'run' needs a script file (or - for standard input); see 'app run --help'")
      }
      try parser.finish()
      try RunFiles(
        written: [
          ("--record", options.recordPath), ("--junit", options.junitPath),
          ("--report", options.reportPath),
        ].compactMap { name, path in path.map { (name, $0) } },
        read: file == "-" ? [] : [("the script it runs", file)]
      ).check()
      self = .run(file == "-" ? .standardInput : .file(file), options)
    case "repl":
      var options = try parser.sessionOptions()
      options.printsScreen = try parser.takeFlag(["--screen"])
      try parser.finish()
      self = .repl(options)
    case "explain":
      var format = ExplainFormat.text
      if let value = try parser.takeValue("--format", placeholder: "text|mermaid|json") {
        guard let known = ExplainFormat(rawValue: value) else {
          throw .usage("'--format' must be text, mermaid or json, not '\(value)'")
        }
        format = known
      }
      try parser.finish()
      self = .explain(format)
    case "replay":
      let emitTest = try parser.takeFlag(["--emit-test"])
      let reportPath = try parser.takeValue("--report", placeholder: "FILE.html")
      guard let file = parser.takePositional() else {
        throw .usage("'replay' needs a recording file; see 'app replay --help'")
      }
      try parser.finish()
      try RunFiles(
        written: reportPath.map { [("--report", $0)] } ?? [],
        read: [("the recording it replays", file)]
      ).check()
      self = .replay(path: file, emitTest: emitTest, reportPath: reportPath)
    case "preview":
      let name = parser.takePositional()
      try parser.finish()
      self = .preview(name)
    case "explore":
      self = .explore(try parser.exploreOptions())
    default:
      try parser.finish()
      self = .scripts
    }
  }
}
