/// A session recorded as JSON Lines: a header, one entry per reduced action and per clock
/// advance, and an end line with the final state.
///
/// ```swift
/// let recording = try Recording(parsing: text)
/// for case .action(let json, .user, _) in recording.entries { print(json.text) }
/// ```
public struct Recording: Sendable, Equatable {
  /// The first line.
  public var header: RecordingHeader
  /// The lines between the header and the end line.
  public var entries: [RecordingEntry]
  /// The state the session ended in.
  public var finalState: JSONValue

  /// Creates a recording.
  public init(header: RecordingHeader, entries: [RecordingEntry], finalState: JSONValue) {
    self.header = header
    self.entries = entries
    self.finalState = finalState
  }

  /// The number of action entries.
  public var actionCount: Int {
    entries.count { if case .action = $0 { true } else { false } }
  }

  /// The recording as JSON Lines text, each line ending in a newline.
  public var text: String {
    let end = RecordingEntry.end(actionCount: actionCount, finalState: finalState)
    let lines =
      [(try? JSONCoding.text(of: header)) ?? "{}"]
      + (entries + [end]).map { (try? JSONCoding.text(of: $0)) ?? "{}" }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Parses recording text, refusing a schema this build does not read and a file that is
  /// truncated or corrupted, with a message saying why.
  public init(parsing text: String) throws(SessionFailure) {
    let parsed = try Self.parse(text, salvaging: false)
    guard let ending = parsed.ending else {
      throw .recording(
        "the recording is truncated: it has no end line after line \(parsed.lastLine)")
    }
    header = parsed.header
    entries = parsed.entries
    finalState = ending.state
    guard ending.count == actionCount else {
      throw .recording(
        "the recording is corrupted: its end line counts \(ending.count) actions, "
          + "but \(actionCount) precede it")
    }
  }

  /// The complete part of a recording a crash cut short (its last line cut, or no end line):
  /// the header and the entries before the cut, with what is missing ("line 7 has no line
  /// end, and there is no end line"). Throws as ``init(parsing:)`` does for a recording that
  /// is corrupted before the cut or cut within its header, and for one that is complete.
  package static func completePart(
    of text: String
  ) throws(SessionFailure) -> (header: RecordingHeader, entries: [RecordingEntry], missing: String)
  {
    let parsed = try parse(text, salvaging: true)
    let noEnd = "there is no end line after line \(parsed.lastLine)"
    switch (parsed.cutLine, parsed.ending) {
    case (let cut?, nil):
      return (parsed.header, parsed.entries, "line \(cut) has no line end, and \(noEnd)")
    case (nil, nil):
      return (parsed.header, parsed.entries, noEnd)
    case (_, .some):
      // It reaches its end line: what is wrong with it, if anything, is what parsing says.
      _ = try Recording(parsing: text)
      throw .recording("the recording is complete, not cut short")
    }
  }

  /// The lines of `text` read as a recording: the header, the entries and the end line, when
  /// there is one. Salvaging, a last line without a line end is left out (`cutLine`);
  /// otherwise it is refused.
  private static func parse(
    _ text: String, salvaging: Bool
  ) throws(SessionFailure)
    -> (
      header: RecordingHeader, entries: [RecordingEntry],
      ending: (count: Int, state: JSONValue)?, lastLine: Int, cutLine: Int?
    )
  {
    guard !text.isEmpty else { throw .recording("the recording is empty") }
    var text = text
    return try text.withUTF8 { bytes in
      Result { () throws(SessionFailure) in
        try parse(lineFeedLines(of: bytes), salvaging: salvaging)
      }
    }.get()
  }

  /// The lines of `bytes`, the last one empty when they end in a line feed. Only a line feed
  /// ends a line: a string the app wrote may hold U+2028 and its kin.
  private static func lineFeedLines(
    of bytes: UnsafeBufferPointer<UInt8>
  ) -> [UnsafeBufferPointer<UInt8>] {
    var lines: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      start = index + 1
    }
    lines.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    return lines
  }

  private static func parse(
    _ lines: [UnsafeBufferPointer<UInt8>], salvaging: Bool
  ) throws(SessionFailure)
    -> (
      header: RecordingHeader, entries: [RecordingEntry],
      ending: (count: Int, state: JSONValue)?, lastLine: Int, cutLine: Int?
    )
  {
    var lines = lines
    let cutLine = lines.last?.isEmpty == true ? nil : lines.count
    if let cutLine, !salvaging || cutLine == 1 {
      throw .recording("the recording is truncated: line \(cutLine) has no line end")
    }
    lines.removeLast()
    let header = try Self.header(from: lines[0])
    var entries: [RecordingEntry] = []
    entries.reserveCapacity(lines.count)
    var ending: (count: Int, state: JSONValue)?
    var elapsed: Int64 = 0
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      guard ending == nil else {
        throw .recording("the recording is corrupted: line \(number) follows the end line")
      }
      let entry: RecordingEntry
      do {
        entry = try JSONReader.value(in: line).decoded(as: RecordingEntry.self)
      } catch {
        throw .recording(
          "the recording is corrupted: line \(number) is not an entry (\(Self.explain(error)))")
      }
      switch entry {
      case .end(let count, let state):
        ending = (count, state)
      case .advance(let duration):
        let sum = elapsed.addingReportingOverflow(duration.wholeNanoseconds)
        guard !sum.overflow else {
          throw .recording(
            "the recording is corrupted: its advances add up to more virtual time than the "
              + "clock can hold (at line \(number))")
        }
        elapsed = sum.partialValue
        entries.append(entry)
      case .action:
        entries.append(entry)
      }
    }
    return (header, entries, ending, lines.count, cutLine)
  }

  private struct SchemaProbe: Decodable {
    var schema: Int
  }

  private static func header(
    from line: UnsafeBufferPointer<UInt8>
  ) throws(SessionFailure) -> RecordingHeader {
    let json: JSONValue
    let schema: Int
    do {
      json = try JSONReader.value(in: line)
      schema = try json.decoded(as: SchemaProbe.self).schema
    } catch {
      throw .recording("line 1 is not a recording header (a JSON object with a 'schema')")
    }
    guard schema == RecordingHeader.currentSchema else {
      throw .recording(
        "the recording has schema \(schema), but this app reads schema "
          + "\(RecordingHeader.currentSchema); record it again with this version")
    }
    do {
      return try json.decoded(as: RecordingHeader.self)
    } catch {
      throw .recording(
        "the recording is corrupted: line 1 is not a valid header (\(Self.explain(error)))")
    }
  }
}

extension Recording {
  /// A short reason a line did not decode: where it is not JSON, or where it does not fit.
  static func explain(_ error: any Error) -> String {
    switch error {
    case let error as JSONSyntaxError: "not JSON: \(error)"
    case let error as DecodingError: error.brief
    default: "\(error)"
    }
  }
}

/// The first line of a recording: its schema, the app version and the state it started from.
///
/// ```json
/// {"appVersion":"1.0.0","initialState":{...},"schema":1}
/// ```
public struct RecordingHeader: Sendable, Equatable, Codable {
  /// The recording format this build writes and reads.
  public static let currentSchema = 1

  /// The recording format.
  public var schema: Int
  /// The version of the app that recorded it.
  public var appVersion: String
  /// The state the session started from.
  public var initialState: JSONValue

  /// Creates a header.
  public init(schema: Int = Self.currentSchema, appVersion: String, initialState: JSONValue) {
    self.schema = schema
    self.appVersion = appVersion
    self.initialState = initialState
  }
}
