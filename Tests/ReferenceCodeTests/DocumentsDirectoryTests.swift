import ComposableArchitecture
import Testing

// Code written for the reference keeps its files in the documents folder:
// `.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`.

@Suite struct DocumentsDirectoryTests {
  @Test func theDocumentsFolderIsTheOneFileManagerNames() {
    let named = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    let home = URL.homeDirectory.appending(component: "Documents")
    #expect(URL.documentsDirectory == (named ?? home))
  }

  @Test func aFileKeyThereIsWrittenAsTheReferenceWritesIt() {
    let key: FileStorageKey<[String]> = .fileStorage(
      .documentsDirectory.appending(component: "sync-ups.json"))
    #expect(key.url.lastPathComponent == "sync-ups.json")
    #expect(key.url.deletingLastPathComponent().path == URL.documentsDirectory.path)
  }
}
