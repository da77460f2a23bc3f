import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview { ... }` and `#Preview("Name") { ... }`: declares a preview that a headless tool or
/// a test can list (`Runtime.Preview.all`) and render.
///
/// It expands to a uniquely named enum conforming to `Runtime.PreviewRegistration`, whose
/// `preview` is a `Runtime.Preview` with the name, the `#fileID` and line of the `#Preview`, and
/// the body as the closure that makes the content.
public struct PreviewMacro: DeclarationMacro {
  /// The expansion keeps the body as it is written, indented, rather than reformatted.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let body =
      node.trailingClosure
      ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    guard let body else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "Preview.missingBody",
            "'#Preview' needs a closure that makes the content to preview: '#Preview { MyView() }'"
          )))
      return []
    }
    let name = node.arguments.first { $0.label == nil }?.expression.trimmedDescription
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let fileID = location?.file.trimmedDescription ?? "#fileID"
    let line = location?.line.trimmedDescription ?? "#line"
    let arguments = (name.map { [$0] } ?? []) + ["fileID: \(fileID)", "line: \(line)"]
    let registration = context.makeUniqueName("Preview")
    return [
      """
      enum \(registration): Runtime.PreviewRegistration {
        static var preview: Runtime.Preview {
          Runtime.Preview(\(raw: arguments.joined(separator: ", "))) \(raw: closure(body))
        }
      }
      """
    ]
  }
}

/// The body closure as written, with its statements indented inside the generated `preview`.
private func closure(_ body: ClosureExprSyntax) -> String {
  let lines = body.statements.description.split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
    .drop { $0.allSatisfy(\.isWhitespace) }
  let indentation =
    lines.filter { !$0.allSatisfy(\.isWhitespace) }
    .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
    .min() ?? 0
  let statements = lines.map { line in
    line.allSatisfy(\.isWhitespace)
      ? ""
      : "      "
        + String(line.dropFirst(indentation).reversed().drop(while: \.isWhitespace).reversed())
  }
  let signature = body.signature.map { " " + $0.trimmedDescription } ?? ""
  return "{\(signature)\n" + statements.joined(separator: "\n") + "\n    }"
}
