import Foundation

// Apple's Foundation has `URL.documentsDirectory`, and Linux's does not; code written for the
// reference keeps its files there (`.fileStorage(.documentsDirectory.appending(component:))`).
#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder: the one `FileManager` gives for `.documentDirectory` in
    /// the user's domain, else `Documents` in the home folder.
    ///
    /// ```swift
    /// let url = URL.documentsDirectory.appending(component: "sync-ups.json")
    /// ```
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? URL.homeDirectory.appending(component: "Documents")
    }
  }
#endif
