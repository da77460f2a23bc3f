import Runtime

/// Changes the payload of an enum in place, and fails the test when the enum is in another
/// case: the way a `TestStore` assertion changes the state of one case of enum state.
///
/// Outside a non-exhaustive test store's assertions it also fails when the body leaves an
/// `Equatable` payload unchanged, which is then an assertion that asserts nothing.
///
/// ```swift
/// await store.send(.loggedIn(.search(.searchQueryChanged("Seoul")))) {
///   XCTModify(&$0, case: /AppFeature.State.loggedIn) {
///     $0.search.searchQuery = "Seoul"
///   }
/// }
/// ```
public func XCTModify<Root, Case>(
  _ root: inout Root,
  case casePath: AnyCasePath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (inout Case) throws -> Void
) rethrows {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard var payload = casePath.extract(from: root) else {
    return reportMismatch(casePath, found: customDump(root), message(), at: site)
  }
  let before = payload
  try body(&payload)
  reportIfUnchanged(before, payload, called: "payload", at: site)
  root = casePath.embed(payload)
}

/// What `XCTModify` checks besides the case.
enum XCTModifyChecks {
  /// Whether a body must change an `Equatable` payload: a non-exhaustive test store turns
  /// this off while its assertions run.
  @TaskLocal static var isExhaustive = true
}

/// Changes the payload of an optional enum in place, and fails the test when it is `nil` or in
/// another case: `XCTModify(&$0.destination, case: /Destination.State.rename) { ... }`.
///
/// ```swift
/// await store.send(.destination(.presented(.rename(.set(\.$nickname, "Home"))))) {
///   XCTModify(&$0.destination, case: /HomeFeature.Destination.State.rename) {
///     $0.nickname = "Home"
///   }
/// }
/// ```
public func XCTModify<Root, Case>(
  _ root: inout Root?,
  case casePath: AnyCasePath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (inout Case) throws -> Void
) rethrows {
  guard var wrapped = root else {
    return reportMismatch(
      casePath, found: "nil", message(),
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  try XCTModify(
    &wrapped, case: casePath, message(), fileID: fileID, filePath: filePath, line: line,
    column: column, body)
  root = wrapped
}

/// Changes the value of an optional in place, and fails the test when it is `nil`: the way a
/// `TestStore` assertion changes optional child state.
///
/// ```swift
/// await store.send(.child(.incrementTapped)) {
///   XCTModify(&$0.child) {
///     $0.count = 1
///   }
/// }
/// ```
///
/// Outside a non-exhaustive test store's assertions it also fails when the body leaves an
/// `Equatable` value unchanged.
public func XCTModify<Wrapped>(
  _ optionalValue: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (inout Wrapped) throws -> Void
) rethrows {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard var value = optionalValue else {
    let note = message()
    TestFrameworkIssueReporter.record(
      "XCTModify expected a \"\(Wrapped.self)\" value, found nil"
        + (note.isEmpty ? "" : " - " + note),
      at: site)
    return
  }
  let before = value
  try body(&value)
  reportIfUnchanged(before, value, called: "value", at: site)
  optionalValue = value
}

/// Fails the test when an exhaustive assertion's body left an `Equatable` value as it was: the
/// assertion then asserts nothing.
private func reportIfUnchanged<Value>(
  _ before: Value, _ after: Value, called noun: String, at site: SourceSite
) {
  guard XCTModifyChecks.isExhaustive, let before = before as? any Equatable,
    let after = after as? any Equatable, isEqual(before, after)
  else { return }
  TestFrameworkIssueReporter.record(
    "XCTModify left the \"\(Value.self)\" \(noun) unchanged; an exhaustive assertion must change it.",
    at: site)
}

/// Fails the test at the call site: the root was `found` instead of `casePath`'s case.
private func reportMismatch<Root, Case>(
  _ casePath: AnyCasePath<Root, Case>, found: String, _ note: String, at site: SourceSite
) {
  TestFrameworkIssueReporter.record(
    "XCTModify: expected the case \(casePathName(casePath)), found \(found)"
      + (note.isEmpty ? "" : " - " + note),
    at: site)
}
