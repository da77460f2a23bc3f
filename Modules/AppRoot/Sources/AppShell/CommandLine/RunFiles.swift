import AppEngine
import Runtime

/// The files one run of the app reads and writes, so that no file it writes lands on another
/// of them: a report over the script, a recording over the report, a saved script over the
/// recording. Two paths are the same file through `.` and `..` spellings and symlinks.
///
/// ```swift
/// let files = RunFiles(written: [("--junit", "out.xml")], read: [("the script it runs", "a.script")])
/// try files.check()  // before anything runs
/// try files.check(writing: "saved.script", by: "save")  // when the prompt saves
/// ```
struct RunFiles {
  /// The files the run writes, each with the option or command that names it (`--record`).
  var written: [(name: String, path: String)] = []
  /// The files the run reads, each with what it is to the user ("the script it runs").
  var read: [(what: String, path: String)] = []

  /// Refuses a run whose written files name one another or a file it reads.
  func check() throws(SessionFailure) {
    for (index, file) in written.enumerated() {
      try RunFiles(written: Array(written[..<index]), read: read)
        .check(writing: file.path, by: file.name)
    }
  }

  /// Refuses `path`, to be written by `name`, when it names a file this run reads or writes.
  func check(writing path: String, by name: String) throws(SessionFailure) {
    if let input = read.first(where: { DurableFile.isSameFile($0.path, path) }) {
      throw .usage(
        "'\(name) \(path)' would overwrite \(input.what); write it to another file")
    }
    if let output = written.first(where: { DurableFile.isSameFile($0.path, path) }) {
      throw .usage(
        "'\(name) \(path)' and '\(output.name) \(output.path)' name the same file; "
          + "give each its own")
    }
  }
}
