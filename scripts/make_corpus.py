#!/usr/bin/env python3
"""Writes a corpus of request bodies for comparing two orientd binaries byte for byte (scripts/compare-outputs.sh):
random scenarios that reach every rule (every era, idiom, event, container, forwarding, nil children, sheets,
wrong-type constants, junk bits, legacy iOS 5), odd class names (quotes, backslashes, non-ASCII), and mutated
bodies that are not JSON or not valid scenarios. Deterministic: `make_corpus.py OUT_DIR [COUNT] [SEED]`."""
import json
import pathlib
import random
import sys

out = pathlib.Path(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 20261122)
out.mkdir(parents=True, exist_ok=True)

ORIENT = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "unknown", ".portrait",
          "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationMaskPortrait", 0, 1, 3, 5, 7,
          ["landscapeLeft", "portrait"]]
PLIST = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
         "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
MASKS = ["portrait", "landscape", "allButUpsideDown", "all", ".landscapeLeft", "UIInterfaceOrientationMaskAll",
         "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight", ["portrait", "landscapeLeft"],
         0, 1, 2, 5, 24, 26, 30, 31, 64, ["UIInterfaceOrientationPortrait"], []]
VERSIONS = ["5.1", "6.0", "7.1", "8.2", "8.3", "9.3", "10.0", "10.3", "12.4", "13.0", "15.7", "16.0", "16.4",
            "17.4", "18.1", "26.0", "26.1", "27.0", 4, 11]
DEVICE = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "faceUp", "faceDown", "unknown", 3,
          "UIDeviceOrientationLandscapeLeft", ".landscapeRight"]
STYLES = ["fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "currentContext",
          "overCurrentContext", "automatic"]
NAMES = ["Feed", "Search", "Profile", "Player", "Odd\"Name\\VC", "Ünïcödé", "日本語", "Camera", "A", "Very" * 12]


def maybe(p):
    return random.random() < p


def controller(depth, budget):
    budget[0] -= 1
    kind = random.choice(["viewController", "viewController", "navigationController", "tabBarController"])
    c = {}
    name = random.choice(NAMES)
    if kind == "navigationController":
        c["class"] = f"{name}NavigationController" if maybe(0.7) else f"{name}VC"
    elif kind == "tabBarController":
        c["class"] = f"{name}TabBarController" if maybe(0.7) else f"{name}VC"
    elif maybe(0.9):
        c["class"] = f"My.{name}ViewController"
    if "Controller" not in c.get("class", "Controller") or maybe(0.3):
        c["kind"] = kind
    for member, p, values in [("supportedInterfaceOrientations", 0.6, MASKS), ("shouldAutorotate", 0.3, [True, False]),
                              ("preferredInterfaceOrientationForPresentation", 0.35, ORIENT),
                              ("shouldAutorotateToInterfaceOrientation", 0.08, MASKS)]:
        if maybe(p):
            c[member] = random.choice(values)
    if kind != "viewController":
        if maybe(0.5):
            c["forwardsToChild"] = maybe(0.7)
        if maybe(0.15):
            c["delegateSupportedInterfaceOrientations"] = random.choice(MASKS)
        if maybe(0.1):
            c["delegatePreferredInterfaceOrientationForPresentation"] = random.choice(ORIENT)
        n = random.randint(0, 4) if depth < 4 and budget[0] > 0 else 0
        if n:
            c["children"] = [controller(depth + 1, budget) for _ in range(n)]
            if kind == "tabBarController" and maybe(0.6):
                c["selectedIndex"] = random.randrange(n)
    if depth < 5 and budget[0] > 0 and maybe(0.35):
        p = controller(depth + 1, budget)
        if maybe(0.8):
            p["presentationStyle"] = random.choice(STYLES)
        c["presented"] = p
    if maybe(0.05):
        c["unknownMember"] = {"nested": [1, 2, {"x": None}]}
    return c


def scenario():
    s = {}
    if maybe(0.9):
        s["device"] = {"idiom": random.choice(["phone", "pad"]), "systemVersion": random.choice(VERSIONS),
                       "orientation": random.choice(DEVICE)}
        if maybe(0.3):
            s["device"]["hasHomeButton"] = maybe(0.5)
    if maybe(0.5):
        s["interfaceOrientation"] = random.choice(["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", 2])
    if maybe(0.6):
        s["event"] = random.choice(["launch", "rotate", "present", "dismiss"])
    app = {}
    if maybe(0.85):
        plist = {}
        for key in ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
                    "UISupportedInterfaceOrientations~iphone"]:
            if maybe(0.5 if key == "UISupportedInterfaceOrientations" else 0.2):
                plist[key] = random.sample(PLIST, random.randint(0, 4))
        if maybe(0.2):
            plist["UIRequiresFullScreen"] = maybe(0.5)
        if maybe(0.1):
            plist["UIRequiresFullScreenIgnoredStartingWithVersion"] = random.choice(["26.0", "18", "9.0"])
        if maybe(0.1):
            plist["UIInterfaceOrientation"] = random.choice(PLIST)
        if maybe(0.1):
            plist["CFBundleIdentifier"] = "com.example.app"
        app["infoPlist"] = plist
    if maybe(0.3):
        app["supportedInterfaceOrientationsForWindow"] = random.choice(MASKS)
    if app:
        s["app"] = app
    if maybe(0.95):
        s["root"] = controller(0, [random.choice([3, 8, 20, 40])])
    return s


def mutate(text):
    b = bytearray(text.encode())
    for _ in range(random.randint(1, 3)):
        i = random.randrange(len(b))
        op = random.randrange(4)
        if op == 0:
            del b[i]
        elif op == 1:
            b.insert(i, random.choice(b'{}[]",:0aZ\\ \x00\xff'))
        elif op == 2:
            b[i] = random.randrange(256)
        else:
            b[i:i] = b[max(0, i - 8):i]
    return bytes(b)


for i in range(count):
    text = json.dumps(scenario(), ensure_ascii=maybe(0.5), indent=random.choice([None, 1]))
    if i % 5 == 4:
        (out / f"m{i:05}.json").write_bytes(mutate(text))
    else:
        (out / f"s{i:05}.json").write_text(text)
