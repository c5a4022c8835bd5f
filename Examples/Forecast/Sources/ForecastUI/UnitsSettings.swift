import SwiftUI
import UIKit

/// The settings sheet, shown in a UIKit app from a hosting controller.
public struct UnitsSettings: View {
    @State private var celsius = true
    @State private var notifications = false

    public init() {}

    public var body: some View {
        Form {
            Section("Units") {
                Picker("Temperature", selection: $celsius) {
                    Text("°C").tag(true)
                    Text("°F").tag(false)
                }
                .pickerStyle(.segmented)
            }
            Section {
                Toggle("Severe Weather Alerts", isOn: $notifications)
            } footer: {
                Text("Alerts are sent for your current location.")
            }
        }
    }
}

public func makeSettingsController() -> UIViewController {
    let controller = UIHostingController(rootView: UnitsSettings())
    controller.title = "Settings"
    return controller
}
