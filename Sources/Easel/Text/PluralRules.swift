import Foundation

/// CLDR's cardinal plural categories ("zero", "one", "two", "few", "many", "other") for the
/// languages apps are most often translated into (Unicode CLDR, "Language Plural Rules",
/// cardinal rules for integers; numbers with a fraction take "other" except where French and
/// Portuguese count 0 ≤ n < 2 as "one"). Languages not listed use English's rule.
enum PluralRules {
    static func category(for number: Double, language: String) -> String {
        let base = String(language.lowercased().split(separator: "-").first ?? "")
        let isInteger = number.rounded() == number && abs(number) < 1e15
        let n = isInteger ? Int(abs(number)) : -1
        let mod10 = n % 10, mod100 = n % 100
        switch base {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
            return "other"
        case "fr", "pt" where language.lowercased() != "pt-pt":
            return abs(number) < 2 ? "one" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(mod100) ? "few" : (11...99).contains(mod100) ? "many" : "other"
            }
        case "he", "iw":
            return n == 1 ? "one" : n == 2 ? "two" : "other"
        case "ro":
            guard isInteger else { return "few" }
            return n == 1 ? "one" : (n == 0 || (1...19).contains(mod100)) ? "few" : "other"
        default:
            return n == 1 ? "one" : "other"
        }
    }
}
