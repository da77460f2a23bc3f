import AppEngine
import Foundation

/// The scripts bundled with the app as resources (`AppShell/Scripts`): a tour and one script
/// per feature scenario.
enum BundledScripts {
  /// The bundled scripts' names, sorted, without the `.script` extension.
  static var names: [String] {
    guard let directory = Bundle.module.resourceURL?.appendingPathComponent("Scripts"),
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(".script".count)) }
      .sorted()
  }

  /// The text of the bundled script `name` (with or without `.script`), if there is one.
  static func text(named name: String) -> String? {
    let base = name.hasSuffix(".script") ? String(name.dropLast(".script".count)) : name
    guard
      let url = Bundle.module.url(
        forResource: base, withExtension: "script", subdirectory: "Scripts"),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// The first comment line of a script, without `#`, as its summary.
  static func summary(of text: String) -> String {
    let line = text.split(separator: "\n").first { $0.hasPrefix("#") } ?? ""
    return line.drop { $0 == "#" || $0 == " " }.trimmingCharacters(in: .whitespaces)
  }
}
