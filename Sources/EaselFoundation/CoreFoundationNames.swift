import Foundation

// Core Foundation's names that C-style Apple APIs take (`url as CFURL`, `query as CFDictionary`,
// `OSStatus`), which Linux's Foundation does not bridge: each is the Foundation type it stands
// for, declared once here for every stand-in that uses them (AudioToolbox, Security).

/// A result code of Apple's C APIs (Apple: "OSStatus", MacTypes' `SInt32`); 0 is success.
public typealias OSStatus = Int32
/// Apple: Core Foundation's "CFURL".
public typealias CFURL = URL
/// Apple: "CFTypeRef": any object.
public typealias CFTypeRef = AnyObject
/// Apple: "CFString" (the `kSec…` keys are strings).
public typealias CFString = String
/// Apple: "CFDictionary", bridged from `[String: Any]` with `as`.
public typealias CFDictionary = NSDictionary
/// Apple: "CFData".
public typealias CFData = NSData
/// Apple: "CFBoolean".
public typealias CFBoolean = NSNumber
/// Apple: "CFIndex".
public typealias CFIndex = Int

/// Apple: "CFNull" and "kCFNull" (a Core Image context's `.workingColorSpace: kCFNull!` turns
/// colour management off).
public typealias CFNull = NSNull
public let kCFNull: CFNull! = NSNull()

public let kCFBooleanTrue: CFBoolean? = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean? = NSNumber(value: false)

/// Apple: Core Foundation's "CFError", which Security's key functions hand back through an
/// `Unmanaged<CFError>?` (`error!.takeRetainedValue() as Error`).
public typealias CFError = NSError
/// Apple: "CFAllocator"; Linux's Foundation has none to pass, so the default is nil.
public final class CFAllocator: @unchecked Sendable {}
/// Apple: "kCFAllocatorDefault".
public let kCFAllocatorDefault: CFAllocator? = nil
