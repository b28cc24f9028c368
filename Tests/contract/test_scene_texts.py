"""The texts of programmatic rotation and scenes (the geometry-request errors, the UIDevice setter's console line, the
iPadOS 26 runtime issue, the scene life-cycle line) are byte-exact copies of shared/spec/semantics.md §8 and §9, read
from the spec itself, as the server answers them over HTTP. Talks to the server at ORIENTD_URL."""
import json
import os
import pathlib
import re
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC = ROOT.parent / "shared" / "spec" / "semantics.md"
if not SPEC.exists():
    pytest.skip(f"{SPEC} is not beside this checkout (CI has it)", allow_module_level=True)
# Markdown wraps long code spans over lines; as rendered, a line break inside one is a space.
SEMANTICS = re.sub(r"\s*\n\s*", " ", SPEC.read_text())
URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")


def spec_text(pattern):
    match = re.search(pattern, SEMANTICS)
    assert match, f"semantics.md no longer holds {pattern}"
    return match.group(1)


SETTER = spec_text(r"`(\[Orientation\] BUG IN CLIENT OF UIKIT[^`]+)`")
WINDOWING = spec_text(r"`(The current windowing mode[^`]+)`")
NONE_SUPPORTED = spec_text(r"`(None of the requested orientations[^`]+)`")
FULL_SCREEN_ISSUE = spec_text(r"`` (`UIRequiresFullScreen` will soon be ignored\.)``")
ALL_ORIENTATIONS_ISSUE = spec_text(r"`(Support for all orientations will soon be required\.)`")
LAUNCH_SCREEN_ISSUE = spec_text(r"`(Launch screens will soon be required\.)`")
ISSUE_PREFIX = spec_text(r"`(Update the Info\.plist:)`")
ISSUE_EXAMPLE = spec_text(r"E\.g\. ``(Update the Info\.plist: [^`]*`[^`]*`[^`]*)``")
SCENE_LINE = spec_text(r"`(Application failed to launch:[^`]+)`")


def resolve(scenario):
    request = urllib.request.Request(URL + "/resolve", data=json.dumps(scenario).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def test_setter_console_line():
    answer = resolve({"device": {"systemVersion": "17.0"}, "event": "setDeviceOrientation",
                      "targetOrientation": "UIInterfaceOrientationLandscapeRight", "root": {}})
    assert answer["console"] == [SETTER]
    assert answer["orientation"]["name"] == "portrait"


def test_geometry_request_outside_the_supported_set():
    answer = resolve({"device": {"systemVersion": "17.0"}, "event": "requestGeometryUpdate",
                      "requestedOrientations": ["portrait", "portraitUpsideDown"],
                      "app": {"supportedInterfaceOrientationsForWindow": "landscape"}, "root": {}})
    expected = NONE_SUPPORTED.replace("<R>", "portrait, portraitUpsideDown").replace("<S>", "landscapeLeft, landscapeRight")
    assert answer["outcome"] == "orientation"
    assert answer["error"] == {"domain": "UISceneErrorDomain", "code": 101, "description": expected}
    assert answer["error"]["description"].encode() == expected.encode()


def test_geometry_request_in_a_resizable_scene():
    answer = resolve({"device": {"idiom": "pad", "systemVersion": "26.0", "ipadWindowing": "windowed"},
                      "event": "requestGeometryUpdate", "requestedOrientations": "landscape", "root": {}})
    assert answer["error"]["description"].encode() == WINDOWING.encode()


def test_ipad_runtime_issue_is_assembled_as_the_spec_says():
    answer = resolve({"device": {"idiom": "pad", "systemVersion": "26.0"}, "event": "launch",
                      "app": {"infoPlist": {"UIRequiresFullScreen": True, "UILaunchScreen": {},
                                            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"]}},
                      "root": {}})
    assert answer["console"] == [ISSUE_EXAMPLE]
    assert ISSUE_EXAMPLE == f"{ISSUE_PREFIX} 1) {FULL_SCREEN_ISSUE} 2) {ALL_ORIENTATIONS_ISSUE}"
    single = resolve({"device": {"idiom": "pad", "systemVersion": "26.0"}, "event": "launch",
                      "app": {"infoPlist": {"UISupportedInterfaceOrientations~ipad": [
                          "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                          "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}}, "root": {}})
    assert single["console"] == [f"{ISSUE_PREFIX} {LAUNCH_SCREEN_ISSUE}"]


def test_scene_life_cycle_line():
    answer = resolve({"device": {"systemVersion": "27.0"}, "event": "launch", "root": {}})
    assert SCENE_LINE in answer["console"]
    assert "scene-life-cycle-console-text" in answer["inferredRules"]
