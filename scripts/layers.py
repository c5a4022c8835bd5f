#!/usr/bin/env python3
"""The package's modules by layer, and a check that dependencies point down.

    scripts/layers.py            check: exit 1 when a module depends on one in a higher layer
                                 (other than the known edges listed below, each to be removed)
    scripts/layers.py --markdown the module graph by layer, for docs/architecture.md

The check also fails when docs/architecture.md does not hold the graph as `--markdown` prints
it, so the page stays true, and when the engine's generic code names a feature's layout
(`node.layout as? ScrollLayout`) instead of asking its capability (`node.layout.scrolling`;
docs/architecture.md, "The engine's interface").

Reads the manifest through `swift package dump-package` (no build). A module that is not in
LAYERS is an error: a new module is given its layer here, on purpose.
"""
import json
import os
import re
import subprocess
import sys

# Lowest first. A module may depend on its own layer and those below.
LAYERS = [
    ("C libraries", ["CFreeType", "CHarfBuzz", "CFriBidi", "CSQLite", "CFontconfig", "CPNG", "CTurboJPEG", "CRsvg", "CPoppler",
                     "CInstructions", "CX11"]),
    ("Foundations: pixels, text, time, storage, the X11 wrapper",
     ["EaselRaster", "EaselText", "EaselClock", "EaselFoundation", "UniformTypeIdentifiers", "EaselOSLog",
      "EaselSQLite", "EaselCombineBridge", "Combine", "EaselX11"]),
    ("Engine and SwiftUI surface", ["Easel", "EaselMacros"]),
    ("Frameworks beside SwiftUI (Apple's module names)",
     ["CoreGraphics", "QuartzCore", "Charts", "CoreLocation", "MapKit", "StoreKit", "UIKit", "LocalAuthentication", "CoreMotion", "CryptoKit",
      "CoreHaptics", "UserNotifications", "PhotosUI", "AudioToolbox", "AVFoundation", "AVKit", "AppIntents",
      "ActivityKit", "SafariServices", "WebKit", "MessageUI", "HealthKit", "HealthKitUI", "MediaPlayer",
      "FoundationModels", "AuthenticationServices", "CoreData", "SwiftData", "Contacts", "CoreImage", "Vision", "Security",
      "Network", "SystemConfiguration", "CommonCrypto", "CoreTelephony", "Speech", "PencilKit", "SpriteKit", "GameKit", "Accelerate",
      "CoreLocationUI"]),
    ("Presenter: the device screen (headless) and the X11 window", ["EaselDevice", "EaselViewer"]),
    ("Umbrella: `import SwiftUI`", ["SwiftUI", "SwiftUICore", "TipKit", "WidgetKit"]),
    ("Tools: the easel command, the gallery, benchmarks, the fuzzer, examples",
     ["EaselGallery", "EaselFuzz", "EaselTool", "EaselLiveLiterals", "EaselMCP", "EaselCLI", "EaselBench", "EaselFuzzCLI",
      "SignInAppExample", "PreviewCatalogExample", "EaselTestSupport"]),
]

# Upward edges tolerated for a while, each with why; the check fails on any other, and on an
# entry whose edge is gone. None today: keep it that way.
KNOWN_UPWARD = {
}

EXTERNAL = {"OpenCombine", "SwiftSyntaxMacros", "SwiftCompilerPlugin", "SwiftParser", "SwiftSyntax", "ArgumentParser",
            "SwiftSyntaxMacrosTestSupport", "SwiftSyntaxMacroExpansion", "MCP", "SystemPackage", "Crypto"}


def manifest():
    output = subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for value in dependency.values():
            names.append(value[0] if isinstance(value, list) else str(value))
    return [name for name in names if name not in EXTERNAL]


# Folders of `Easel` that hold the engine's generic code: they ask a node's capabilities, never
# downcast its layout to a type declared elsewhere.
ENGINE_FOLDERS = ["Accessibility", "Animation", "Effects", "Environment", "Geometry", "Gestures", "Graph", "Host",
                  "Interaction", "Layout", "Lifecycle", "Modifiers", "Paint", "Render", "Shapes", "State", "Text"]
DOWNCAST = re.compile(r"(?:\bis|\bas[?!])\s+([A-Z]\w*Layout)\b")


def downcasts():
    """Each place generic code downcasts a layout to a type another file declares."""
    found = []
    for folder in ENGINE_FOLDERS:
        for root, _, files in os.walk(os.path.join("Sources", "Easel", folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as source:
                    text = source.read()
                for number, line in enumerate(text.splitlines(), 1):
                    if line.lstrip().startswith("//"):
                        continue
                    for match in DOWNCAST.finditer(line):
                        if not re.search(r"class\s+" + match.group(1) + r"\b", text):
                            found.append(f"{path}:{number} downcasts to {match.group(1)}: ask a capability of "
                                         "NodeLayout instead (docs/architecture.md, \"The engine's interface\")")
    return found


def main():
    layer_of = {module: index for index, (_, modules) in enumerate(LAYERS) for module in modules}
    targets = [target for target in manifest()["targets"] if target["type"] != "test"]
    problems = []
    for target in targets:
        if target["name"] not in layer_of:
            problems.append(f"{target['name']} has no layer: add it to LAYERS in scripts/layers.py")
    by_name = {target["name"]: target for target in targets}
    lines = []
    for index, (title, modules) in reversed(list(enumerate(LAYERS))):
        lines.append(f"{index}. **{title}**")
        for module in modules:
            if module in by_name:
                used = dependencies(by_name[module])
                lines.append(f"   - `{module}`" + (" → " + ", ".join(f"`{name}`" for name in used) if used else ""))
    graph = "\n".join(lines)
    if "--markdown" in sys.argv:
        print(graph)
        return 0
    try:
        with open("docs/architecture.md", encoding="utf-8") as page:
            if graph not in page.read():
                problems.append("docs/architecture.md does not show the module graph as Package.swift has it: "
                                "replace its list with the output of `python3 scripts/layers.py --markdown`")
    except OSError:
        problems.append("docs/architecture.md is missing")
    for target in targets:
        own = layer_of.get(target["name"])
        for used in dependencies(target):
            if own is None or used not in layer_of:
                continue
            if layer_of[used] > own and (target["name"], used) not in KNOWN_UPWARD:
                problems.append(f"{target['name']} (layer {own}) depends on {used} (layer {layer_of[used]}), "
                                f"a higher layer: move the code down, or the module up")
    for edge in KNOWN_UPWARD:
        if edge[1] not in dependencies(next((t for t in targets if t["name"] == edge[0]), {})):
            problems.append(f"{edge[0]} no longer depends on {edge[1]}: remove it from KNOWN_UPWARD")
    problems += downcasts()
    for problem in problems:
        print("layers: " + problem, file=sys.stderr)
    if not problems:
        print(f"layers: {len(targets)} modules, every dependency points down "
              f"(known upward edges: {len(KNOWN_UPWARD)})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
