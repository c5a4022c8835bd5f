// easel: the preview tool over Easel's gallery of the seed documents' examples.
import EaselGallery
import EaselTool

Gallery.registerAll()
EaselCommand.main()
