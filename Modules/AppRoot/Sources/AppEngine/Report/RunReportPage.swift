import Foundation

/// A run report as one self-contained HTML page: the page template (`RunReport.html`, a
/// resource of this module: HTML, CSS and JavaScript, no network, nothing external) with the
/// report's data inside it as JSON.
///
/// ```swift
/// try RunReportPage.write(report, to: "run.html")
/// ```
///
/// The data sits in `<script type="application/json" id="run-data">`, the only place the page
/// reads it from; the page puts every string it shows into the document as text, never as
/// markup. So that no string can end that element early, the JSON has every `<`, `>` and `&`
/// written as a `\u` escape (and U+2028 and U+2029, which some JavaScript parsers take for line
/// ends): a place named `</script><img src=x onerror=alert(1)>` stays a string.
package enum RunReportPage {
  /// The text the template holds where the data goes.
  static let placeholder = "__RUN_DATA__"

  /// The page template, as the module's resources hold it.
  static func template() throws(SessionFailure) -> String {
    guard let url = Bundle.module.url(forResource: "RunReport", withExtension: "html") else {
      throw .file("cannot find the report template (RunReport.html) among the app's resources")
    }
    return try TextFiles.read(url.path)
  }

  /// The page of `report`, from `template`.
  static func html(for report: RunReport, template: String) throws(SessionFailure) -> String {
    let parts = template.components(separatedBy: placeholder)
    guard parts.count == 2 else {
      throw .file("the report template must hold \(placeholder) exactly once")
    }
    let json: String
    do {
      json = try JSONCoding.text(of: report)
    } catch {
      throw .recording("cannot encode the run report: \(error)")
    }
    return parts[0] + embeddable(json) + parts[1]
  }

  /// Writes the page of `report` to `path`, replacing a file there whole.
  package static func write(_ report: RunReport, to path: String) throws(SessionFailure) {
    try TextFiles.write(try html(for: report, template: template()), to: path)
  }

  /// JSON text that can stand inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029
  /// written as `\u` escapes, which JSON reads back as the same characters.
  static func embeddable(_ json: String) -> String {
    var escaped: [UInt8] = []
    escaped.reserveCapacity(json.utf8.count)
    var bytes = json.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "<"): escaped += Array(#"\u003c"#.utf8)
      case UInt8(ascii: ">"): escaped += Array(#"\u003e"#.utf8)
      case UInt8(ascii: "&"): escaped += Array(#"\u0026"#.utf8)
      case 0xE2:
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
        let second = bytes.next()
        let third = second == 0x80 ? bytes.next() : nil
        switch third {
        case 0xA8: escaped += Array(#"\u2028"#.utf8)
        case 0xA9: escaped += Array(#"\u2029"#.utf8)
        default: escaped += [byte] + [second, third].compactMap { $0 }
        }
      default: escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }
}
