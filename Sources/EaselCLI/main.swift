// easel: the preview tool. In the folder of a package that depends on Easel (or with
// `--package-path DIR`) it builds and shows that package's previews; elsewhere, and in Easel's
// own folder, Easel's gallery of the seed documents' examples.
import Foundation
import EaselGallery
import EaselTool

if let status = PackagePreviews.runIfInPackage(arguments: CommandLine.arguments) {
    exit(status)
}
Gallery.registerAll()
EaselCommand.main()
