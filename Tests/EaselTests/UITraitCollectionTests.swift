import XCTest
import UIKit

/// `UITraitCollection` as UIKit code and snapshot tests build it.
final class UITraitCollectionTests: XCTestCase {
    func testCollectionsCombineWithTheLaterSpecifiedValueWinning() {
        let device = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
            .init(preferredContentSizeCategory: .medium),
        ])
        let dark = UITraitCollection(traitsFrom: [device, .init(userInterfaceStyle: .dark), .init(horizontalSizeClass: .regular)])
        XCTAssertEqual(dark.userInterfaceStyle, .dark)
        XCTAssertEqual(dark.horizontalSizeClass, .regular)
        XCTAssertEqual(dark.verticalSizeClass, .regular)
        XCTAssertEqual(dark.userInterfaceIdiom, .phone)
        XCTAssertEqual(dark.displayScale, 0, "unspecified")
        // An unspecified value does not undo a specified one.
        XCTAssertEqual(UITraitCollection(traitsFrom: [dark, UITraitCollection()]), dark)
        XCTAssertTrue(dark.containsTraits(in: .init(userInterfaceStyle: .dark)))
        XCTAssertFalse(dark.containsTraits(in: .init(userInterfaceStyle: .light)))
    }

    func testMutationsAsIOS17WritesThem() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.preferredContentSizeCategory = .accessibilityLarge
        }
        XCTAssertEqual(traits.userInterfaceStyle, .dark)
        XCTAssertEqual(traits.preferredContentSizeCategory.dynamicTypeSize, .accessibility2)
        XCTAssertTrue(traits.preferredContentSizeCategory.isAccessibilityCategory)
        let light = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        XCTAssertEqual(light.userInterfaceStyle, .light)
        XCTAssertEqual(light.preferredContentSizeCategory, .accessibilityLarge)
    }

    func testContentSizeCategoriesOrderAndMapToDynamicTypeSizes() {
        XCTAssertLessThan(UIContentSizeCategory.medium, .large)
        XCTAssertEqual(UIContentSizeCategory.medium.dynamicTypeSize, .medium)
        XCTAssertEqual(UIContentSizeCategory.extraExtraExtraLarge.dynamicTypeSize, .xxxLarge)
        XCTAssertNil(UIContentSizeCategory.unspecified.dynamicTypeSize)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func testADynamicColourResolvesForTheTraitsStyle() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertNotEqual(dark, light)
    }
}
