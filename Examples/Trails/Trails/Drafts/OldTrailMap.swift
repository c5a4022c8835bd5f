// Left out of the app by the folder's exception: it never compiles, in Xcode or in a preview.
struct OldTrailMap {
    let zoom: Int = "not a number"
}
