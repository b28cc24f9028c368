#!/usr/bin/env python3
"""Writes the read-once benchmark's app (issue 46, bench/read-once.sh): one Xcode project with TARGETS iOS app targets
(default 6) that build the same APP_FILES files of their own and link the products of PACKAGES local Swift packages
(default 4, PACKAGE_FILES files each), referenced as XCLocalSwiftPackageReference. The files are make_sources.py's
view controllers (deterministic). Usage: make_shared_targets.py DIR [TARGETS PACKAGES APP_FILES PACKAGE_FILES]"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_sources import controller  # noqa: E402  (the same realistic controllers)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def main():
    directory = sys.argv[1]
    targets, packages, app_files, package_files = (int(value) for value in (sys.argv[2:6] + ["6", "4", "200", "200"][len(sys.argv[2:6]):]))
    rng = random.Random(20261128)
    names = []
    for index in range(app_files):
        name, text = controller(index, app_files, rng)
        write(os.path.join(directory, "App", name + ".swift"), text)
        names.append(name)
    write(os.path.join(directory, "App", "AppDelegate.swift"),
          "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n\n"
          "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: "
          "[UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        window = UIWindow()\n"
          "        window?.rootViewController = UINavigationController(rootViewController: Screen0ViewController())\n"
          "        return true\n    }\n}\n")
    names.append("AppDelegate")
    for package in range(packages):
        kit = f"Kit{package}"
        write(os.path.join(directory, "Packages", kit, "Package.swift"),
              "// swift-tools-version:5.9\nimport PackageDescription\n\n"
              f"let package = Package(name: \"{kit}\", products: [.library(name: \"{kit}\", targets: [\"{kit}\"])], "
              f"targets: [.target(name: \"{kit}\")])\n")
        for index in range(package_files):
            name, text = controller(index, package_files, rng)
            text = text.replace("Screen", f"{kit}Screen")
            write(os.path.join(directory, "Packages", kit, "Sources", kit, f"{kit}{name}.swift"), text)
    objects = []
    files = [f"F{index}" for index in range(len(names))]
    for identifier, name in zip(files, names):
        objects.append(f"{identifier} = {{ isa = PBXFileReference; path = App/{name}.swift; sourceTree = \"<group>\"; }};")
        objects.append(f"B{identifier} = {{ isa = PBXBuildFile; fileRef = {identifier}; }};")
    objects.append(f"S1 = {{ isa = PBXSourcesBuildPhase; files = ({', '.join('B' + f for f in files)}); }};")
    objects.append(f"G1 = {{ isa = PBXGroup; children = ({', '.join(files)}); sourceTree = \"<group>\"; }};")
    references = []
    for package in range(packages):
        references.append(f"K{package}")
        objects.append(f"K{package} = {{ isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit{package}; }};")
    target_ids = []
    for target in range(targets):
        identifier = f"T{target}"
        target_ids.append(identifier)
        products = []
        for package in range(packages):
            products.append(f"P{target}x{package}")
            objects.append(f"P{target}x{package} = {{ isa = XCSwiftPackageProductDependency; package = K{package}; productName = Kit{package}; }};")
        objects.append(f"{identifier} = {{ isa = PBXNativeTarget; buildConfigurationList = L{target}; buildPhases = (S1); name = App{target}; "
                       f"packageProductDependencies = ({', '.join(products)}); productType = \"com.apple.product-type.application\"; }};")
        objects.append(f"L{target} = {{ isa = XCConfigurationList; buildConfigurations = (C{target}); defaultConfigurationName = Release; }};")
        objects.append(f"C{target} = {{ isa = XCBuildConfiguration; buildSettings = {{ IPHONEOS_DEPLOYMENT_TARGET = 16.0; "
                       f"PRODUCT_NAME = App{target}; PRODUCT_BUNDLE_IDENTIFIER = org.example.app{target}; TARGETED_DEVICE_FAMILY = \"1,2\"; "
                       "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UILaunchScreen_Generation = YES; "
                       "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\"; "
                       "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\"; "
                       f"}}; name = Release; }};")
    objects.append(f"R1 = {{ isa = PBXProject; buildConfigurationList = L99; mainGroup = G1; packageReferences = ({', '.join(references)}); "
                   f"targets = ({', '.join(target_ids)}); }};")
    objects.append("L99 = { isa = XCConfigurationList; buildConfigurations = (); };")
    write(os.path.join(directory, "App.xcodeproj", "project.pbxproj"),
          "// !$*UTF8*$!\n{\narchiveVersion = 1; objectVersion = 60;\nobjects = {\n" + "\n".join(objects) + "\n};\nrootObject = R1;\n}\n")


if __name__ == "__main__":
    main()
