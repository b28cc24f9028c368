#!/usr/bin/env python3
"""Writes a large, realistic Swift app for bench/sources.sh: FILES files (default 3,000) of about 20 KB each, with
view controllers that override orientation answers (literal, branched, forwarding, property-backed), present each
other, a scene delegate that sets the window's root, and ordinary UIKit code around them (layout, data sources,
networking shapes) so the parser sees what real apps hold. Deterministic (seeded). Usage: make_sources.py DIR [FILES]"""
import os
import random
import sys

MASKS = [".portrait", ".landscape", ".all", ".allButUpsideDown", "[.portrait, .landscapeLeft]", "[.landscapeLeft, .landscapeRight]"]
ORIENTATIONS = [".portrait", ".landscapeLeft", ".landscapeRight"]


def controller(index, count, rng):
    name = f"Screen{index}ViewController"
    kind = rng.random()
    lines = ["import UIKit", "", f"final class {name}: UIViewController, UITableViewDataSource, UITableViewDelegate {{",
             "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
             "    private var items: [String] = []",
             "    var isLocked = false", ""]
    if kind < 0.3:
        lines += [f"    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {{ {rng.choice(MASKS)} }}", ""]
    elif kind < 0.45:
        lines += ["    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {",
                  f"        isLocked ? {rng.choice(MASKS)} : {rng.choice(MASKS)}", "    }", ""]
    elif kind < 0.55:
        lines += ["    override var shouldAutorotate: Bool { true }",
                  "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {",
                  f"        {rng.choice(ORIENTATIONS)}", "    }", ""]
    lines += ["    override func viewDidLoad() {", "        super.viewDidLoad()",
              "        view.backgroundColor = .systemBackground", "        tableView.dataSource = self",
              "        tableView.delegate = self", "        tableView.translatesAutoresizingMaskIntoConstraints = false",
              "        view.addSubview(tableView)", "        NSLayoutConstraint.activate([",
              "            tableView.topAnchor.constraint(equalTo: view.topAnchor),",
              "            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
              "            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),",
              "            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),", "        ])",
              "        load()", "    }", ""]
    target = rng.randrange(count)
    lines += ["    func showNext() {", f"        let next = Screen{target}ViewController()",
              f"        next.modalPresentationStyle = {rng.choice(['.fullScreen', '.pageSheet', '.formSheet', '.overFullScreen'])}",
              "        present(next, animated: true)", "    }", ""]
    # Ordinary code to make the file the size of a real screen.
    for method in range(rng.randrange(34, 46)):
        lines += [f"    private func helper{method}(_ value: Int, label: String) -> String {{",
                  "        var result = label", "        for step in 0..<value where step % 3 == 0 {",
                  "            result += String(step)", "            if result.count > 40 { break }", "        }",
                  "        switch value {", "        case 0: return result.uppercased()", "        case 1...10: return result.lowercased()",
                  "        default: return result + \"…\"", "        }", "    }", ""]
    lines += ["    private func load() {", "        Task { @MainActor in", "            items = (0..<50).map { \"Row \\($0)\" }",
              "            tableView.reloadData()", "        }", "    }", "",
              "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }", "",
              "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
              "        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
              "        var content = cell.defaultContentConfiguration()", "        content.text = items[indexPath.row]",
              "        cell.contentConfiguration = content", "        return cell", "    }", "}", ""]
    return name, "\n".join(lines)


def main():
    directory = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    rng = random.Random(20261124)
    os.makedirs(directory, exist_ok=True)
    for index in range(count):
        name, text = controller(index, count, rng)
        folder = os.path.join(directory, f"Feature{index // 100}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name + ".swift"), "w") as file:
            file.write(text)
    with open(os.path.join(directory, "SceneDelegate.swift"), "w") as file:
        file.write("import UIKit\n\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n\n"
                   "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {\n"
                   "        guard let windowScene = scene as? UIWindowScene else { return }\n"
                   "        let window = UIWindow(windowScene: windowScene)\n"
                   "        window.rootViewController = UINavigationController(rootViewController: Screen0ViewController())\n"
                   "        self.window = window\n        window.makeKeyAndVisible()\n    }\n}\n")


if __name__ == "__main__":
    main()
