import ListshotScenes
import ListshotStructuredText
import ListshotText

/// `GET /`: the page, one self-contained HTML file (its script and style inline, nothing
/// fetched but `/frame.png` and `/events`), light or dark as the browser is.
///
/// The URL keeps the state (`?offset=120&textSize=AX2&appearance=dark&device=iphone-se-3&zoom=2`),
/// so a view can be shared; the wheel or the slider scrolls along the layout's axis over
/// its scrollable range; `/events` redraws the frame when the file changes, keeping the
/// offset, and shows the file's error over the last good frame when it is not a scene.
enum PreviewPage {
    static func html(scene: String) -> String {
        // A text size's short name is its value (the URL stays short); its long name is accepted too.
        let textSizes = TextSize.allCases.map { option($0.shortName, "\($0.shortName) · \($0.rawValue)", name: $0.rawValue) }.joined()
        let devices = DevicePreset.all.map { option($0.name, $0.name) }.joined()
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>listshot preview · \(HTMLText.escaped(scene))</title>
            <style>
            :root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
            body { margin: 0; background: Canvas; color: CanvasText; }
            header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 16px; border-bottom: 1px solid #8884; }
            header h1 { font-size: 15px; margin: 0; font-weight: 600; }
            label { display: inline-flex; gap: 6px; align-items: center; }
            #offset { font-variant-numeric: tabular-nums; min-width: 5ch; display: inline-block; text-align: right; }
            select { max-width: 11em; }
            main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
            #stage { overflow: hidden; border: 1px solid #8886; border-radius: 6px; line-height: 0; }
            #frame { display: block; image-rendering: auto; }
            #slider.y { writing-mode: vertical-lr; }
            main:has(#slider.x) { flex-direction: column; }
            #live { margin-left: auto; font-size: 13px; }
            #live.on { color: #248a3d; }
            #live.off { color: #8e8e93; }
            @media (prefers-color-scheme: dark) { #live.on { color: #30d158; } }
            #error { white-space: pre-wrap; font: 13px ui-monospace, monospace; color: #b00020; background: #b0002014; border: 1px solid #b0002066; border-radius: 6px; padding: 8px 12px; margin: 12px 16px 0; }
            @media (prefers-color-scheme: dark) { #error { color: #ff8a80; } }
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escaped(scene))</h1>
            <label>Offset <span id="offset">0</span> pt</label>
            <label>Text size <select id="textSize"><option value="">scene's</option>\(textSizes)</select></label>
            <label>Appearance <select id="appearance"><option value="">scene's</option>\(option("light", "light"))\(option("dark", "dark"))</select></label>
            <label>Device <select id="device"><option value="">scene's</option>\(devices)</select></label>
            <label>Zoom <select id="zoom"><option value="1">1x</option><option value="2">2x</option></select></label>
            <span id="live" class="off">○ not following edits</span>
            </header>
            <div id="error" hidden></div>
            <main>
            <div id="stage"><img id="frame" alt="the frame"></div>
            <input id="slider" type="range" step="1" aria-label="offset">
            </main>
            <script>
            "use strict";
            const $ = (id) => document.getElementById(id);
            const url = new URL(location.href);
            const state = { offset: null, range: [0, 0], axis: "y", viewport: [390, 844, 2] };
            if (url.searchParams.has("offset")) state.offset = Number(url.searchParams.get("offset"));
            // A URL's value picks its option as the server reads it (either name, any case); a value
            // no option has is still sent, so that the server's 400 says what is wrong with it.
            for (const name of ["textSize", "appearance", "device", "zoom"]) {
              const value = url.searchParams.get(name);
              if (value === null) continue;
              const same = (text) => text !== undefined && text.toLowerCase() === value.toLowerCase();
              const match = [...$(name).options].find((option) => same(option.value) || same(option.dataset.name));
              if (!match) $(name).add(new Option(value, value));
              $(name).value = match ? match.value : value;
            }
            let drawn = null, version = 0, loading = false, again = false, objectURL = null;
            function query(withVersion) {
              const q = new URLSearchParams();
              if (state.offset !== null) q.set("offset", String(state.offset));
              for (const name of ["textSize", "appearance", "device"]) if ($(name).value) q.set(name, $(name).value);
              if ($("zoom").value !== "1") q.set("zoom", $("zoom").value);
              if (withVersion) q.set("v", String(version));
              return q;
            }
            function showError(message) { $("error").textContent = message; $("error").hidden = !message; }
            // `drawn` is the offset of the frame shown; state.offset may be newer (the wheel or the
            // slider moved on while that frame was drawn), and a frame for it is on its way.
            function place() {
              const zoom = Number($("zoom").value) || 1;
              $("frame").style.width = (state.viewport[0] * zoom) + "px";
              // The slider is as long as the frame along the axis it scrolls.
              const length = (state.axis === "x" ? state.viewport[0] : state.viewport[1]) * zoom;
              $("slider").style.width = state.axis === "x" ? length + "px" : "";
              $("slider").style.height = state.axis === "x" ? "" : length + "px";
              const [low, high] = state.range;
              const slider = $("slider");
              slider.className = state.axis;
              slider.min = String(Number.isFinite(low) ? low : state.offset - 5000);
              slider.max = String(Number.isFinite(high) ? high : state.offset + 5000);
              if (!again) slider.value = String(state.offset);
              $("offset").textContent = String(drawn);
              $("frame").dataset.offset = String(drawn);
              const shared = query(false).toString();
              history.replaceState(null, "", shared ? "?" + shared : location.pathname);
            }
            async function load() {
              if (loading) { again = true; return; }
              loading = true;
              try {
                version += 1;
                const requested = state.offset;
                const response = await fetch("/frame.png?" + query(true).toString(), { cache: "no-store" });
                if (!response.ok) { showError(await response.text()); return; }
                const range = response.headers.get("X-Listshot-Offset-Range").split(" ").map(Number);
                state.range = range.map((v, i) => Number.isNaN(v) ? (i ? Infinity : -Infinity) : v);
                state.axis = response.headers.get("X-Listshot-Axis");
                state.viewport = response.headers.get("X-Listshot-Viewport").split(" ").map(Number);
                drawn = Number(response.headers.get("X-Listshot-Offset"));
                if (state.offset === requested) state.offset = drawn;
                const blob = await response.blob();
                if (objectURL) URL.revokeObjectURL(objectURL);
                objectURL = URL.createObjectURL(blob);
                await new Promise((done) => { $("frame").onload = done; $("frame").onerror = done; $("frame").src = objectURL; });
                showError("");
                place();
              } catch (error) {
                showError("the preview server is not answering: " + error);
              } finally {
                loading = false;
                if (again) { again = false; load(); }
              }
            }
            function scrollTo(offset) {
              const [low, high] = state.range;
              state.offset = Math.round(Math.min(Math.max(offset, low), high));
              $("offset").textContent = String(state.offset);
              load();
            }
            $("stage").addEventListener("wheel", (event) => {
              event.preventDefault();
              const delta = state.axis === "x" ? (event.deltaX || event.deltaY) : event.deltaY;
              scrollTo((state.offset ?? 0) + delta);
            }, { passive: false });
            $("slider").addEventListener("input", () => scrollTo(Number($("slider").value)));
            for (const name of ["textSize", "appearance", "device"]) $(name).addEventListener("change", load);
            $("zoom").addEventListener("change", place);
            // The badge says whether edits reach the page: the event stream is open, or the
            // server stopped (EventSource tries again by itself; the badge follows).
            function live(on) {
              $("live").className = on ? "on" : "off";
              $("live").textContent = on ? "● following edits" : "○ not following edits (is listshot preview running?)";
            }
            // After a reconnection (the server started again), the frame is drawn anew.
            let opened = false;
            const events = new EventSource("/events");
            events.addEventListener("open", () => { if (opened) load(); opened = true; live(true); });
            events.addEventListener("reload", load);
            events.addEventListener("error", (event) => {
              if (event.data) showError(event.data); else if (events.readyState !== EventSource.OPEN) live(false);
            });
            load();
            </script>
            </body>
            </html>

            """
    }

    private static func option(_ value: String, _ title: String, name: String? = nil) -> String {
        "<option value=\"\(HTMLText.escaped(value))\"\(name.map { " data-name=\"\(HTMLText.escaped($0))\"" } ?? "")>\(HTMLText.escaped(title))</option>"
    }
}
