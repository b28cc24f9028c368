"""The texts of programmatic rotation and scenes (the geometry-request errors, the UIDevice setter's console line, the
iPadOS 26 runtime issue, the scene life-cycle line) are byte-exact copies of the texts in docs/texts/ (the project's
reference, each copied from shared/spec/semantics.md §8 and §9 with its evidence in docs/texts/README.md), read from
those files, as the server answers them over HTTP. A missing file fails; nothing here skips. Talks to the server at
ORIENTD_URL."""
import json
import os
import pathlib
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEXTS = ROOT / "docs" / "texts"
URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")


def text(text_id):
    path = TEXTS / f"{text_id}.txt"
    if not path.is_file():
        pytest.fail(f"docs/texts/{text_id}.txt is missing: it holds the expected text {text_id!r} "
                    f"(see docs/texts/README.md)", pytrace=False)
    return path.read_bytes().decode("utf-8")


def resolve(scenario):
    request = urllib.request.Request(URL + "/resolve", data=json.dumps(scenario).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def test_setter_console_line():
    setter = text("uidevice-setter-console")
    answer = resolve({"device": {"systemVersion": "17.0"}, "event": "setDeviceOrientation",
                      "targetOrientation": "UIInterfaceOrientationLandscapeRight", "root": {}})
    assert answer["console"] == [setter]
    assert answer["orientation"]["name"] == "portrait"


def test_geometry_request_outside_the_supported_set():
    none_supported = text("geometry-request-none-supported")
    answer = resolve({"device": {"systemVersion": "17.0"}, "event": "requestGeometryUpdate",
                      "requestedOrientations": ["portrait", "portraitUpsideDown"],
                      "app": {"supportedInterfaceOrientationsForWindow": "landscape"}, "root": {}})
    assert "<R>" in none_supported and "<S>" in none_supported
    expected = none_supported.replace("<R>", "portrait, portraitUpsideDown")
    expected = expected.replace("<S>", "landscapeLeft, landscapeRight")
    assert answer["outcome"] == "orientation"
    assert answer["error"] == {"domain": "UISceneErrorDomain", "code": 101, "description": expected}
    assert answer["error"]["description"].encode() == expected.encode()


def test_geometry_request_in_a_resizable_scene():
    windowing = text("geometry-request-windowing-mode")
    answer = resolve({"device": {"idiom": "pad", "systemVersion": "26.0", "ipadWindowing": "windowed"},
                      "event": "requestGeometryUpdate", "requestedOrientations": "landscape", "root": {}})
    assert answer["error"]["description"].encode() == windowing.encode()


def test_ipad_runtime_issue_is_assembled_as_the_spec_says():
    prefix, example = text("ipad-runtime-issue-prefix"), text("ipad-runtime-issue-example")
    full_screen, all_orientations = text("ipad-runtime-issue-full-screen"), text("ipad-runtime-issue-all-orientations")
    launch_screen = text("ipad-runtime-issue-launch-screen")
    answer = resolve({"device": {"idiom": "pad", "systemVersion": "26.0"}, "event": "launch",
                      "app": {"infoPlist": {"UIRequiresFullScreen": True, "UILaunchScreen": {},
                                            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"]}},
                      "root": {}})
    assert answer["console"] == [example]
    assert example == f"{prefix} 1) {full_screen} 2) {all_orientations}"
    single = resolve({"device": {"idiom": "pad", "systemVersion": "26.0"}, "event": "launch",
                      "app": {"infoPlist": {"UISupportedInterfaceOrientations~ipad": [
                          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                          "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}}, "root": {}})
    assert single["console"] == [f"{prefix} {launch_screen}"]


def test_scene_life_cycle_line():
    scene_line = text("scene-life-cycle-console")
    answer = resolve({"device": {"systemVersion": "27.0"}, "event": "launch", "root": {}})
    assert scene_line in answer["console"]
    assert "scene-life-cycle-console-text" in answer["inferredRules"]
