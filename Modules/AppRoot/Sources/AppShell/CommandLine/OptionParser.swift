import AppEngine
import AppScript

/// Takes options and positional arguments out of the words of one command, in any order.
struct OptionParser {
  private var words: [String]
  private let topic: HelpText.Topic

  init(words: ArraySlice<String>, topic: HelpText.Topic) {
    self.words = Array(words)
    self.topic = topic
  }

  /// Removes a flag given under any of `names`; reports whether it was there. A flag given
  /// twice, under one name or two (`-q --quiet`), is refused.
  mutating func takeFlag(_ names: [String]) throws(SessionFailure) -> Bool {
    guard let index = optionIndex(names) else { return false }
    if let equals = words[index].firstIndex(of: "=") {
      throw .usage("'\(words[index][..<equals])' takes no value")
    }
    if let again = optionIndex(names, after: index) {
      let (first, second) = (words[index], words[again])
      throw .usage(
        first == second
          ? "'\(first)' is given twice; give it once"
          : "'\(first)' and '\(second)' are the same option, given twice; give it once")
    }
    words.remove(at: index)
    return true
  }

  /// Removes an option with a value (`--deps live` or `--deps=live`) and returns the value.
  mutating func takeValue(_ name: String, placeholder: String) throws(SessionFailure) -> String? {
    guard let index = optionIndex([name]) else { return nil }
    guard optionIndex([name], after: index) == nil else {
      throw .usage("'\(name)' is given more than once; give it once")
    }
    let word = words.remove(at: index)
    if let equals = word.firstIndex(of: "=") {
      return String(word[word.index(after: equals)...])
    }
    guard index < words.count, !words[index].hasPrefix("--") else {
      throw .usage("'\(name)' needs a value: \(name) \(placeholder)")
    }
    return words.remove(at: index)
  }

  /// Removes `--deps` and `--record`.
  mutating func sessionOptions() throws(SessionFailure) -> SessionOptions {
    var options = SessionOptions()
    if let value = try takeValue("--deps", placeholder: "preview|live") {
      guard let mode = DependencyMode(rawValue: value) else {
        throw .usage("'--deps' must be preview or live, not '\(value)'")
      }
      options.mode = mode
    }
    options.recordPath = try takeValue("--record", placeholder: "FILE.jsonl")
    options.isCompact = try takeFlag(["--compact"])
    return options
  }

  /// Removes the options of `app explore` and checks that nothing is left.
  mutating func exploreOptions() throws(SessionFailure) -> ExploreOptions {
    var options = ExploreOptions()
    if let seed = try takeValue("--seed", placeholder: "N") {
      guard let value = UInt64(seed) else {
        throw .usage("'--seed' must be a whole number from 0, not '\(seed)'")
      }
      options.seed = value
    }
    if let steps = try takeValue("--steps", placeholder: "N") {
      guard let value = Int(steps), value > 0 else {
        throw .usage("'--steps' must be a whole number from 1, not '\(steps)'")
      }
      options.steps = value
    }
    if let limit = try takeValue("--time-limit", placeholder: "DURATION") {
      guard
        case .advance(let duration)? = try? ScriptParser.parseLine(
          "advance " + limit, file: "", line: 1)?.command, duration > .zero
      else {
        throw .usage("'--time-limit' must be a duration such as 10m or 30s, not '\(limit)'")
      }
      options.timeLimit = duration
    }
    options.invariantsPath = try takeValue("--invariants", placeholder: "FILE")
    options.scriptPath = try takeValue("--out", placeholder: "FILE.script")
    options.testPath = try takeValue("--emit-test", placeholder: "FILE.swift")
    options.reportPath = try takeValue("--report", placeholder: "FILE.html")
    options.printsJSON = try takeFlag(["--json"])
    try finish()
    try RunFiles(
      written: [
        ("--out", options.scriptPath), ("--emit-test", options.testPath),
        ("--report", options.reportPath),
      ].compactMap {
        option, path in path.map { (name: option, path: $0) }
      },
      read: options.invariantsPath.map { [("the invariants it checks", $0)] } ?? []
    ).check()
    return options
  }

  /// Removes the first word that is not an option (`-` counts as a positional).
  mutating func takePositional() -> String? {
    guard let index = words.firstIndex(where: { $0 == "-" || !$0.hasPrefix("-") }) else {
      return nil
    }
    return words.remove(at: index)
  }

  /// Fails on any word left over.
  func finish() throws(SessionFailure) {
    guard let word = words.first else { return }
    let command = topic == .overview ? "app" : "app \(topic.rawValue)"
    if word.hasPrefix("-") && word != "-" {
      throw .usage("unknown option '\(word)' for '\(command)'; see '\(command) --help'")
    }
    throw .usage("unexpected argument '\(word)' for '\(command)'; see '\(command) --help'")
  }

  private func optionIndex(_ names: [String], after start: Int? = nil) -> Int? {
    let from = start.map { $0 + 1 } ?? 0
    return words[from...].firstIndex { word in
      names.contains(word) || names.contains { word.hasPrefix($0 + "=") }
    }
  }
}
