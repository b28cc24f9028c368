"""The playground at GET /, driven in a real headless Chromium (Debian's chromium + chromium-driver, selenium 4).

Everything the page shows is compared with what the service itself answers: each test posts the same body to
/resolve or /validate with urllib and checks the page against that answer, never against fixed values.

The server: ORIENTD_BIN (default .build/release/orientd if it exists, else .build/debug/orientd), started with
`serve --host 127.0.0.1 --port <free port>` and stopped by PID. With PLAYGROUND_BASE_URL set, the tests use that
URL instead and start nothing. Screenshots go to .build/playground-screenshots/.
"""
import base64
import hashlib
import json
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))
SHOTS = ROOT / ".build" / "playground-screenshots"
DESKTOP = (1400, 1000)
# UIKit: a device orientation and the interface orientation with the home button on the same side.
DEVICE_TO_INTERFACE = {"portrait": "portrait", "portraitUpsideDown": "portraitUpsideDown",
                       "landscapeLeft": "landscapeRight", "landscapeRight": "landscapeLeft"}
# Where the home button is, seen by the user, for a device held in each orientation.
HOME_SIDE = {"portrait": "bottom", "portraitUpsideDown": "top", "landscapeLeft": "right", "landscapeRight": "left"}


# ---- the server ------------------------------------------------------------------------------------------------
def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def orientd_binary():
    if os.environ.get("ORIENTD_BIN"):
        return pathlib.Path(os.environ["ORIENTD_BIN"])
    release = ROOT / ".build" / "release" / "orientd"
    return release if release.exists() else ROOT / ".build" / "debug" / "orientd"


