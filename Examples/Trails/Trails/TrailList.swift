//
//  TrailList.swift
//  Trails
//

import SwiftUI

struct TrailList: View {
    let trails: [Trail]

    private var region: String {
        Bundle.main.object(forInfoDictionaryKey: "TrailsRegion") as? String ?? "Unknown region"
    }

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                HStack {
                    Circle()
                        .fill(trail.difficulty.color)
                        .frame(width: 12, height: 12)
                    Text(trail.name)
                    Spacer()
                    Text(trail.kilometres, format: .number.precision(.fractionLength(1)))
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle(region)
        }
    }
}

#Preview {
    TrailList(trails: Bundle.main.decode("trails.json"))
}

#Preview("Trailhead") {
    Text("Start here")
        .font(.title.bold())
        .padding(40)
        .background(Color("Trailhead"))
}
