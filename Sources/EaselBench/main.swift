// easel-bench: Easel's side of `make bench`. Each mode prints JSON for scripts/bench.sh, which
// runs the peers (Blend2D, Skia, cairo, Yoga, Taffy) in the same run and reports the ratios.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "scene":
    installSceneBenchText()
    runSceneBench(arguments: Array(arguments.dropFirst()))
case "text": runTextBench(arguments: Array(arguments.dropFirst()))
case "layout": runLayoutBench(arguments: Array(arguments.dropFirst()))
case "nesting": runNestingBench(arguments: Array(arguments.dropFirst()))
case "signin": runSignInBench(arguments: Array(arguments.dropFirst()))
case "list": runListBench(arguments: Array(arguments.dropFirst()))
case "animation": runAnimationBench(arguments: Array(arguments.dropFirst()))
case "observable": runObservableBench(arguments: Array(arguments.dropFirst()))
case "shadows": runShadowBench(arguments: Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: easel-bench scene|text|layout|nesting|signin|list|animation|observable|shadows [options]\n".utf8))
    exit(2)
}
