// `import FoundationModels` on Linux (iOS 26): the on-device language model as a device
// without Apple Intelligence has it. `SystemLanguageModel.default.availability` is
// `.unavailable(.deviceNotEligible)` and `isAvailable` is false, so an app shows the message
// it shows on such a device; a session asked anyway throws
// `LanguageModelSession.GenerationError.assetsUnavailable`, as iOS does without the model's
// assets. Said once. `@Generable` types, guides, schemas, prompts, instructions and tools
// compile and hold what they are given. Spellings: Apple's Foundation Models reference.
@_exported import Foundation
@_spi(Frameworks) import Easel

enum LanguageModelStandIn {
    static func sayUnavailable() {
        Diagnostics.note("foundationmodels-stand-in", "FoundationModels: a preview has no Apple Intelligence; SystemLanguageModel.default is unavailable (.deviceNotEligible) and sessions throw GenerationError.assetsUnavailable (Easel's stand-in).")
    }

    static var unavailable: LanguageModelSession.GenerationError {
        sayUnavailable()
        return .assetsUnavailable(.init(debugDescription: "The on-device language model is unavailable: this device is not eligible for Apple Intelligence."))
    }
}

/// The on-device language model of Apple Intelligence (Apple: "SystemLanguageModel").
public final class SystemLanguageModel: @unchecked Sendable {
    /// Apple: "default": the general-purpose model.
    public static let `default` = SystemLanguageModel(useCase: .general, guardrails: .default)

    /// Apple: "useCase".
    public let useCase: UseCase
    /// Apple: "guardrails".
    public let guardrails: Guardrails

    /// A model for a use case (Apple: "init(useCase:guardrails:)").
    public init(useCase: UseCase = .general, guardrails: Guardrails = Guardrails.default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// Whether the model can be used, and why not (Apple: "availability"): a preview, like a
    /// device that cannot run Apple Intelligence, is not eligible.
    public var availability: Availability {
        LanguageModelStandIn.sayUnavailable()
        return .unavailable(.deviceNotEligible)
    }

    /// Apple: "isAvailable".
    public var isAvailable: Bool { availability == .available }

    /// The languages the model speaks (Apple: "supportedLanguages").
    public var supportedLanguages: Set<Locale.Language> {
        Set(["en", "fr", "de", "es", "it", "pt", "ja", "ko", "zh"].map { Locale.Language(identifier: $0) })
    }

    /// Apple: "supportsLocale(_:)".
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        supportedLanguages.contains { $0.languageCode == locale.language.languageCode }
    }

    /// Whether the model can be used (Apple: "SystemLanguageModel.Availability").
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)

        /// Apple: "SystemLanguageModel.Availability.UnavailableReason".
        public enum UnavailableReason: Equatable, Sendable {
            /// The device does not support Apple Intelligence.
            case deviceNotEligible
            /// Apple Intelligence is not turned on.
            case appleIntelligenceNotEnabled
            /// The model's assets are still downloading.
            case modelNotReady
        }
    }

    /// What the model is used for (Apple: "SystemLanguageModel.UseCase").
    public struct UseCase: Equatable, Sendable {
        let name: String
        /// Apple: "general".
        public static let general = UseCase(name: "general")
        /// Apple: "contentTagging".
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// The safety guardrails of the model (Apple: "SystemLanguageModel.Guardrails").
    public struct Guardrails: Sendable {
        let name: String
        /// Apple: "default".
        public static let `default` = Guardrails(name: "default")
        /// Apple: "permissiveContentTransformations".
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }
}
