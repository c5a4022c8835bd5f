import Foundation
import UIKit

/// The system volume slider and AirPlay button (Apple: "MPVolumeView"). A preview has no
/// audio route to control: inside a `UIViewRepresentable` it is drawn as the placeholder
/// Easel draws for UIKit views it cannot run, naming it.
open class MPVolumeView: UIView {
    /// Apple: "showsVolumeSlider".
    open var showsVolumeSlider = true
    /// Apple: "showsRouteButton" (deprecated in iOS 13; use `AVRoutePickerView`).
    open var showsRouteButton = true
    /// Apple: "isWirelessRouteActive": a preview has no AirPlay route.
    open var isWirelessRouteActive: Bool { false }
    /// Apple: "areWirelessRoutesAvailable".
    open var areWirelessRoutesAvailable: Bool { false }

    private var thumbImages: [UInt: UIImage] = [:]

    /// Apple: "setVolumeThumbImage(_:for:)": kept.
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    /// Apple: "volumeThumbImage(for:)".
    open func volumeThumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    /// Apple: "setMinimumVolumeSliderImage(_:for:)": accepted.
    open func setMinimumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {}
    /// Apple: "setMaximumVolumeSliderImage(_:for:)": accepted.
    open func setMaximumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {}

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // The height of iOS's volume slider.
        CGSize(width: size.width, height: 34)
    }
}

/// Delegate of the media picker (Apple: "MPMediaPickerControllerDelegate").
public protocol MPMediaPickerControllerDelegate: NSObjectProtocol {
    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection)
    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController)
}

extension MPMediaPickerControllerDelegate {
    public func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {}
    public func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) {}
}

/// The library's item picker (Apple: "MPMediaPickerController"): a preview draws it as a
/// placeholder; its library is empty, so nothing can be picked.
open class MPMediaPickerController: UIViewController {
    /// Apple: "mediaTypes".
    public let mediaTypes: MPMediaType
    /// Apple: "delegate".
    open weak var delegate: MPMediaPickerControllerDelegate?
    /// Apple: "allowsPickingMultipleItems".
    open var allowsPickingMultipleItems = false
    /// Apple: "showsCloudItems".
    open var showsCloudItems = true
    /// Apple: "showsItemsWithProtectedAssets".
    open var showsItemsWithProtectedAssets = true
    /// Apple: "prompt".
    open var prompt: String?

    /// Apple: "init(mediaTypes:)".
    public init(mediaTypes: MPMediaType) {
        self.mediaTypes = mediaTypes
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        mediaTypes = .any
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        mediaTypes = .any
        super.init(coder: coder)
    }
}
