//
//  TrailsApp.swift
//  Trails
//

import SwiftUI

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            TrailList(trails: Bundle.main.decode("trails.json"))
        }
    }
}
