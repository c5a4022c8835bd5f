// easel-fuzz: random view trees through Easel's public API, each laid out, rendered, tapped
// and typed into, in worker processes watched for crashes, hangs and runaway memory.
//
//   easel-fuzz [--seed S] [--from I] [--count N] [--profile quick|full] [--time-limit SECONDS]
//              [--memory-limit MB] [--nodes N] [--no-shrink]
//   easel-fuzz show --seed S --index I [--profile P]     the Swift source of one case
//   easel-fuzz case < case.json                           runs one case (used by the shrinker)
//   easel-fuzz worker --seed S --from I --count N …       runs cases, printing progress
import EaselFuzz
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("easel-fuzz: \(message)\n".utf8))
    exit(2)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct Options {
    var seed: UInt64 = 1
    var from = 0
    var count = 1000
    var index = 0
    var profile = FuzzGenerator.Profile.full
    var timeLimit = 10.0
    var memoryLimit = 4096
    var nodes = 150
    var shrinks = true

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let flag = rest.popFirst() {
            func value() -> String {
                guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
                return value
            }
            func number<T: LosslessStringConvertible>(_: T.Type) -> T {
                let text = value()
                guard let parsed = T(text) else { fail("\(flag) needs a number, not \"\(text)\"") }
                return parsed
            }
            switch flag {
            case "--seed": seed = number(UInt64.self)
            case "--from": from = number(Int.self)
            case "--count": count = number(Int.self)
            case "--index": index = number(Int.self)
            case "--nodes": nodes = number(Int.self)
            case "--time-limit": timeLimit = number(Double.self)
            case "--memory-limit": memoryLimit = number(Int.self)
            case "--no-shrink": shrinks = false
            case "--profile":
                let name = value()
                guard let parsed = FuzzGenerator.Profile(rawValue: name) else { fail("--profile is quick or full, not \"\(name)\"") }
                profile = parsed
            default: fail("unknown option \(flag)")
            }
        }
        guard from >= 0, count >= 0, nodes > 0, timeLimit > 0, memoryLimit > 0 else {
            fail("--from and --count must not be negative; --nodes, --time-limit and --memory-limit must be positive")
        }
    }

    var generator: FuzzGenerator { FuzzGenerator(profile: profile, maximumNodes: nodes) }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "worker":
    let options = Options(arguments.dropFirst())
    let campaign = FuzzCampaign(seed: options.seed, count: 0, generator: options.generator,
                                executable: URL(fileURLWithPath: CommandLine.arguments[0]))
    for index in options.from..<(options.from + options.count) {
        say("start \(index)")
        FuzzRunner.run(campaign.makeCase(index))
        say("done \(index)")
    }

case "case":
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let fuzzCase = try? FuzzCase(json: input) else { fail("standard input is not a case written by easel-fuzz") }
    FuzzRunner.run(fuzzCase)

case "show":
    let options = Options(arguments.dropFirst())
    let campaign = FuzzCampaign(seed: options.seed, count: 0, generator: options.generator,
                                executable: URL(fileURLWithPath: CommandLine.arguments[0]))
    say(campaign.makeCase(options.index).source)

default:
    let options = Options(arguments)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let campaign = FuzzCampaign(seed: options.seed, first: options.from, count: options.count, generator: options.generator,
                                executable: executable, timeLimit: options.timeLimit, memoryLimit: options.memoryLimit,
                                shrinks: options.shrinks, log: say)
    say("easel-fuzz: seed \(options.seed), cases \(options.from)..<\(options.from + options.count), profile \(options.profile.rawValue)")
    do {
        let report = try campaign.run()
        for failure in report.failures {
            say("")
            say("Case \(failure.index) of seed \(options.seed) \(failure.outcome).")
            say("Run it again: easel-fuzz --seed \(options.seed) --from \(failure.index) --count 1 --profile \(options.profile.rawValue)")
            say("Minimal reproduction (\(failure.fuzzCase.tree.count) → \(failure.minimal.tree.count) views; FuzzToggle and FuzzTextField are in Sources/EaselFuzz):")
            say(failure.minimal.source)
        }
        let slowest = report.slowest.map { String(format: "; slowest case %d took %.2f s", $0.index, $0.seconds) } ?? ""
        say(String(format: "easel-fuzz: %d cases, %d failures in %.1f s%@", report.casesRun, report.failures.count,
                   report.seconds, slowest))
        exit(report.failures.isEmpty ? 0 : 1)
    } catch {
        fail("\(error)")
    }
}
