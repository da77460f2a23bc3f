import AppScript
import Foundation
import Runtime

/// Turns an action path from a script into a value of the app's `Action` type, explaining in
/// script terms where it does not fit.
///
/// ```swift
/// let action = try ActionDecoding.action(AppFeature.Action.self, from: path, secrets: secrets)
/// ```
enum ActionDecoding {
  /// Decodes `path` as an `Action`; an error shows the path with its strings masked when a
  /// name in it is near one of `secrets`, which are found only then.
  static func action<Action: Codable>(
    _ type: Action.Type, from path: ActionPath, secrets: @autoclosure () -> SecretNames
  ) throws(SessionFailure) -> Action {
    func shown() -> ActionPath {
      secrets().areNear(SecretNames.words(of: path))
        ? path.maskingStrings(with: Redacted<String>.placeholder) : path
    }
    let json = try ActionJSON.json(for: path, shownAs: shown())
    let action: Action
    do {
      action = try json.decoded(as: type)
    } catch let error as DecodingError {
      throw .badAction(message(for: error, path: path, shown: shown()))
    } catch {
      throw .badAction("cannot send '\(shown())': \(error)")
    }
    // Decoding ignores arguments a case does not have; encoding the action back shows them.
    if let encoded = try? JSONCoding.tree(of: action),
      let unused = firstUnusedKey(in: json, comparedWith: encoded)
    {
      throw .badAction(
        "cannot send '\(shown())': \(argumentName(unused.path)) is not an argument of "
          + "'\(unused.caseName)'")
    }
    return action
  }

  /// The first key of `given`, depth first, that `decoded` (the action encoded back) lacks, with
  /// the keys leading to it and the case it was given to.
  private static func firstUnusedKey(
    in given: JSONValue, comparedWith decoded: JSONValue, caseName: String = ""
  ) -> (path: [String], caseName: String)? {
    guard case .object(let givenFields) = given, case .object(let decodedFields) = decoded
    else { return nil }
    for key in givenFields.keys.sorted() {
      guard let decodedValue = decodedFields[key], let givenValue = givenFields[key] else {
        return ([key], caseName)
      }
      let inner = key.hasPrefix("_") ? caseName : key
      if let found = firstUnusedKey(in: givenValue, comparedWith: decodedValue, caseName: inner) {
        return key.hasPrefix("_") ? ([key] + found.path, found.caseName) : found
      }
    }
    return nil
  }

  /// A message naming the part of the path where decoding failed, showing the path as
  /// `shown`.
  static func message(
    for error: DecodingError, path: ActionPath, shown: ActionPath
  ) -> String {
    let layout = ActionJSON.layout(of: path)
    let (codingPath, detail) = explain(error)
    let keys = codingPath.map(\.stringValue)
    // The deepest segment whose payload the failure lies within, if any.
    let depth = layout.segmentKeys.lastIndex { keys.starts(with: $0) }
    let named = path.segments.prefix(depth.map { $0 + 1 } ?? 0).map(\.name)
      .joined(separator: ".")
    let rest = depth.map { Array(keys.dropFirst(layout.segmentKeys[$0].count)) } ?? keys
    let next = depth.map { $0 + 1 } ?? 0
    let isNestedAction = depth == nil ? rest.isEmpty : rest == ["_0"]
    if case .typeMismatch(let type, _) = error, isNestedAction, next < path.segments.count {
      let place = named.isEmpty ? "the app's actions" : "'\(named)'"
      let name = path.segments[next].name
      let message = "no action '\(name)' in \(place) (\(typeName(type)))"
      guard let suggestion = name.closestMatch(in: caseNames(of: type)) else { return message }
      return message + "; did you mean '\(suggestion)'?"
    }
    let place = rest.isEmpty ? "'\(named)'" : "\(argumentName(rest)) of '\(named)'"
    return "cannot send '\(shown)': \(place): \(detail)"
  }

  /// Names an argument by its coding keys: `argument 1` for `_0`, `argument 'id'` for `id`,
  /// `argument 2 (at action.id)` for a value inside one.
  static func argumentName(_ keys: [String]) -> String {
    guard let first = keys.first else { return "the payload" }
    let name =
      if first.hasPrefix("_"), let index = Int(first.dropFirst()) {
        "argument \(index + 1)"
      } else {
        "argument '\(first)'"
      }
    let inner = keys.dropFirst()
    return inner.isEmpty ? name : "\(name) (at \(inner.joined(separator: ".")))"
  }

  private static func explain(_ error: DecodingError) -> ([any CodingKey], String) {
    switch error {
    case .typeMismatch(let type, let context):
      (context.codingPath, "expected \(typeName(type)); \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      (context.codingPath, "missing a value of type \(typeName(type))")
    case .keyNotFound(let key, let context):
      (context.codingPath, "missing the argument '\(key.stringValue)'")
    case .dataCorrupted(let context):
      (context.codingPath, context.debugDescription)
    @unknown default:
      ([], "\(error)")
    }
  }

  static func typeName(_ type: Any.Type) -> String {
    String(reflecting: type).split(separator: ".").dropFirst().joined(separator: ".")
  }
}
