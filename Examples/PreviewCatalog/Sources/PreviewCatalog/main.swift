import SwiftUI
import EaselTool

struct ProfileCard: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "person.circle")
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text("Bryan").font(.title)
                Text("Connecting").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard()
    }
}

Previews.register("Sign in") {
    VStack {
        Text("Welcome").font(.title)
        TextField("Your name?", text: .constant("")).textFieldStyle(.roundedBorder)
    }
    .padding()
}
Previews.register(ProfileCard_Previews.self)   // listed as "ProfileCard"

EaselCommand.main()
