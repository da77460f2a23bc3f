import Foundation

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
    self = try Self.parsingRepeats(text).recording
  }

  /// Parses recording text as ``init(parsing:)`` does, and says of each entry which entry is
  /// the first on a line the same byte for byte (the entry itself when no earlier one is), so
  /// that a replay decodes a repeated action once.
  package static func parsingRepeats(
    _ text: String
  ) throws(SessionFailure) -> (recording: Recording, firstOccurrences: [Int]) {
    let parsed = try parse(text, salvaging: false)
    guard let ending = parsed.ending else {
      throw .recording(
        "the recording is truncated: it has no end line after line \(parsed.lastLine)")
    }
    let recording = Recording(
      header: parsed.header, entries: parsed.entries, finalState: ending.state)
    guard ending.count == recording.actionCount else {
      throw .recording(
        "the recording is corrupted: its end line counts \(ending.count) actions, "
          + "but \(recording.actionCount) precede it")
    }
    return (recording, parsed.firstOccurrences)
  }

  /// The complete part of a recording a crash cut short (its last line cut, or no end line):
  /// the header and the entries before the cut, with what is missing ("line 7 has no line
  /// end, and there is no end line"). Throws as ``init(parsing:)`` does for a recording that
  /// is corrupted before the cut or cut within its header, and for one that is complete.
  /// `firstOccurrences` are those ``parsingRepeats(_:)`` gives.
  package static func completePart(
    of text: String
  ) throws(SessionFailure)
    -> (
      header: RecordingHeader, entries: [RecordingEntry], firstOccurrences: [Int],
      missing: String
    )
  {
    let parsed = try parse(text, salvaging: true)
    let noEnd = "there is no end line after line \(parsed.lastLine)"
    switch (parsed.cutLine, parsed.ending) {
    case (let cut?, nil):
      return (
        parsed.header, parsed.entries, parsed.firstOccurrences,
        "line \(cut) has no line end, and \(noEnd)"
      )
    case (nil, nil):
      return (parsed.header, parsed.entries, parsed.firstOccurrences, noEnd)
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
  ) throws(SessionFailure) -> ParsedLines {
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
    guard let base = bytes.baseAddress else { return [bytes] }
    var lines: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    // memchr finds each line feed many bytes at a time, also in a debug build.
    while let lineFeed = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
      let end = UnsafeRawPointer(base).distance(to: lineFeed)
      lines.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
      start = end + 1
    }
    lines.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    return lines
  }

  /// What the lines of a recording hold, as ``parse(_:salvaging:)`` reads them.
  private struct ParsedLines {
    var header: RecordingHeader
    var entries: [RecordingEntry]
    /// By entry, the first entry on the same line, byte for byte.
    var firstOccurrences: [Int]
    var ending: (count: Int, state: JSONValue)?
    var lastLine: Int
    var cutLine: Int?
  }

  private static func parse(
    _ lines: [UnsafeBufferPointer<UInt8>], salvaging: Bool
  ) throws(SessionFailure) -> ParsedLines {
    var lines = lines
    let cutLine = lines.last?.isEmpty == true ? nil : lines.count
    if let cutLine, !salvaging || cutLine == 1 {
      throw .recording("the recording is truncated: line \(cutLine) has no line end")
    }
    lines.removeLast()
    let header = try Self.header(from: lines[0])
    var entries: [RecordingEntry] = []
    entries.reserveCapacity(lines.count)
    var firstOccurrences: [Int] = []
    firstOccurrences.reserveCapacity(lines.count)
    var ending: (count: Int, state: JSONValue)?
    var elapsed: Int64 = 0
    // A long session repeats a few lines many times (a debounce firing, an empty response,
    // the same advance): each distinct line is read once, and its first entry stands for it.
    var firstEntryByLine: [LineBytes: Int] = [:]
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      guard ending == nil else {
        throw .recording("the recording is corrupted: line \(number) follows the end line")
      }
      let entry: RecordingEntry
      let repeated = firstEntryByLine[LineBytes(bytes: line)]
      if let repeated {
        entry = entries[repeated]
      } else {
        do {
          entry = try JSONReader.value(in: line).decoded(as: RecordingEntry.self)
        } catch {
          throw .recording(
            "the recording is corrupted: line \(number) is not an entry (\(Self.explain(error)))"
          )
        }
      }
      switch entry {
      case .end(let count, let state):
        ending = (count, state)
        continue
      case .advance(let duration):
        let sum = elapsed.addingReportingOverflow(duration.wholeNanoseconds)
        guard !sum.overflow else {
          throw .recording(
            "the recording is corrupted: its advances add up to more virtual time than the "
              + "clock can hold (at line \(number))")
        }
        elapsed = sum.partialValue
      case .action:
        break
      }
      if repeated == nil { firstEntryByLine[LineBytes(bytes: line)] = entries.count }
      firstOccurrences.append(repeated ?? entries.count)
      entries.append(entry)
    }
    return ParsedLines(
      header: header, entries: entries, firstOccurrences: firstOccurrences, ending: ending,
      lastLine: lines.count, cutLine: cutLine)
  }

  /// A line's bytes as a dictionary key, compared and hashed byte by byte; valid while the
  /// text it points into is.
  private struct LineBytes: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (left: Self, right: Self) -> Bool {
      guard left.bytes.count == right.bytes.count else { return false }
      guard let leftStart = left.bytes.baseAddress, let rightStart = right.bytes.baseAddress
      else { return true }
      return memcmp(leftStart, rightStart, left.bytes.count) == 0
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
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
