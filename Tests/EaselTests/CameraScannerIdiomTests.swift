import XCTest
import SwiftUI
import AVFoundation
import UIKit
@testable import Easel

// Sean Allen's "Barcode Scanner" as apps copy it: a UIKit controller running an
// `AVCaptureSession` behind a `UIViewControllerRepresentable`, reporting through a delegate
// and a coordinator. A preview has no camera, as a simulator has none, so the app takes its
// "invalid device" path and shows its alert.

private enum CameraError {
    case invalidDevice
    case invalidScanValue
}

private protocol ScannerVCDelegate: AnyObject {
    func didFind(barcode: String)
    func didSurface(error: CameraError)
}

private final class ScannerVC: UIViewController {
    let captureSession = AVCaptureSession()
    var previewLayer: AVCaptureVideoPreviewLayer?
    weak var scannerDelegate: ScannerVCDelegate?

    init(scannerDelegate: ScannerVCDelegate) {
        super.init(nibName: nil, bundle: nil)
        self.scannerDelegate = scannerDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setupCaptureSession()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let previewLayer = previewLayer else {
            scannerDelegate?.didSurface(error: .invalidDevice)
            return
        }
        previewLayer.frame = view.layer.bounds
    }

    private func setupCaptureSession() {
        guard let videoCaptureDevice = AVCaptureDevice.default(for: .video) else {
            scannerDelegate?.didSurface(error: .invalidDevice)
            return
        }
        let videoInput: AVCaptureDeviceInput
        do {
            try videoInput = AVCaptureDeviceInput(device: videoCaptureDevice)
        } catch {
            scannerDelegate?.didSurface(error: .invalidDevice)
            return
        }
        if captureSession.canAddInput(videoInput) {
            captureSession.addInput(videoInput)
        } else {
            scannerDelegate?.didSurface(error: .invalidDevice)
            return
        }
        let metaDataOutput = AVCaptureMetadataOutput()
        if captureSession.canAddOutput(metaDataOutput) {
            captureSession.addOutput(metaDataOutput)
            metaDataOutput.setMetadataObjectsDelegate(self, queue: .main)
            metaDataOutput.metadataObjectTypes = [.ean8, .ean13]
        } else {
            scannerDelegate?.didSurface(error: .invalidDevice)
            return
        }
        previewLayer = AVCaptureVideoPreviewLayer(session: captureSession)
        previewLayer!.videoGravity = .resizeAspectFill
        view.layer.addSublayer(previewLayer!)
        captureSession.startRunning()
    }
}

extension ScannerVC: AVCaptureMetadataOutputObjectsDelegate {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let object = metadataObjects.first,
              let machineReadableObject = object as? AVMetadataMachineReadableCodeObject,
              let barcode = machineReadableObject.stringValue else {
            scannerDelegate?.didSurface(error: .invalidScanValue)
            return
        }
        captureSession.stopRunning()
        scannerDelegate?.didFind(barcode: barcode)
    }
}

private struct AlertItem: Identifiable {
    let id = UUID()
    let title: Text
    let message: Text
    let dismissButton: Alert.Button
}

private struct ScannerView: UIViewControllerRepresentable {
    @Binding var scannedCode: String
    @Binding var alertItem: AlertItem?

    func makeUIViewController(context: Context) -> ScannerVC {
        ScannerVC(scannerDelegate: context.coordinator)
    }

    func updateUIViewController(_ uiViewController: ScannerVC, context: Context) {}

    func makeCoordinator() -> Coordinator {
        Coordinator(scannerView: self)
    }

    final class Coordinator: NSObject, ScannerVCDelegate {
        private let scannerView: ScannerView
        init(scannerView: ScannerView) { self.scannerView = scannerView }

        func didFind(barcode: String) { scannerView.scannedCode = barcode }

        func didSurface(error: CameraError) {
            scannerView.alertItem = AlertItem(title: Text("Invalid Device Input"),
                                              message: Text("Something is wrong with the camera. We are unable to capture the input."),
                                              dismissButton: .default(Text("OK")))
        }
    }
}

private struct BarcodeScannerView: View {
    @State private var scannedCode = ""
    @State private var alertItem: AlertItem?

    var body: some View {
        NavigationStack {
            VStack {
                ScannerView(scannedCode: $scannedCode, alertItem: $alertItem)
                    .frame(maxWidth: .infinity, maxHeight: 300)
                Spacer().frame(height: 60)
                Label("Scanned Barcode:", systemImage: "barcode.viewfinder")
                    .font(.title)
                Text(scannedCode.isEmpty ? "Not Yet Scanned" : scannedCode)
                    .bold()
                    .font(.largeTitle)
                    .foregroundColor(scannedCode.isEmpty ? .red : .green)
                    .padding()
            }
            .navigationTitle("Barcode Scanner")
            .alert(item: $alertItem) { alertItem in
                Alert(title: alertItem.title, message: alertItem.message, dismissButton: alertItem.dismissButton)
            }
        }
    }
}

final class CameraScannerIdiomTests: XCTestCase {
    func testWithoutACameraTheScannerShowsItsInvalidDeviceAlertAsASimulatorDoes() throws {
        Diagnostics.reset()
        let host = phoneHost(BarcodeScannerView())
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Not Yet Scanned"), "\(texts)")
        XCTAssertTrue(texts.contains("Invalid Device Input"), "the delegate reported the missing camera: \(texts)")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("no camera") }, "\(Diagnostics.log)")
    }

    func testACaptureSessionCanBeSetUpAndRunWithoutCapturing() throws {
        XCTAssertNil(AVCaptureDevice.default(for: .video))
        XCTAssertEqual(AVCaptureDevice.authorizationStatus(for: .video), .authorized)
        let session = AVCaptureSession()
        let output = AVCaptureMetadataOutput()
        XCTAssertTrue(session.canAddOutput(output))
        session.addOutput(output)
        session.startRunning()
        XCTAssertTrue(session.isRunning)
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let view = UIView(frame: .zero)
        view.layer.addSublayer(layer)
        view.layer.borderColor = UIColor.systemGray.cgColor
        XCTAssertEqual(view.layer.sublayers?.count, 1)
        XCTAssertEqual(layer.bounds.size, CGSize(width: 390, height: 300))
        XCTAssertEqual(view.layer.borderColor?.alpha, 1)
        XCTAssertThrowsError(try AVAssetImageGenerator(asset: AVAsset(url: URL(fileURLWithPath: "/tmp/clip.mov")))
            .copyCGImage(at: CMTime(value: 0, timescale: 1), actualTime: nil))
    }
}
