import Foundation
import RuntimeTesting
import TestSupport
import Testing

extension FileStorageFormat where Value == [String] {
  /// Names one per line: the format the key's documentation shows.
  static let lines = FileStorageFormat(
    decode: { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) },
    encode: { names, _ in Data(names.map { $0 + "\n" }.joined().utf8) }
  )

  /// JSON that refuses to replace a file starting with `#keep`, and fails to read one
  /// starting with `#`.
  static let guarded = FileStorageFormat(
    decode: { data in
      guard data.first != UInt8(ascii: "#") else { throw Refusal() }
      return try JSONDecoder().decode([String].self, from: data)
    },
    encode: { names, current in
      if let current, current.starts(with: Data("#keep".utf8)) { throw Refusal() }
      return try JSONEncoder().encode(names)
    }
  )
}

private struct Refusal: Error, Equatable {}

/// Keys made in the tests themselves, outside a store, keep real files, as the stores' do.
@MainActor
@Suite(.dependency(\.defaultFileStorage, .fileSystem)) struct FileStorageKeyTests {
  private func makeStore(
    _ url: URL, clock: TestClock<Duration>
  ) -> TestStore<NameList.State, NameList.Action> {
    TestStore(initialState: NameList.State(url: url)) {
      NameList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultFileStorage = .fileSystem
    }
  }

  /// The file's text, once it holds `expected` or after 5 seconds of real time: the write
  /// runs on its own task after the clock wakes it.
  private func text(of url: URL, once expected: String) async -> String? {
    let deadline = ContinuousClock.now + .seconds(5)
    var text = try? String(contentsOf: url, encoding: .utf8)
    while text != expected, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
      text = try? String(contentsOf: url, encoding: .utf8)
    }
    return text
  }

  @Test func theFirstHolderReadsTheFile() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write(#"["Blob"]"#, to: "names.json"))
    let store = makeStore(url, clock: TestClock())
    #expect(store.state.names == ["Blob"])
  }

  @Test func aChangeIsWrittenOnceTheDelayHasPassedOnTheClock() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let clock = TestClock()
    let store = makeStore(url, clock: clock)
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    await clock.advance(by: FileStorageKey<[String]>.saveDelay - .milliseconds(1))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    await clock.advance(by: .milliseconds(1))
    #expect(await text(of: url, once: "[\n  \"Blob\"\n]") == "[\n  \"Blob\"\n]")
  }

  @Test func aBurstOfChangesIsOneWriteOfTheLastValueOneDelayAfterTheFirst() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let clock = TestClock()
    let store = makeStore(url, clock: clock)
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    await clock.advance(by: .milliseconds(600))
    await store.send(.add("Jr.")) { $0.$names.withLock { $0 = ["Blob", "Jr."] } }
    await clock.advance(by: .milliseconds(399))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    await clock.advance(by: .milliseconds(1))
    let expected = "[\n  \"Blob\",\n  \"Jr.\"\n]"
    #expect(await text(of: url, once: expected) == expected)
  }

  /// `save()`, called from the test, first schedules a write on the test's clock.
  @Test(.dependency(\.continuousClock, ContinuousClock()))
  func aWriteThatFailsKeepsItsValueForTheNext() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("folder/names.json")
    let store = makeStore(url, clock: TestClock())
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    // A file where the folder should be: no write can make the folder, root's neither.
    let blocker = try directory.write("", to: "folder")
    #expect(throws: (any Error).self) { try store.state.$names.save() }
    try FileManager.default.removeItem(atPath: blocker)
    try store.state.$names.save()
    #expect(try String(contentsOf: url, encoding: .utf8) == "[\n  \"Blob\"\n]")
  }

  @Test func aChangeIsWrittenEvenWhenTheFeatureThatMadeItIsGone() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let clock = TestClock()
    var store: Store<NameList.State, NameList.Action>? = Store(
      initialState: NameList.State(url: url)
    ) {
      NameList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store?.send(.add("Blob"))
    store = nil
    await clock.advance(by: FileStorageKey<[String]>.saveDelay)
    #expect(await text(of: url, once: "[\n  \"Blob\"\n]") == "[\n  \"Blob\"\n]")
  }

  @Test func aChangeIsWrittenEvenWhenEveryHolderAndItsStoreAreGone() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let clock = TestClock()
    var store: TestStore<NameList.State, NameList.Action>? = makeStore(url, clock: clock)
    await store?.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    store = nil
    await clock.advance(by: FileStorageKey<[String]>.saveDelay)
    #expect(await text(of: url, once: "[\n  \"Blob\"\n]") == "[\n  \"Blob\"\n]")
  }

  @Test func saveWritesAtOnce() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let store = makeStore(url, clock: TestClock())
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    try store.state.$names.save()
    #expect(try String(contentsOf: url, encoding: .utf8) == "[\n  \"Blob\"\n]")
  }

  @Test func aWriteKeepsTheFilesModeAndWritesThroughALink() async throws {
    let directory = try TemporaryDirectory()
    let target = try directory.write("[]", to: "names.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
    let link = directory.url.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    let store = makeStore(link, clock: TestClock())
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    try store.state.$names.save()
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "[\n  \"Blob\"\n]")
  }

  /// `save()`, called from the test, names the kept file by the test's date.
  @Test(.dependency(\.date, DateGenerator { Date() }))
  func aDamagedFileIsKeptAsideWhenTheValueIsFirstSavedWithItsMode() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("{not json", to: "names.json"))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    var store: TestStore<NameList.State, NameList.Action>?
    withKnownIssue {
      store = makeStore(url, clock: TestClock())
    } matching: {
      $0.mentions("names.json does not hold a Array<String>")
        && $0.mentions("the file is kept aside when the value is first saved")
    }
    #expect(store?.state.names == [])
    #expect(try directory.read("names.json") == "{not json")
    await store?.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    try withKnownIssue {
      try store?.state.$names.save()
    } matching: {
      $0.mentions("damaged file \(url.path) was kept as \(url.path).damaged-")
    }
    let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("names.json.damaged-") }
    #expect(kept.count == 1)
    #expect(try directory.read(kept[0]) == "{not json")
    #expect(try String(contentsOf: url, encoding: .utf8) == "[\n  \"Blob\"\n]")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(attributes[.posixPermissions] as? Int == 0o640)
  }

  @Test func aDirectoryInTheFilesPlaceIsLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    var store: TestStore<NameList.State, NameList.Action>?
    withKnownIssue {
      store = makeStore(url, clock: TestClock())
    } matching: {
      $0.mentions("is a directory, not a regular file; it is left alone")
    }
    await store?.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    #expect(throws: (any Error).self) { try store?.state.$names.save() }
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  @Test func aFormatReadsAndWritesTheFilesBytes() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("Blob\nJr.\n", to: "names.txt"))
    let key = FileStorageKey(url: url, format: .lines)
    #expect(key.load() == ["Blob", "Jr."])
    #expect(try key.write(["Blob", "Jr.", "Sr."]) == nil)
    #expect(try directory.read("names.txt") == "Blob\nJr.\nSr.\n")
    #expect(try key.read() == ["Blob", "Jr.", "Sr."])
  }

  @Test func aFormatThatRefusesToReplaceTheFileLeavesItAndKeepsTheValueWaiting() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("#keep me", to: "names.json"))
    let key = FileStorageKey(url: url, format: .guarded)
    #expect(throws: Refusal()) { try key.write(["Blob"]) }
    #expect(try directory.read("names.json") == "#keep me")
    #expect(try directory.fileNames() == ["names.json"])
    try FileManager.default.removeItem(at: url)
    try key.flush()
    #expect(try key.read() == ["Blob"])
  }

  @Test func aWriteOverADamagedFileSaysWhereItWasKeptNamedByTheDateDependency() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("#damaged", to: "names.json"))
    let key = FileStorageKey(url: url, format: .guarded)
    #expect(throws: Refusal()) { try key.read() }
    let aside = try withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 1_767_323_045))
    } operation: {
      try key.write(["Blob"])
    }
    #expect(aside?.lastPathComponent == "names.json.damaged-20260102T030405Z")
    #expect(try directory.read("names.json.damaged-20260102T030405Z") == "#damaged")
    #expect(try key.read() == ["Blob"])
  }

  @Test func readingAPathThatIsNotARegularFileThrowsWhatTheKeyWasDoing() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let key = FileStorageKey<[String]>(url: url)
    let error = #expect(throws: FileStorageError.self) { try key.read() }
    #expect(error?.step == .reading)
    #expect(
      error?.description == "\(url.path): is a directory, not a regular file; it is left alone")
    let writeError = #expect(throws: FileStorageError.self) { try key.write(["Blob"]) }
    #expect(writeError?.step == .reading)
  }

  @Test func theReferencesTwoClosureSpellingReadsAndWrites() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("Blob", to: "name.txt"))
    let key: FileStorageKey<String> = .fileStorage(
      url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) }
    )
    #expect(key.load() == "Blob")
    try key.write("Blob Jr.")
    #expect(try directory.read("name.txt") == "Blob Jr.")
  }

  @Test func keysForTheSameFileAreEqualWhateverTheirFormatsOrSpelling() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let spelledOtherwise = URL(fileURLWithPath: "\(directory.path)/./names.json")
    let keys = [
      FileStorageKey<[String]>(url: url), FileStorageKey(url: spelledOtherwise, format: .lines),
    ]
    #expect(keys[0] == keys[1])
    #expect(Set(keys).count == 1)
    #expect(
      keys[0] != FileStorageKey<[String]>(url: directory.url.appendingPathComponent("other.json")))
  }

  @Test func writeReplacesAChangeStillWaiting() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let key = FileStorageKey<[String]>(url: url)
    let clock = TestClock()
    withDependencies {
      $0.continuousClock = clock
    } operation: {
      key.save(["Waiting"])
    }
    try key.write(["Written"])
    await clock.advance(by: FileStorageKey<[String]>.saveDelay)
    try await Task.sleep(for: .milliseconds(50))
    #expect(try directory.read("names.json") == "[\n  \"Written\"\n]")
  }

  @Test func aWriteThatCannotReplaceTheFileSaysSoWithTheKeysPath() async throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("", to: "folder")
    let url = directory.url.appendingPathComponent("folder/names.json")
    let error = #expect(throws: FileStorageError.self) {
      try FileStorageKey<[String]>(url: url).write(["Blob"])
    }
    #expect(error?.step == .writing)
    #expect(error?.path == url.path)
  }

  @Test func aDelayedWriteNamesTheKeptFileByTheDateOfTheCodeThatMadeTheChange() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write("{not json", to: "names.json"))
    let key = FileStorageKey<[String]>(url: url)
    let clock = TestClock()
    let aside = "names.json.damaged-20260102T030405Z"
    let keptPath = directory.url.appendingPathComponent(aside).path
    // The warning comes last, after the new file is in place: waiting for it, not for the kept
    // file, keeps the folder until the write is done.
    let warned = LockIsolated(false)
    await withKnownIssue {
      withDependencies {
        $0.continuousClock = clock
        $0.date = .constant(Date(timeIntervalSince1970: 1_767_323_045))
      } operation: {
        key.save(["Blob"])
      }
      await clock.advance(by: FileStorageKey<[String]>.saveDelay)
      let deadline = ContinuousClock.now + .seconds(5)
      while !warned.value, ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
      }
    } matching: { issue in
      let isTheWarning = issue.mentions("was kept as \(keptPath)")
      if isTheWarning { warned.setValue(true) }
      return isTheWarning
    }
    #expect(try directory.read(aside) == "{not json")
  }

  @Test(.timeLimit(.minutes(1)))
  func aChangeDoesNotWaitForAWriteInProgress() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let encoding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let key = FileStorageKey(
      url: url,
      format: FileStorageFormat<[String]>(
        decode: { try JSONDecoder().decode([String].self, from: $0) },
        encode: { names, _ in
          encoding.signal()
          release.wait()
          return try JSONEncoder().encode(names)
        }
      )
    )
    Thread { _ = try? key.write(["First"]) }.start()
    encoding.wait()
    // The write is in its format's encode; a holder's change must still return at once.
    let saved = DispatchSemaphore(value: 0)
    Thread {
      withDependencies {
        $0.continuousClock = TestClock()
      } operation: {
        key.save(["Second"])
      }
      saved.signal()
    }
    .start()
    let savedDuringTheWrite = saved.wait(timeout: .now() + 5) == .success
    release.signal()
    release.signal()
    #expect(savedDuringTheWrite)
    // The waiting change is written after the first write; its delayed task ends with it.
    try key.flush()
    #expect(try key.read() == ["Second"])
  }
}
