import SwiftUI
import UIKit

/// The app's header, in the colours and logo of its asset catalog.
struct BrandHeader: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(.logo)
            Text("Recipes")
                .font(.title.bold())
                .foregroundStyle(.white)
            Spacer()
            Image(uiImage: .logo)
        }
        .padding()
        .background(Color("BrandColor", bundle: .module))
        .overlay(alignment: .bottom) {
            Rectangle()
                .fill(.brand)
                .frame(height: 4)
        }
        .overlay(alignment: .bottomTrailing) {
            // UIKit's generated symbols, as a view that mixes UIKit colours writes them.
            Rectangle()
                .fill(Color(uiColor: .brand))
                .frame(width: 40, height: 4)
        }
    }
}

#Preview("Brand header", traits: .sizeThatFitsLayout) {
    BrandHeader()
        .frame(width: 320)
}

#Preview("Brand header, dark", traits: .sizeThatFitsLayout) {
    BrandHeader()
        .frame(width: 320)
        .background(Color("BrandColor"))
        .preferredColorScheme(.dark)
}
