#!/usr/bin/env python3
"""Writes bench/scenarios/*.json: 64 distinct, realistic scenarios (small, typical, 20-controller) so that the load
rotates through different bodies and no cache keyed on the body could flatter a figure. Deterministic (seeded)."""
import json
import pathlib
import random

random.seed(20261121)
OUT = pathlib.Path(__file__).parent / "scenarios"
OUT.mkdir(exist_ok=True)
for old in OUT.glob("*.json"):
    old.unlink()

ORIENTATIONS = ["portrait", "landscapeLeft", "landscapeRight"]
PLIST = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
MASKS = ["portrait", "landscape", "allButUpsideDown", "all", ["portrait", "landscapeLeft"], 26, 24]
VERSIONS = ["9.3", "12.4", "13.0", "15.7", "16.4", "17.4", "18.1", "26.0"]
DEVICE = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "faceUp"]
NAMES = ["Feed", "Search", "Profile", "Settings", "Inbox", "Player", "Camera", "Map", "Detail", "Editor", "Chart", "Gallery"]


def plain(name, rich):
    c = {"class": f"MyApp.{name}ViewController"}
    if rich or random.random() < 0.5:
        c["supportedInterfaceOrientations"] = random.choice(MASKS)
    if random.random() < 0.3:
        c["shouldAutorotate"] = random.random() < 0.7
    if random.random() < 0.2:
        c["preferredInterfaceOrientationForPresentation"] = random.choice(ORIENTATIONS)
    return c


def base(i):
    s = {"device": {"idiom": "pad" if i % 7 == 0 else "phone", "systemVersion": random.choice(VERSIONS),
                    "orientation": random.choice(DEVICE)},
         "interfaceOrientation": random.choice(ORIENTATIONS),
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": random.sample(PLIST, random.randint(1, 3)),
                               "UIRequiresFullScreen": True}}}
    if random.random() < 0.4:
        s["app"]["supportedInterfaceOrientationsForWindow"] = random.choice(MASKS)
    return s


def small(i):
    s = base(i)
    s["root"] = plain(random.choice(NAMES), True)
    if random.random() < 0.5:
        s["root"]["presented"] = dict(plain("Player", True), presentationStyle=random.choice(["fullScreen", "automatic", "overFullScreen"]))
    return s


def stack(depth, tag):
    return {"class": f"MyApp.{tag}NavigationController", "kind": "navigationController",
            "forwardsToChild": random.random() < 0.6,
            "children": [plain(random.choice(NAMES), False) for _ in range(depth)]}


def tabs(count, depth):
    children = [stack(depth, NAMES[t]) for t in range(count)]
    return {"class": "MyApp.MainTabBarController", "kind": "tabBarController", "forwardsToChild": random.random() < 0.7,
            "selectedIndex": random.randrange(count), "children": children}


def typical(i):
    s = base(i)
    s["root"] = tabs(2, 2)
    s["root"]["children"][s["root"]["selectedIndex"]]["children"][-1]["presented"] = dict(
        plain("Player", True), presentationStyle="fullScreen", preferredInterfaceOrientationForPresentation=random.choice(ORIENTATIONS))
    return s


def large(i):
    s = base(i)
    s["root"] = tabs(4, 3)  # 1 + 4 + 12 = 17
    top = s["root"]["children"][s["root"]["selectedIndex"]]["children"][-1]
    top["presented"] = dict(stack(1, "Modal"), presentationStyle="fullScreen")  # 19
    top["presented"]["children"][0]["presented"] = dict(plain("Alert", True), presentationStyle="overFullScreen")  # 20
    return s


kinds = [("small", small, 20), ("typical", typical, 52), ("large", large, 20)]
for kind, make, count in kinds:
    for n in range(count):
        scenario = make(n)
        path = OUT / f"{kind}-{n:02d}.json"
        path.write_text(json.dumps(scenario, separators=(",", ":")))
sizes = {k: [len((OUT / f"{k}-{n:02d}.json").read_bytes()) for n in range(c)] for k, _, c in kinds}
for k, v in sizes.items():
    print(k, len(v), "files, bytes min/median/max", min(v), sorted(v)[len(v) // 2], max(v))
