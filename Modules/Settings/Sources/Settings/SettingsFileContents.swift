import Foundation

/// Reads the bytes of a settings file field by field, so that a broken field costs only itself,
/// and writes them keeping the members this app does not know.
enum SettingsFileContents {
  /// Returns the snapshot stored in `data`, or throws a ``SettingsFileError`` about `path`:
  /// `.damaged` (with the fields that could be read) when some fields are missing or broken or
  /// the file ends early, `.unsupportedSchema` for another `schemaVersion`, and `.unreadable`
  /// when nothing can be used.
  static func decode(_ data: Data, path: String) throws(SettingsFileError) -> SettingsSnapshot {
    let decoder = JSONDecoder()
    let fields: FieldReader
    var problems: [String] = []
    do {
      fields = try decoder.decode(FieldReader.self, from: data)
    } catch {
      guard let prefix = completeMembers(of: data),
        let partial = try? decoder.decode(FieldReader.self, from: prefix)
      else { throw .unreadable(path: path, reason: reason(for: error)) }
      fields = partial
      problems.append("the file ends early")
    }
    if let version = fields.schemaVersion, version != SettingsSnapshot.currentSchemaVersion {
      throw .unsupportedSchema(path: path, found: version)
    }
    problems += fields.problems
    guard problems.isEmpty else {
      throw .damaged(
        path: path, reason: problems.joined(separator: "; "), recovered: fields.snapshot
      )
    }
    return fields.snapshot
  }

  /// The bytes of a settings file holding `snapshot`, with the members of the `current` file
  /// that `snapshot` does not set, when that file can be read; throws `.writeFailed` when the
  /// current file has a newer `schemaVersion`, which is never replaced.
  static func encode(
    _ snapshot: SettingsSnapshot, over current: Data?, path: String
  ) throws -> Data {
    var members: [String: Any] = [:]
    if let current {
      do throws(SettingsFileError) {
        _ = try decode(current, path: path)
        members = (try? JSONSerialization.jsonObject(with: current) as? [String: Any]) ?? [:]
      } catch .unsupportedSchema(_, let found) where found > SettingsSnapshot.currentSchemaVersion {
        throw SettingsFileError.writeFailed(
          path: path,
          reason: """
            the file has schema version \(found), newer than this app's \
            \(SettingsSnapshot.currentSchemaVersion), and is left unchanged
            """
        )
      } catch {
        // A damaged file keeps nothing: the key keeps it aside whole.
      }
    }
    if let fields = try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot))
      as? [String: Any]
    {
      members.merge(fields) { _, new in new }
    }
    return try JSONSerialization.data(
      withJSONObject: members, options: [.prettyPrinted, .sortedKeys])
  }

  /// For a JSON object cut off in the middle, returns the object closed after its last complete
  /// member; `nil` when `data` is not such an object.
  private static func completeMembers(of data: Data) -> Data? {
    guard data.first(where: { !Self.whitespace.contains($0) }) == UInt8(ascii: "{") else {
      return nil
    }
    var depth = 0
    var isInString = false
    var isEscaped = false
    var lastMemberEnd: Data.Index?
    for index in data.indices {
      let byte = data[index]
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): isInString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 { return nil }
      case UInt8(ascii: ",") where depth == 1: lastMemberEnd = index
      default: break
      }
    }
    guard let lastMemberEnd else { return nil }
    return data[data.startIndex..<lastMemberEnd] + Data("}".utf8)
  }

  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  /// A short description of a decoding or reading failure.
  static func reason(for error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      "not valid JSON (\(context.debugDescription))"
    case DecodingError.typeMismatch(_, let context):
      "not a JSON object (\(context.debugDescription))"
    default:
      error.localizedDescription
    }
  }
}

/// Decodes each field of a settings object on its own, keeping the valid ones and the defaults
/// for the others, and noting what was wrong.
private struct FieldReader: Decodable {
  var snapshot = SettingsSnapshot()
  /// The file's `schemaVersion`, or `nil` when it is missing or not a number.
  var schemaVersion: Int?
  var problems: [String] = []

  private enum Key: String, CodingKey {
    case schemaVersion, digest, displayName, enableNotifications
    case protectMyPosts, sendEmailNotifications, sendMobileNotifications
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    schemaVersion = read(Int.self, .schemaVersion, in: container)
    read(\.digest, .digest, in: container)
    read(\.enableNotifications, .enableNotifications, in: container)
    read(\.protectMyPosts, .protectMyPosts, in: container)
    read(\.sendEmailNotifications, .sendEmailNotifications, in: container)
    read(\.sendMobileNotifications, .sendMobileNotifications, in: container)
    guard let name = read(String.self, .displayName, in: container) else { return }
    if !name.isEmpty, case let .failure(error) = DisplayName.validate(name) {
      problems.append("\"displayName\": \(error.message)")
    } else {
      snapshot.displayName = name
    }
  }

  private mutating func read<Value: Decodable>(
    _ field: WritableKeyPath<SettingsSnapshot, Value>, _ key: Key,
    in container: KeyedDecodingContainer<Key>
  ) {
    if let value = read(Value.self, key, in: container) {
      snapshot[keyPath: field] = value
    }
  }

  /// The value at `key`; a missing field is no problem (the default stands), except the
  /// schema version, without which the file cannot say what it is.
  private mutating func read<Value: Decodable>(
    _: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>
  ) -> Value? {
    do {
      if let value = try container.decodeIfPresent(Value.self, forKey: key) { return value }
      if key == .schemaVersion { problems.append("missing field \"\(key.stringValue)\"") }
    } catch {
      problems.append("wrong value at \"\(key.stringValue)\"")
    }
    return nil
  }
}
