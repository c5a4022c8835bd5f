// easel: the preview tool. In the folder of an Xcode project, a Swift package or a Playgrounds
// app (or with `--project PATH` / `--package-path DIR`) it builds and shows that project's
// previews; in Easel's own folder, and with `--gallery`, Easel's gallery of examples.
import Foundation
import EaselGallery
import EaselTool
import EaselLiveLiterals
import EaselMCP

LiteralScanner.install()
// `easel mcp [options]`: the previews for coding agents, over the Model Context Protocol.
if CommandLine.arguments.dropFirst().first(where: { !$0.hasPrefix("-") }) == "mcp" {
    EaselMCPServer.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
switch ProjectPreviews.run(arguments: CommandLine.arguments) {
case .finished(let status):
    exit(status)
case .gallery(let arguments):
    Gallery.registerAll()
    EaselCommand.main(arguments)
}
