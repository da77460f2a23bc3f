import AppShell
import Foundation

exit(await AppCommand.main())
