/// The one field read from a settings file before the rest, so that a file in another format is
/// reported as such instead of as a decoding error.
struct SchemaVersionProbe: Decodable {
  let schemaVersion: Int
}
