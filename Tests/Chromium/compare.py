#!/usr/bin/env python3
"""Draws the `chat` and `contacts-rtl` built-in scenes' text in headless Chromium with
listshot's bundled fonts, to compare with listshot's own frames by eye (issue 12).

    python3 Tests/Chromium/compare.py [OUT]      # default OUT: /tmp/listshot-chromium

Writes OUT/chat-chromium.png and OUT/contacts-rtl-chromium.png (390 pt wide, 2 pixels per
point, the top of each scene) beside OUT/chat-listshot.png and OUT/contacts-rtl-listshot.png,
drawn by `swift run listshot render` (or by the binary $LISTSHOT names). The pages are built from the scenes' example files
(Sources/ListshotScenes/BuiltIns/Examples/*.json), so the strings are the same; the layout (bubble
margins, radii, row heights) is copied from the files by hand in the CSS below. Needs
Debian's `chromium`.
"""
import html, json, os, pathlib, shutil, subprocess, sys

root = pathlib.Path(__file__).resolve().parents[2]
out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/listshot-chromium")
out.mkdir(parents=True, exist_ok=True)
fonts = root / "Fonts"

# listshot's fallback order: Inter, then DejaVu Sans (Hebrew, Arabic), Droid Sans Fallback, Noto Color Emoji.
FACES = f"""
@font-face {{ font-family: LS-Inter; src: url('file://{fonts}/Inter-Regular.otf'); font-weight: 400; }}
@font-face {{ font-family: LS-Inter; src: url('file://{fonts}/Inter-SemiBold.otf'); font-weight: 600; }}
@font-face {{ font-family: LS-DejaVu; src: url('file://{fonts}/DejaVuSans.ttf'); }}
@font-face {{ font-family: LS-Droid; src: url('file://{fonts}/DroidSansFallback.ttf'); }}
@font-face {{ font-family: LS-Emoji; src: url('file://{fonts}/NotoColorEmoji.ttf'); }}
html, body {{ margin: 0; width: 390px; background: #fff;
  font-family: LS-Inter, LS-DejaVu, LS-Droid, LS-Emoji; font-size: 17px; }}
"""

def example(name):
    return json.loads((root / "Sources/ListshotScenes/BuiltIns/Examples" / f"{name}.json").read_text())

def chat_page():
    scene = example("chat")
    rows = []
    for section in scene["sections"]:
        rows.append(f'<div class="header">{html.escape(section["header"]["text"])}</div>')
        for row in section["rows"]:
            # dir=auto: each message's direction from its first strong letter, as FriBidi's
            # natural direction; text-align: start aligns it on that side (alignment: natural).
            rows.append(f'<div class="row {row["cell"]}"><div class="bubble" dir="auto">{html.escape(row["text"])}</div></div>')
    css = FACES + """
.header { background: #F7F7F7; color: #000; padding: 0 16px; height: 28px; line-height: 28px; }
.row { display: flex; padding: 3px 72px 3px 12px; }
.row.mine { justify-content: flex-end; padding: 3px 12px 3px 72px; }
.bubble { padding: 8px 14px; border-radius: 18px; background: #F2F2F7; color: #000; text-align: start; }
.mine .bubble { background: #007AFF; color: #fff; }
"""
    return f"<!doctype html><meta charset=utf-8><style>{css}</style>" + "\n".join(rows)

def contacts_page(count=16):
    scene = example("contacts-rtl")
    lists = scene["sections"][0]["generate"]["lists"]
    rows = []
    # dir=auto, as listshot's natural direction: the first strong letter's, and left to right
    # without one (the phone numbers; inheriting the page's rtl would put "+972" at the right).
    for i in range(count):
        name, initials = lists["name"][i % 8], lists["initials"][i % 8]
        color = lists["color"][i % 6]
        rows.append(
            f'<div class="row"><div class="avatar" style="background:{color}">{html.escape(initials)}</div>'
            f'<div class="text"><div class="name" dir="auto">{html.escape(name)} {i}</div>'
            f'<div class="phone" dir="auto">+972 50 {i:06d}</div></div></div>')
    css = FACES + """
.row { position: relative; height: 60px; border-bottom: 0.5px solid #C6C6C8; margin-right: 68px; }
.avatar { position: absolute; right: -52px; top: 10px; width: 40px; height: 40px; border-radius: 20px;
  color: #fff; font-weight: 600; text-align: center; line-height: 40px; }
.text { position: absolute; right: 0; left: 0; top: 0; }
.name { position: absolute; right: 0; top: 6px; font-size: 17px; }
.phone { position: absolute; right: 0; top: 32px; font-size: 13px; color: #8E8E93; }
"""
    return f"<!doctype html><html dir=rtl><meta charset=utf-8><style>{css}</style>" + "\n".join(rows)

chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    sys.exit("compare.py: chromium is not installed (apt-get install chromium)")
for name, page in [("chat", chat_page()), ("contacts-rtl", contacts_page())]:
    path = out / f"{name}.html"
    path.write_text(page)
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files",
         "--force-device-scale-factor=2", "--window-size=390,844", "--virtual-time-budget=10000", f"--screenshot={out / (name + '-chromium.png')}",
         path.as_uri()], check=True, stderr=subprocess.DEVNULL)
    listshot = [os.environ["LISTSHOT"]] if "LISTSHOT" in os.environ else ["swift", "run", "-q", "listshot"]
    subprocess.run(listshot + ["render", name, "--offset", "0", "-o", str(out / f"{name}-listshot.png")],
                   cwd=root, check=True)
    print(out / f"{name}-chromium.png", out / f"{name}-listshot.png")
