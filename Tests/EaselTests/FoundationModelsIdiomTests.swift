import XCTest
import SwiftUI
import FoundationModels
@testable import Easel

// Foundation Models as Apple's sample code and WWDC25 sessions write it: a screen that
// switches on `SystemLanguageModel.default.availability`, a session with instructions that is
// asked for text, a streamed response, a `@Generable` type with `@Guide`s, and a tool. A
// preview, like a device that cannot run Apple Intelligence, is not eligible: the screen shows
// its unavailable message, and a request anyway throws `assetsUnavailable`.

@Generable
struct LMTripIdea {
    @Guide(description: "A catchy title for the trip")
    var title: String

    @Guide(description: "How many days the trip lasts", .range(1...14))
    var days: Int

    @Guide(description: "Places to visit")
    var stops: [String]
}

@Generable
enum LMPace {
    case relaxed, packed
}

/// A tool as the WWDC25 session writes one.
struct LMWeatherTool: Tool {
    let name = "getWeather"
    let description = "Retrieve the latest weather information for a city"

    @Generable
    struct Arguments {
        @Guide(description: "The city to get weather information for")
        var city: String
    }

    func call(arguments: Arguments) async throws -> String {
        "It is sunny in \(arguments.city)."
    }
}

private struct LMAssistantView: View {
    private var model = SystemLanguageModel.default

    var body: some View {
        switch model.availability {
        case .available:
            Text("Ask me anything").accessibilityIdentifier("message")
        case .unavailable(.deviceNotEligible):
            Text("This device doesn't support Apple Intelligence.").accessibilityIdentifier("message")
        case .unavailable(.appleIntelligenceNotEnabled):
            Text("Turn on Apple Intelligence in Settings.").accessibilityIdentifier("message")
        case .unavailable(.modelNotReady):
            Text("The model is downloading.").accessibilityIdentifier("message")
        }
    }
}

private struct LMHaikuView: View {
    @State private var session = LanguageModelSession(tools: [LMWeatherTool()], instructions: "You write haiku about the seasons.")
    @State private var haiku = ""
    @State private var streamed = ""
    @State private var errorMessage = ""

    var body: some View {
        VStack(spacing: 12) {
            Text(haiku).accessibilityIdentifier("haiku")
            Text(streamed).accessibilityIdentifier("streamed")
            Text(errorMessage).accessibilityIdentifier("error")
            Button("Write a haiku") {
                Task {
                    do {
                        let response = try await session.respond(to: "Write a haiku about autumn.")
                        haiku = response.content
                    } catch let error as LanguageModelSession.GenerationError {
                        switch error {
                        case .assetsUnavailable:
                            errorMessage = "Apple Intelligence isn't available here."
                        default:
                            errorMessage = error.localizedDescription
                        }
                    } catch {
                        errorMessage = error.localizedDescription
                    }
                }
            }
            .accessibilityIdentifier("write")
            Button("Stream") {
                Task {
                    do {
                        for try await partial in session.streamResponse(to: "A haiku about winter.") {
                            streamed = partial.content
                        }
                    } catch {
                        streamed = "Stream failed"
                    }
                }
            }
            .accessibilityIdentifier("stream")
        }
    }
}

final class FoundationModelsIdiomTests: XCTestCase {
    func testAScreenShowsTheMessageOfADeviceWithoutAppleIntelligence() {
        Diagnostics.reset()
        let host = phoneHost(LMAssistantView())
        XCTAssertEqual(host.text(of: "message"), "This device doesn't support Apple Intelligence.")
        XCTAssertFalse(SystemLanguageModel.default.isAvailable)
        XCTAssertEqual(SystemLanguageModel(useCase: .contentTagging).availability, .unavailable(.deviceNotEligible))
        XCTAssertEqual(Diagnostics.log.filter { $0.hasPrefix("FoundationModels:") }.count, 1, "said once")
    }

    func testARequestThrowsAssetsUnavailableAndAStreamFails() {
        let host = phoneHost(LMHaikuView())
        host.tap("write")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "error"), "Apple Intelligence isn't available here.")
        XCTAssertTrue((host.text(of: "haiku") ?? "").isEmpty, "no response came")
        host.tap("stream")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "streamed"), "Stream failed")
    }

    func testAGeneratedTypeAndItsGuidesCompileAndConvertToContent() throws {
        let idea = LMTripIdea(title: "Autumn in Kyoto", days: 3, stops: ["Fushimi Inari", "Arashiyama"])
        let content = idea.generatedContent
        XCTAssertEqual(try content.value(String.self, forProperty: "title"), "Autumn in Kyoto")
        XCTAssertEqual(try content.value(Int.self, forProperty: "days"), 3)
        XCTAssertEqual(try content.value([String].self, forProperty: "stops"), ["Fushimi Inari", "Arashiyama"])
        XCTAssertEqual(LMPace.packed.generatedContent.kind, .string("packed"))
        XCTAssertTrue(LMTripIdea.generationSchema.debugDescription.contains("LMTripIdea"))

        let json = try GeneratedContent(json: #"{"city": "Lisbon", "days": 2}"#)
        XCTAssertEqual(try json.value(String.self, forProperty: "city"), "Lisbon")
        XCTAssertEqual(try json.value(Int.self, forProperty: "days"), 2)
        XCTAssertThrowsError(try json.value(String.self, forProperty: "country"))

        let tool = LMWeatherTool()
        XCTAssertEqual(tool.name, "getWeather")
        XCTAssertTrue(tool.includesSchemaInInstructions)
        let session = LanguageModelSession(tools: [tool]) {
            "You plan trips."
            "Keep answers short."
        }
        XCTAssertEqual(session.tools.count, 1)
        XCTAssertFalse(session.isResponding)
        XCTAssertEqual(session.transcript.count, 1, "the instructions")
    }
}
