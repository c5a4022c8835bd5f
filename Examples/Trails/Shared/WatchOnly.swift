// In the Shared folder but in no iPhone target: not compiled.
let watchOnly: Int = "not a number"
