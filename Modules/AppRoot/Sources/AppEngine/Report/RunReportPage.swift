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
/// markup. So that no string can end that element early, the JSON is ``PageJSON``'s, with
/// every `<`, `>` and `&` written as a `\u` escape: a place named
/// `</script><img src=x onerror=alert(1)>` stays a string.
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

  /// The page of `report`, from `template`, as UTF-8.
  static func html(for report: RunReport, template: String) throws(SessionFailure) -> Data {
    let parts = template.components(separatedBy: placeholder)
    guard parts.count == 2 else {
      throw .file("the report template must hold \(placeholder) exactly once")
    }
    var page = Data(parts[0].utf8)
    do {
      page.append(contentsOf: try PageJSON.utf8(of: report))
    } catch {
      throw .recording("cannot encode the run report: \(error)")
    }
    page.append(contentsOf: parts[1].utf8)
    return page
  }

  /// Writes the page of `report` to `path`, replacing a file there whole.
  package static func write(_ report: RunReport, to path: String) throws(SessionFailure) {
    try TextFiles.write(try html(for: report, template: template()), to: path)
  }
}
