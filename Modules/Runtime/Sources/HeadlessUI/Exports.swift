// SwiftUI brings Foundation with it, so views written for it use `URL`, `UUID` and `Date` with
// `import SwiftUI` alone; `import HeadlessUI` does the same.
@_exported import Foundation
