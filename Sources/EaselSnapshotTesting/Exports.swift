// On iOS, `import XCTest` brings UIKit with it (XCTest's headers import UIKit for
// `XCUIScreenshot.image` and `XCTAttachment(image:)`), so test files use `UIImage` and
// `UIColor` without importing UIKit. The suites' files import this module, so they see it too.
@_exported import UIKit