@pytest.fixture(scope="session")
def base_url():
    given = os.environ.get("PLAYGROUND_BASE_URL")
    if given:
        yield given.rstrip("/") + "/"
        return
    binary = orientd_binary()
    if not binary.exists():
        pytest.fail(f"no orientd binary at {binary}: build it first, or set ORIENTD_BIN or PLAYGROUND_BASE_URL")
    log = tempfile.TemporaryFile()
    for _attempt in range(3):  # another process may take the port between choosing and binding it
        port = free_port()
        process = subprocess.Popen([str(binary), "serve", "--host", "127.0.0.1", "--port", str(port)],
                                   stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(url + "healthz", timeout=1) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.05)
        if process.poll() is None:
            break
    else:
        log.seek(0)
        pytest.fail("orientd did not start:\n" + log.read().decode(errors="replace"))
    try:
        urllib.request.urlopen(url, timeout=5).close()
    except urllib.error.HTTPError as error:
        process.kill()
        process.wait()
        pytest.fail(f"{binary} serves no playground at GET / ({error.code}): rebuild it")
    try:
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def post(base, action, text):
    """POSTs a body the way the page does; returns (status, content type, parsed JSON)."""
    request = urllib.request.Request(base + action, data=text.encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers["Content-Type"], json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, error.headers["Content-Type"], json.loads(error.read())


# ---- the browser -----------------------------------------------------------------------------------------------
def find_executable(env, *names):
    if os.environ.get(env):
        return os.environ[env]
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    pytest.fail(f"none of {names} on the PATH (Tests/browser/run.sh installs chromium and chromium-driver)")


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = find_executable("CHROMIUM_BIN", "chromium", "chromium-browser", "google-chrome")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--disable-extensions", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--metrics-recording-only",
                     f"--window-size={DESKTOP[0]},{DESKTOP[1]}", "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=find_executable("CHROMEDRIVER", "chromedriver"))
    browser = webdriver.Chrome(options=options, service=service)
    # Seen by the page before its own script runs; DevTools scripts are not subject to the page's CSP.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));"""})
    browser.set_script_timeout(20)
    try:
        yield browser
    finally:
        browser.quit()


class Logs:
    """Browser console and network log, drained after every test."""

    def __init__(self, driver):
        self.driver = driver
        self.requests = []
        self.console = []

    def drain(self):
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                self.requests.append(message["params"]["request"]["url"])
        self.console.extend(self.driver.get_log("browser"))


@pytest.fixture
def page(driver, base_url):
    logs = Logs(driver)
    logs.drain()  # whatever an earlier test left
    logs.requests.clear()
    logs.console.clear()
    p = Page(driver, base_url, logs)
    yield p
    logs.drain()
    outside = [u for u in logs.requests if not (u.startswith(base_url) or u.startswith(("data:", "about:")))]
    assert outside == [], f"requests left the origin {base_url}: {outside}"
    errors = [e for e in logs.console if e["level"] == "SEVERE" and not any(re.search(a, e["message"]) for a in p.allowed_console)]
    assert errors == [], f"console errors: {errors}"
    violations = driver.execute_script("return window.__cspViolations || []")
    assert violations == [], f"CSP violations: {violations}"


class Page:
    def __init__(self, driver, base, logs):
        self.driver, self.base, self.logs = driver, base, logs
        self.allowed_console = []

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, condition, timeout=20, message=""):
        return WebDriverWait(self.driver, timeout, poll_frequency=0.02).until(lambda d: condition(), message)

    def settled(self):
        return self.js("""const r = document.getElementById('results');
            return document.documentElement.dataset.firstRenderMs !== undefined && r.dataset.state !== 'loading'""")

    def open(self, fragment="", size=DESKTOP, mobile=False):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": mobile})
        self.driver.get("about:blank")
        self.driver.get(self.base + fragment)
        self.wait(self.settled, message="the page did not finish its first render and run")

    def el(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def seq(self):
        return int(self.js("return document.getElementById('results').dataset.seq"))

    def run(self, action, via=None):
        before = self.seq()
        (via or self.el(f"#run-{action}").click)()
        self.wait(lambda: self.seq() > before and self.settled(), message=f"no answer to {action}")

    def pick(self, name):
        Select(self.el("#example-picker")).select_by_value(name)
        self.wait(self.settled)

    def editor_text(self):
        return self.js("return document.getElementById('editor').value")

    def set_editor(self, text):
        self.js("""const e = document.getElementById('editor'); e.value = arguments[0];
                   e.dispatchEvent(new Event('input', {bubbles: true}));""", text)

    def selection(self):
        return self.js("const e = document.getElementById('editor'); return [e.selectionStart, e.selectionEnd, e.value]")

    def shot(self, name):
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.js("window.scrollTo(0, 0)")  # sticky panels are drawn where the page is scrolled to
        width = self.js("return window.innerWidth")
        height = self.js("return Math.max(document.documentElement.scrollHeight, window.innerHeight)")
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
        (SHOTS / name).write_bytes(base64.b64decode(data["data"]))

    def picture(self, path):
        """The README's picture: what a 1280 x 860 window shows, from the top."""
        self.js("window.scrollTo(0, 0)")
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        pathlib.Path(path).write_bytes(base64.b64decode(data["data"]))

    def shown_resolution(self):
        return self.js("""
            const q = (s) => document.querySelector(s), all = (s) => Array.from(document.querySelectorAll(s));
            const svg = q('#device-svg');
            return {
              outcome: q('#results').dataset.outcome,
              orientation: q('#result-orientation').textContent,
              crashShown: !q('#crash').hidden,
              exceptionMessage: q('#exception-message').textContent,
              masks: all('.mask-row').map((row) => ({
                mask: row.dataset.mask, raw: row.dataset.raw,
                rawText: row.querySelector('.mask-raw') ? row.querySelector('.mask-raw').textContent : null,
                on: Array.from(row.querySelectorAll('.mask-chip[data-on="true"]')).map((c) => c.dataset.orientation),
                chips: row.querySelectorAll('.mask-chip').length,
                source: row.querySelector('.mask-source[data-source]') ? row.querySelector('.mask-source[data-source]').dataset.source : null })),
              deciding: all('.tree-node.is-deciding').map((n) => n.dataset.pointer),
              answering: all('.tree-node.is-answering').map((n) => n.dataset.pointer),
              nodes: all('.tree-node').map((n) => [n.dataset.pointer, n.dataset.class, n.dataset.kind]),
              trace: all('#trace li .trace-text').map((li) => li.textContent),
              inferredSteps: all('#trace li.inferred').length,
              certainty: q('#certainty').dataset.certainty, certaintyText: q('#certainty').textContent,
              device: svg.dataset.deviceOrientation, interface: svg.dataset.interfaceOrientation,
            };""")


def controllers(body):
    """(pointer, class, kind) of every controller in a scenario, as UIKit's defaults name them."""
    out = []

    def walk(c, pointer):
        cls = c.get("class") if isinstance(c.get("class"), str) else None
        kind = c.get("kind") or ("navigationController" if (cls or "").endswith("NavigationController") else
                                 "tabBarController" if (cls or "").endswith("TabBarController") else "viewController")
        default = {"navigationController": "UINavigationController", "tabBarController": "UITabBarController"}
        out.append([pointer, cls or default.get(kind, "UIViewController"), kind])
        for i, child in enumerate(c.get("children") or []):
            walk(child, f"{pointer}/children/{i}")
        if isinstance(c.get("presented"), dict):
            walk(c["presented"], f"{pointer}/presented")

    walk(body["root"], "/root")
    return out


def device_orientation(body):
    value = (body.get("device") or {}).get("orientation", "portrait")
    return value.removeprefix("UIDeviceOrientation").removeprefix(".")[:1].lower() + \
        value.removeprefix("UIDeviceOrientation").removeprefix(".")[1:]


def at_pointer(document, pointer):
    """The deepest existing value on the pointer's path, and that value's pointer."""
    value, reached = document, ""
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            break
        reached += "/" + token
    return value, reached


def fragment_of(text, **switches):
    encoded = base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")
    return "#" + "&".join([f"s={encoded}"] + [f"{k}={v}" for k, v in switches.items()])


def scenario_in(fragment):
    encoded = dict(p.split("=", 1) for p in fragment.lstrip("#").split("&") if "=" in p).get("s", "")
    return base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()


def assert_resolution_shown(shown, answer, body):
    assert shown["outcome"] == answer["outcome"]
    if answer["outcome"] == "orientation":
        assert shown["orientation"] == answer["orientation"]["name"]
        assert not shown["crashShown"]
        assert shown["interface"] == answer["orientation"]["name"]
    else:
        assert shown["crashShown"]
        assert shown["exceptionMessage"] == answer["exception"]["message"]  # byte for byte
        assert shown["orientation"] == ""
        assert shown["interface"] == answer["previousOrientation"]["name"]
    assert shown["device"] == device_orientation(body)
    rows = {row["mask"]: row for row in shown["masks"]}
    assert set(rows) == {"app", "controller", "effective"}
    for which, mask in answer["masks"].items():
        row = rows[which]
        assert row["chips"] == 4
        if mask is None:
            assert row["raw"] == "" and row["on"] == []
            continue
        assert row["raw"] == str(mask["rawValue"]) and row["rawText"] == str(mask["rawValue"])
        assert row["on"] == mask["names"]
        assert row["source"] == mask.get("source")
    deciding = answer.get("decidingController")
    assert shown["deciding"] == ([deciding["path"]] if deciding else [])
    answering = answer.get("answeringController")
    assert shown["answering"] == ([answering["path"]] if answering else [])
    assert shown["nodes"] == controllers(body)
    assert shown["trace"] == answer["trace"]
    assert shown["inferredSteps"] == sum("(inferred:" in step for step in answer["trace"])
    assert shown["certainty"] == answer["certainty"]
    for rule in answer["inferredRules"]:
        assert rule in shown["certaintyText"]


# ---- tests -----------------------------------------------------------------------------------------------------
def test_served_page_is_self_contained_with_a_strict_csp(base_url):
    with urllib.request.urlopen(base_url, timeout=10) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/html")
        csp = response.headers["Content-Security-Policy"]
        html = response.read().decode()
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'none'"
    assert directives["connect-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    scripts = re.findall(r"<script>(.*?)</script>", html, re.S)
    styles = re.findall(r"<style>(.*?)</style>", html, re.S)
    assert len(scripts) == 1 and len(styles) == 1
    digest = lambda text: "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"
    assert directives["script-src"] == digest(scripts[0])
    assert directives["style-src"] == digest(styles[0])
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", html)
    examples = json.loads(re.search(r'<script type="application/json" id="orientd-examples">(.*?)</script>', html, re.S)
                          .group(1))
    assert examples == {p.name: json.loads(p.read_text()) for p in EXAMPLES}


def test_loads_clean_and_renders(page):
    page.open()
    cold = page.js("return window.__orientdFirstRender")
    warm = []
    for _ in range(7):
        page.open()  # from about:blank, as a person opening the page in a new tab
        warm.append(page.js("return window.__orientdFirstRender"))
    timing = page.js("""const t = performance.timing;
        return {response: t.responseEnd - t.navigationStart, domInteractive: t.domInteractive - t.navigationStart}""")
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "first-render.json").write_text(json.dumps({"coldMs": cold, "warmMs": warm, "lastTiming": timing}, indent=1))
    # performance.now() at the end of the first render, from navigation start: HTML in, parsed, scenario drawn. Every
    # open renders once; how fast is a benchmark's figure (bench/first-render.sh prints the median against the 100 ms
    # goal), not this test's, which runs beside other work on a shared machine.
    assert all(isinstance(ms, (int, float)) and 0 < ms < 10_000 for ms in [cold, *warm]), (cold, warm)
    assert page.el("#editor").is_displayed()
    names = [o.get_attribute("value") for o in page.driver.find_elements(By.CSS_SELECTOR, "#example-picker option")]
    assert sorted(n for n in names if n) == [p.name for p in EXAMPLES]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_resolve_shows_what_the_service_answers(page, example):
    page.open()
    page.pick(example.name)
    text = page.editor_text()
    assert json.loads(text) == json.loads(example.read_text())
    page.run("resolve")
    status, _, answer = post(page.base, "resolve", text)
    assert status == 200
    assert_resolution_shown(page.shown_resolution(), answer, json.loads(text))
    if answer["outcome"] == "exception":
        page.shot(f"crash-{example.stem}.png")
        # make readme-picture: docs/playground.png, the README's picture, made here.
        if example.stem == "tabbar-without-selection" and os.environ.get("ORIENTD_README_PICTURE"):
            page.open(size=(1280, 860))
            page.pick(example.name)
            page.run("resolve")
            page.picture(os.environ["ORIENTD_README_PICTURE"])
    else:
        page.shot(f"orientation-{example.stem}.png")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_validate_shows_every_finding(page, example):
    page.open()
    page.pick(example.name)
    text = page.editor_text()
    page.run("validate")
    status, _, answer = post(page.base, "validate", text)
    assert status == 200
    shown = page.js("""const q = (s) => document.querySelector(s);
        return {count: q('#findings-count').textContent, valid: q('#validate-valid').dataset.valid,
                omitted: q('#findings-omitted').hidden ? null : q('#findings-omitted').dataset.total,
                errors: q('#validate-errors').textContent, warnings: q('#validate-warnings').textContent,
                rows: Array.from(document.querySelectorAll('#findings tr.finding')).map((r) =>
                  [r.dataset.rule, r.dataset.severity, r.dataset.path, r.querySelector('.finding-message').textContent,
                   r.querySelector('.finding-exception') ? r.querySelector('.finding-exception').textContent : null])}""")
    assert shown["count"] == str(len(answer["findings"]))
    assert shown["valid"] == str(answer["valid"]).lower()
    assert shown["errors"] == str(answer["errors"])
    assert shown["warnings"] == str(answer["warnings"])
    omitted = sum((answer.get("omittedFindings") or {}).values())
    assert shown["omitted"] == (str(omitted) if omitted else None)
    assert shown["rows"] == [[f["rule"], f["severity"], f["path"], f["message"],
                              f["exception"]["message"] if "exception" in f else None] for f in answer["findings"]]
    page.shot(f"findings-{example.stem}.png")


def test_validation_matrix_cells_are_shown_for_every_finding(page):
    """An app that says what ships (deviceFamilies, minimumOSVersion) is validated per idiom and version: each
    finding's state names its cell, including findings about the description itself (state without an event)."""
    body = {"app": {"deviceFamilies": [1, 2], "minimumOSVersion": "16.0",
                    "infoPlist": {"CFBundleIdentifier": "com.example.dream", "UILaunchScreen": {},
                                  "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
            "root": {"class": "HomeViewController", "shouldAutorotate": False}}
    text = json.dumps(body, indent=2)
    page.open()
    page.set_editor(text)
    page.run("validate")
    status, _, answer = post(page.base, "validate", text)
    assert status == 200 and not answer["valid"]
    rows = page.js("""return Array.from(document.querySelectorAll('#findings tr.finding')).map((r) =>
        [r.dataset.rule, Array.from(r.querySelectorAll('.finding-state li')).map((li) => li.textContent)])""")
    assert [rule for rule, _ in rows] == [f["rule"] for f in answer["findings"]]
    for (rule, lines), finding in zip(rows, answer["findings"]):
        state = finding["state"]
        assert f"{state['idiom']}, iOS {state['systemVersion']}" in lines, (rule, lines)
        assert not any("undefined" in line for line in lines), (rule, lines)
        if "event" not in state:
            assert lines[0] == "about the description itself"
    assert ["pad, iOS 16.0" in lines for rule, lines in rows if rule == "app-store-ipad-orientations"] == [True]


def test_finding_selects_its_pointer_in_the_editor_and_the_tree(page):
    checked = 0
    for example in EXAMPLES:
        page.open()
        page.pick(example.name)
        page.run("validate")
        body = json.loads(page.editor_text())
        pointers = {c[0] for c in controllers(body)}
        rows = page.driver.find_elements(By.CSS_SELECTOR, "#findings tr.finding")
        for index, row in enumerate(rows):
            path = row.get_attribute("data-path")
            if index % 2 == 0:
                row.click()
            else:  # keyboard: focus the row, press Enter
                page.js("arguments[0].focus()", row)
                row.send_keys(Keys.ENTER)
            start, end, value = page.selection()
            expected, reached = at_pointer(body, path)
            assert json.loads(value[start:end]) == expected, f"{example.name} {path}: selected {value[start:end]!r}"
            node = reached
            while node and node not in pointers:
                node = node.rsplit("/", 1)[0]
            selected = page.js("return Array.from(document.querySelectorAll('.tree-node.is-selected')).map((n) => n.dataset.pointer)")
            assert selected == ([node] if node else []), f"{example.name} {path}"
            assert page.js("return document.activeElement.id") == "editor"
            checked += 1
    assert checked > 0, "no example has a finding to click"


@pytest.mark.parametrize("text", [
    '{\n  "device": { "idiom": "phone" }\n  "root": { "class": "A" }\n}\n',          # missing comma
    '{\n  "root": {\n    "class": "A",\n  }\n}\n',                                     # trailing comma
    '{\n  "root": { "class": "A" ]\n}\n',                                              # wrong bracket
    '{ "root": { "class": "A" } } }',                                                  # text after the value
    '{\n  "device": { "idiom": phone }\n}',                                            # bare word
    '{ "root": { "class": "Caf\u00e9Ω" "kind": "viewController" } }',                  # columns count characters
], ids=["missing-comma", "trailing-comma", "wrong-bracket", "trailing-text", "bare-word", "non-ascii"])
def test_syntax_error_shows_line_and_column_and_places_the_caret(page, text):
    page.open()
    page.set_editor(text)
    page.logs.drain()
    sent_before = len(page.logs.requests)
    page.el("#run-resolve").click()
    page.wait(lambda: page.el("#editor-error").is_displayed())
    with pytest.raises(json.JSONDecodeError) as python:
        json.loads(text)
    error = page.el("#editor-error")
    assert (error.get_attribute("data-line"), error.get_attribute("data-column")) == \
        (str(python.value.lineno), str(python.value.colno))
    assert f"line {python.value.lineno}, column {python.value.colno}" in error.text
    start, end, _ = page.selection()
    assert start == end == python.value.pos
    assert page.js("return document.activeElement.id") == "editor"
    # The service puts the error at the same place.
    status, _, problem = post(page.base, "resolve", text)
    assert status == 400
    assert f"line {python.value.lineno}, column {python.value.colno}" in problem["detail"]
    page.logs.drain()
    assert not any(u.endswith("/resolve") for u in page.logs.requests[sent_before:]), "a body that is not JSON was sent"
    page.shot(f"syntax-error-{python.value.lineno}-{python.value.colno}.png")


def test_invalid_scenario_shows_the_problem_and_selects_its_pointer(page):
    page.allowed_console.append(r"/resolve - Failed to load resource: the server responded with a status of 422")
    page.open()
    page.pick(EXAMPLES[0].name)
    body = json.loads(page.editor_text())
    body["root"]["supportedInterfaceOrientations"] = "sideways"
    text = json.dumps(body, indent=2)
    page.set_editor(text)
    page.run("resolve")
    status, content_type, problem = post(page.base, "resolve", text)
    assert status == 422 and content_type.startswith("application/problem+json")
    assert page.el("#problem").is_displayed()
    assert page.el("#problem-detail").text == problem["detail"]
    assert str(status) in page.el("#problem-title").text
    start, end, value = page.selection()
    expected, reached = at_pointer(json.loads(text), problem["pointer"])
    assert reached == problem["pointer"] and json.loads(value[start:end]) == expected
    line = value[:start].count("\n") + 1
    assert page.el("#editor-error").get_attribute("data-line") == str(line)
    page.shot("problem-422.png")


def test_fragment_round_trip(page):
    # An example whose event takes no event-specific member, so switching it to rotate keeps the body valid.
    example = ROOT / "examples" / "player.json"
    text = example.read_text()
    page.open(fragment_of(text, event="rotate", device="landscapeRight"))
    assert page.editor_text() == text
    assert Select(page.el("#event-override")).first_selected_option.get_attribute("value") == "rotate"
    assert Select(page.el("#device-override")).first_selected_option.get_attribute("value") == "landscapeRight"
    # The link runs the request it holds, with the switches applied to the body sent.
    body = json.loads(text)
    body["event"] = "rotate"
    body.setdefault("device", {})["orientation"] = "landscapeRight"
    status, _, answer = post(page.base, "resolve", json.dumps(body))
    assert status == 200
    assert_resolution_shown(page.shown_resolution(), answer, body)
    # Typing changes the address; opening that address gives the same text back.
    editor = page.el("#editor")
    editor.click()
    editor.send_keys(Keys.CONTROL, Keys.END)
    editor.send_keys("\n")
    edited = page.editor_text()
    assert edited == text + "\n"
    page.wait(lambda: scenario_in(page.js("return location.hash")) == edited, message="the address did not follow the edit")
    link = page.js("return location.href")
    page.open(link[len(page.base):])
    assert page.editor_text() == edited


def test_switches_override_the_body_sent(page):
    page.open()
    names = [p.name for p in EXAMPLES]
    page.pick("player.json" if "player.json" in names else names[0])
    text = page.editor_text()
    Select(page.el("#event-override")).select_by_value("rotate")
    page.wait(page.settled)
    Select(page.el("#device-override")).select_by_value("portrait")
    page.wait(page.settled)
    page.run("resolve")
    body = json.loads(text)
    body["event"] = "rotate"
    body.setdefault("device", {})["orientation"] = "portrait"
    status, _, answer = post(page.base, "resolve", json.dumps(body))
    assert status == 200 and answer["event"] == "rotate"
    assert_resolution_shown(page.shown_resolution(), answer, body)
    assert "event=rotate" in page.js("return location.hash") and "device=portrait" in page.js("return location.hash")
    assert page.editor_text() == text, "the switches must not rewrite the editor"


def test_device_outline_follows_uikit_mapping(page):
    """Device landscapeLeft (home button right) is interface landscapeRight: drawn upright, home button right."""
    multitasking = [p for p in EXAMPLES if (json.loads(p.read_text()).get("device") or {}).get("idiom") == "pad"]
    example = multitasking[0] if multitasking else EXAMPLES[0]
    page.open()
    page.pick(example.name)
    for device in ("portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"):
        Select(page.el("#device-override")).select_by_value(device)
        page.wait(page.settled)
        page.run("resolve")
        body = json.loads(page.editor_text())
        body.setdefault("device", {})["orientation"] = device
        _, _, answer = post(page.base, "resolve", json.dumps(body))
        geometry = page.js("""
            const svg = document.getElementById('device-svg');
            const angle = (el) => { const m = el.getCTM(); return Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI); };
            const box = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
            return {ui: angle(svg.querySelector('.ui')), home: box(svg.querySelector('.device-home')),
                    screen: box(svg.querySelector('.device-screen'))};""")
        if answer["outcome"] == "orientation" and answer["orientation"]["name"] == DEVICE_TO_INTERFACE[device]:
            assert geometry["ui"] == 0, f"{device}: the interface {answer['orientation']['name']} should be upright"
        dx = geometry["home"][0] - geometry["screen"][0]
        dy = geometry["home"][1] - geometry["screen"][1]
        side = ("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("bottom" if dy > 0 else "top")
        assert side == HOME_SIDE[device], f"device {device}: home button drawn at the {side}"
        if device == "landscapeLeft":
            page.shot("device-landscapeLeft.png")


def test_one_sided_masks_light_the_right_chips(page):
    """UIInterfaceOrientationLandscapeRight is raw 3 (mask bit 8) and LandscapeLeft raw 4 (bit 16): a mask with one
    landscape side lights that side's chip only."""
    for app_mask in ("landscapeRight", "landscapeLeft"):
        body = {"device": {"idiom": "phone", "systemVersion": "17.4", "orientation": "landscapeLeft"},
                "interfaceOrientation": "portrait", "event": "rotate",
                "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
                                                                           "UIInterfaceOrientationLandscapeLeft",
                                                                           "UIInterfaceOrientationLandscapeRight"]},
                        "supportedInterfaceOrientationsForWindow": app_mask},
                "root": {"class": "PlayerViewController", "supportedInterfaceOrientations": "all"}}
        text = json.dumps(body, indent=2)
        page.open()
        page.set_editor(text)
        page.run("resolve")
        status, _, answer = post(page.base, "resolve", text)
        assert status == 200 and answer["masks"]["app"]["names"] == [app_mask]
        shown = page.shown_resolution()
        assert {row["mask"]: row["on"] for row in shown["masks"]}["app"] == [app_mask]
        assert_resolution_shown(shown, answer, body)


def test_unused_members_are_shown_as_warnings(page):
    """A misspelled member is not dropped in silence: the resolve view lists the service's warnings, and the
    pointer button selects the member in the editor."""
    body = json.loads((ROOT / "examples" / "player.json").read_text())
    body["root"]["presented"]["supportedInterfaceOrientation"] = "portrait"
    text = json.dumps(body, indent=2)
    page.open()
    page.set_editor(text)
    page.run("resolve")
    status, _, answer = post(page.base, "resolve", text)
    assert status == 200 and answer["warnings"][0]["rule"] == "unknown-member"
    assert page.el("#warnings-block").is_displayed()
    shown = page.js("""return Array.from(document.querySelectorAll('#warnings li')).map((li) => [li.dataset.rule, li.dataset.path,
                        li.querySelector('.warning-message').textContent])""")
    assert shown == [[w["rule"], w["path"], w["message"]] for w in answer["warnings"]]
    page.el("#warnings button.pointer").click()
    start, end, value = page.selection()
    assert json.loads(value[start:end]) == "portrait"
    # A clean body hides the block again.
    page.pick("player.json")
    page.run("resolve")
    assert not page.el("#warnings-block").is_displayed()


def test_keyboard_shortcuts_run_resolve_and_validate(page):
    page.open()
    editor = page.el("#editor")
    editor.click()
    page.run("resolve", via=lambda: editor.send_keys(Keys.CONTROL, Keys.ENTER))
    assert page.el("#resolution").is_displayed()
    page.run("validate", via=lambda: editor.send_keys(Keys.CONTROL, Keys.SHIFT, Keys.ENTER))
    assert page.el("#validation").is_displayed()
    # Tab leaves the editor for the Resolve button, which shows the focus and runs on Enter.
    editor.send_keys(Keys.TAB)
    assert page.js("return document.activeElement.id") == "run-resolve"
    assert page.js("return getComputedStyle(document.activeElement).outlineStyle") not in ("none", "")
    page.run("resolve", via=lambda: page.driver.switch_to.active_element.send_keys(Keys.ENTER))


def test_copy_button_copies_the_exact_message(page):
    page.driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": page.base.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    page.open()
    crashing = None
    for example in EXAMPLES:
        _, _, answer = post(page.base, "resolve", example.read_text())
        if answer["outcome"] == "exception":
            crashing = example
            break
    if crashing is None:
        pytest.skip("no bundled example crashes")
    page.pick(crashing.name)
    page.run("resolve")
    page.el("#copy-exception").click()
    page.wait(lambda: page.el("#copy-exception").get_attribute("data-copied") is not None)
    assert page.el("#copy-exception").get_attribute("data-copied") == "true"
    copied = page.driver.execute_async_script("navigator.clipboard.readText().then(arguments[0], (e) => arguments[0]('ERR ' + e))")
    assert copied == answer["exception"]["message"]


def test_readable_at_375_px_without_horizontal_scroll(page):
    page.open(size=(375, 812), mobile=True)
    assert page.js("return window.innerWidth") == 375
    for example in EXAMPLES:
        page.pick(example.name)
        page.run("resolve")
        page.run("validate")
        widths = page.js("return [document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]")
        assert widths[0] <= widths[2] and widths[1] <= widths[2], f"{example.name}: {widths}"
        too_wide = page.js("""return Array.from(document.querySelectorAll('body *')).filter((el) => {
            const r = el.getBoundingClientRect(); return r.width > 0 && r.right > window.innerWidth + 0.5
              && !el.closest('#editor, #tree, .editor');}).map((el) => el.tagName + '#' + el.id + '.' + el.className).slice(0, 5)""")
        assert too_wide == [], f"{example.name}: wider than the screen: {too_wide}"
    page.shot("narrow-375.png")


def test_no_request_leaves_the_origin(page):
    page.open()
    page.run("resolve")
    page.run("validate")
    page.logs.drain()
    seen = set(page.logs.requests)
    # The check after every test only means something if the log records the page's own requests.
    assert page.base in seen and page.base + "resolve" in seen and page.base + "validate" in seen, seen


# ---- a project folder --------------------------------------------------------------------------------------------
PROJECT_FIXTURE = ROOT / "Tests" / "fixtures" / "bugs" / "vlc-donation-navigation-ignores-portrait-child" / "before"


def tar_of(folder):
    """The folder's files as one tar, paths relative to it: what the page packs (every file of this fixture is one
    the check reads)."""
    import io
    import tarfile
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                tar.add(path, arcname=str(path.relative_to(folder)))
    return buffer.getvalue()


def test_a_project_folder_is_packed_checked_and_shown_by_file(page):
    page.open()
    page.el("#project-input").send_keys(str(PROJECT_FIXTURE))
    page.wait(lambda: page.js("return document.getElementById('project-status').dataset.kind") in ("done", "problem"),
              timeout=60, message="no answer to the project")
    status = page.el("#project-status").text
    assert page.js("return document.getElementById('project-status').dataset.kind") == "done", status
    request = urllib.request.Request(page.base + "validate", data=tar_of(PROJECT_FIXTURE), method="POST",
                                     headers={"Content-Type": "application/x-tar"})
    with urllib.request.urlopen(request, timeout=60) as response:
        answer = json.loads(response.read())
    expected = set()
    for validation in answer["targets"].values():
        for f in validation["findings"]:
            expected.add(((f.get("source") or {}).get("file", "(the scenario: no file decides it)"),
                          (f.get("source") or {}).get("line"), f["rule"], f["severity"], f["message"]))
    shown = page.js("""return Array.from(document.querySelectorAll('#project-files .project-file')).flatMap((s) =>
        Array.from(s.querySelectorAll('li.project-finding')).map((li) => [s.querySelector('h4').textContent,
          li.querySelector('.where').textContent, li.dataset.rule, li.dataset.severity,
          li.querySelector('a.rule').getAttribute('href'), li.textContent]))""")
    # Every finding of the same archive, once, under its file, with its line and its rule's documentation.
    assert len(shown) == len(expected)
    for file, line, rule, severity, message in expected:
        assert any(s[0] == file and s[2] == rule and s[3] == severity and message in s[5]
                   and s[1] == (f"line {line}" if line else "file") and s[4] == f"/docs/rules.md#{rule}"
                   for s in shown), (file, line, rule)
    # The bug this fixture holds: the donation screens' portrait mask inside a plain navigation controller.
    assert any(s[2] == "container-ignores-child" and s[0].endswith(".m") for s in shown)
    files = page.js("return Array.from(document.querySelectorAll('#project-files h4')).map((h) => h.textContent)")
    assert files == sorted(files) and len(files) == len(set(files))
    coverage = page.el("#project-coverage").text
    assert coverage.startswith("Read ") and "source files" in coverage
    assert "errors" in status and "warnings" in status
    page.shot("project.png")


def test_a_folder_over_the_limit_is_refused_before_upload(page, tmp_path):
    app = tmp_path / "Huge"
    (app / "Sources").mkdir(parents=True)
    with open(app / "Sources" / "Generated.swift", "wb") as out:
        out.truncate(40 << 20)  # larger than the 32 MiB a server takes by default; sparse, never read
    (app / "notes.txt").write_text("not read by the check")
    page.open()
    page.logs.drain()
    page.logs.requests.clear()
    page.el("#project-input").send_keys(str(app))
    page.wait(lambda: page.js("return document.getElementById('project-status').dataset.kind") == "problem",
              message="no limit message")
    status = page.el("#project-status").text
    assert status.startswith("Too large to check here: 1 file the check reads") and "at most 32.0 MB" in status
    page.logs.drain()
    assert not any(u.endswith("/validate") for u in page.logs.requests), page.logs.requests
    assert page.js("return document.getElementById('project-results').hidden")
