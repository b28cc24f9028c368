# A Homebrew formula for orientd, for a tap (docs/ci.md, "Homebrew"). At each release: set url to the release's
# tag, sha256 to `shasum -a 256` of that tarball, and OWNER to the account that hosts orientd.
# Not yet run: no macOS machine has built or installed it (the test block's commands were run by hand against the
# Linux build).
class Orientd < Formula
  desc "Finds iOS apps' interface-orientation crashes and App Store rejections off the device"
  homepage "https://github.com/OWNER/orientd"
  url "https://github.com/OWNER/orientd/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/orientd.git", branch: "main"

  # Package.swift: swift-tools-version 6.2 (Xcode 26) and platforms macOS 15.
  depends_on xcode: ["26.0", :build]
  depends_on "pkgconf" => :build # SwiftPM finds libmicrohttpd through pkg-config (the systemLibrary target)
  depends_on "libmicrohttpd"
  depends_on macos: :sequoia

  def install
    # --disable-sandbox: Homebrew already builds in a sandbox, inside which SwiftPM cannot start its own (the one it
    # runs manifests and build plugins in, such as EmbedDocuments, which writes the served documents into the binary).
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "orientd"
    bin.install ".build/release/orientd"
  end

  test do
    # examples/tabbar-without-selection.json: a forwarding tab bar whose selectedIndex was never set forwards its
    # rotation methods to nil, and UIKit raises E2' (exit 1, one finding in the compiler's format).
    (testpath/"tabbar.json").write <<~JSON
      {
        "device": { "idiom": "phone", "systemVersion": "12.0" },
        "root": {
          "class": "LoginViewController", "supportedInterfaceOrientations": "portrait",
          "presented": {
            "class": "BaseTabBarController", "kind": "tabBarController", "forwardsToChild": true,
            "children": [
              { "class": "BaseNavigationController", "kind": "navigationController", "forwardsToChild": true,
                "children": [ { "class": "BaseViewController", "shouldAutorotate": false,
                                "supportedInterfaceOrientations": "portrait",
                                "preferredInterfaceOrientationForPresentation": "portrait" } ] }
            ]
          }
        }
      }
    JSON
    output = shell_output("#{bin}/orientd validate --format text tabbar.json", 1)
    assert_match "tabbar.json: error: [forwarding-to-nil-child] BaseTabBarController forwards", output
    assert_match "UIKit raises E2", output

    # A portrait app with one portrait controller: valid (exit 0), no finding.
    (testpath/"portrait.json").write <<~JSON
      { "root": { "class": "HomeViewController", "supportedInterfaceOrientations": "portrait" } }
    JSON
    assert_empty shell_output("#{bin}/orientd validate --format text portrait.json")
    assert_match '"valid":true', shell_output("#{bin}/orientd validate portrait.json")

    assert_match(/\A\d+\.\d+\.\d+\n\z/, shell_output("#{bin}/orientd --version"))
    assert_equal version.to_s, shell_output("#{bin}/orientd --version").strip unless version.head?
  end
end
