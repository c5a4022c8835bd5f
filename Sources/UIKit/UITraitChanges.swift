import Foundation
@_spi(Frameworks) import Easel

// iOS 17's trait-change registration, as views that redraw for dark mode use it
// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: MyView, _) in … }`).
// A preview's traits do not change while a UIKit view is kept, so handlers are kept, never called.

/// A trait a view can observe (Apple: "UITraitDefinition").
public protocol UITraitDefinition {}
/// Apple: "UITrait".
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
public enum UITraitAccessibilityContrast: UITraitDefinition {}
public enum UITraitLegibilityWeight: UITraitDefinition {}

/// Apple: "UITraitChangeRegistration".
public protocol UITraitChangeRegistration {}

struct TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
}

/// What can observe trait changes (Apple: "UITraitChangeObservable"): views and view controllers.
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment>(_ traits: [UITrait],
                                                     handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
