import Foundation
import RuntimeTesting
import TestSupport
import Testing

@MainActor
@Suite struct DefaultFileStorageTests {
  @Test func aTestStoreKeepsFilesInMemoryStoredAtOnceWithNoClock() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let store = TestStore(initialState: NameList.State(url: url)) { NameList() }
    await store.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    let key = withDependencies {
      $0 = store.dependencies
    } operation: {
      FileStorageKey<[String]>(url: url)
    }
    #expect(try key.read() == ["Blob"])
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func eachTestStoreStartsWithNoFilesAndLeavesTheDiskAlone() async throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write(#"["On disk"]"#, to: "names.json")
    let url = directory.url.appendingPathComponent("names.json")
    let first = TestStore(initialState: NameList.State(url: url)) { NameList() }
    #expect(first.state.names == [])
    await first.send(.add("Blob")) { $0.$names.withLock { $0 = ["Blob"] } }
    let second = TestStore(initialState: NameList.State(url: url)) { NameList() }
    #expect(second.state.names == [])
    #expect(try directory.read("names.json") == #"["On disk"]"#)
  }

  @Test func aTestThatAsksForTheFileSystemReadsTheFile() async throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write(#"["On disk"]"#, to: "names.json")
    let url = directory.url.appendingPathComponent("names.json")
    let store = TestStore(initialState: NameList.State(url: url)) {
      NameList()
    } withDependencies: {
      $0.defaultFileStorage = .fileSystem
    }
    #expect(store.state.names == ["On disk"])
  }

  @Test func aPreviewKeepsFilesInMemory() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("names.json")
    let key = withDependencies {
      $0.context = .preview
    } operation: {
      FileStorageKey<[String]>(url: url)
    }
    key.save(["Blob"])
    #expect(try key.read() == ["Blob"])
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func theSameFileInTwoStoragesIsTwoKeys() {
    let url = URL(fileURLWithPath: "/tmp/names.json")
    let onDisk = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      FileStorageKey<[String]>(url: url)
    }
    let memory = FileStorage.inMemory
    let inMemory = withDependencies {
      $0.defaultFileStorage = memory
    } operation: {
      FileStorageKey<[String]>(url: url)
    }
    let sameMemory = withDependencies {
      $0.defaultFileStorage = memory
    } operation: {
      FileStorageKey<[String]>(url: url)
    }
    #expect(onDisk != inMemory)
    #expect(inMemory == sameMemory)
  }

  @Test func aFormatThatRefusesInMemorySaysSoAndKeepsTheStoredValue() throws {
    let url = URL(fileURLWithPath: "/tmp/names.json")
    struct Refusal: Error {}
    let key = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      FileStorageKey<Int>(
        url: url,
        format: FileStorageFormat(
          decode: { Int(String(decoding: $0, as: UTF8.self)) ?? 0 },
          encode: { value, _ in
            guard value >= 0 else { throw Refusal() }
            return Data(String(value).utf8)
          }))
    }
    key.save(1)
    withKnownIssue {
      key.save(-1)
    } matching: {
      $0.mentions("could not be saved to /tmp/names.json in memory")
    }
    #expect(try key.read() == 1)
  }
}
