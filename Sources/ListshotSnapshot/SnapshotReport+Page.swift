// The report page's inline style sheet and script: no fonts, images or scripts from
// anywhere else, so the page works from file:// with no network.

extension SnapshotReport {
    /// A light or dark page as the reader's system prefers; the four panels (expected,
    /// actual, diff, slider) in a row when they fit; the zoomed crops below them.
    static let styleSheet = """

        :root { color-scheme: light dark; --gutter: 16px;
          --text: #1d1d1f; --muted: #6e6e73; --page: #f2f2f4; --card: #fff; --line: #d8d8dc; --frame: #c7c7cc;
          --fail: #c4211a; --fail-soft: #fff4f2; --pass: #1a7f37; --link: #0a58ca; --check-a: #e4e4e8; --check-b: #fff; --code: #f5f5f7; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f2f2f7; --muted: #a1a1a6; --page: #161618; --card: #232326; --line: #3a3a3e; --frame: #545458;
            --fail: #ff6b61; --fail-soft: #3a2220; --pass: #4cc26b; --link: #6ea8fe; --check-a: #3a3a3e; --check-b: #2c2c2e; --code: #2c2c2e; }
        }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); background: var(--page); }
        header { padding: 20px var(--gutter) 8px; background: var(--card); border-bottom: 1px solid var(--line); }
        h1 { margin: 0; font-size: 22px; }
        .count { margin: 4px 0 8px; font-weight: 600; color: var(--fail); }
        .count.passed { color: var(--pass); }
        .run { margin: -4px 0 8px; color: var(--muted); }
        .accept { margin: 0 0 8px; }
        .none-failed { margin-top: var(--gutter); padding: 12px var(--gutter); background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
        nav ol { margin: 0 0 8px; padding-left: 24px; }
        a { color: var(--link); }
        main { padding: 0 var(--gutter) var(--gutter); }
        .assertion { margin-top: var(--gutter); padding: 12px var(--gutter) var(--gutter); background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 8px; }
        h2 { margin: 0 0 4px; font-size: 17px; overflow-wrap: anywhere; }
        .tally { margin: 0 0 4px; color: var(--fail); font-weight: 600; }
        .failure { margin-top: 12px; padding-top: 12px; border-top: 1px solid var(--line); }
        h3 { margin: 0 0 6px; font-size: 15px; }
        .number { display: inline-block; min-width: 1.6em; padding: 0 6px; margin-right: 4px; border-radius: 10px; background: var(--fail); color: var(--card); text-align: center; font-size: 13px; vertical-align: 1px; }
        .row.passed { margin: 8px 0 0; padding-top: 8px; border-top: 1px solid var(--line); color: var(--muted); overflow-wrap: anywhere; }
        .mark { color: var(--pass); font-weight: 700; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 6px; }
        dt { color: var(--muted); }
        dd { margin: 0; overflow-wrap: anywhere; }
        code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        .accept code, .accept-one code { padding: 1px 5px; border-radius: 4px; background: var(--code); overflow-wrap: anywhere; }
        .summary { margin: 0 0 12px; padding: 6px 10px; background: var(--fail-soft); border-left: 3px solid var(--fail); white-space: pre-wrap; overflow-wrap: anywhere; }
        .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: var(--gutter); align-items: start; }
        figure { margin: 0; min-width: 0; }
        figcaption { margin-bottom: 4px; font-weight: 600; }
        figure a { display: block; }
        img { display: block; max-width: none; width: 100%; height: auto; image-rendering: pixelated; background: repeating-conic-gradient(var(--check-a) 0% 25%, var(--check-b) 0% 50%) 0 0 / 16px 16px; }
        figure a img, .stage, .crop { outline: 1px solid var(--frame); }
        img.reduced { image-rendering: auto; }
        .none { padding: 24px 8px; border: 1px dashed var(--frame); border-radius: 6px; color: var(--muted); text-align: center; }
        .sides { display: flex; justify-content: space-between; }
        .sides span:nth-child(2) { font-weight: normal; color: var(--muted); }
        .stage { position: relative; overflow: hidden; }
        .stage .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split, 50%)); }
        .stage .over img, .stage.fitted img { position: absolute; top: 0; left: 0; }
        .stage .divider { position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px; margin-left: -1px; background: #ff2d95; pointer-events: none; }
        .slider { display: block; width: 100%; margin: 6px 0 0; }
        .zoom { margin-top: var(--gutter); }
        .crops { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--gutter); align-items: start; }
        .crop-panel span { display: block; margin-bottom: 2px; color: var(--muted); }
        .crop { position: relative; overflow: hidden; }
        .crop img { position: absolute; width: auto; }
        .composite, .accept-one { margin: 10px 0 0; }
        .passed-assertions { margin-top: var(--gutter); padding: 10px var(--gutter); background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--pass); border-radius: 8px; }
        .passed-assertions summary { cursor: pointer; font-weight: 600; color: var(--pass); }
        .passed-assertions ul { margin: 6px 0 0; padding-left: 20px; }
        .passed-assertions li { overflow-wrap: anywhere; }
        .passed-assertions .where { color: var(--muted); }

        """

    /// Scales each failure's images by one factor (the widest fills its panel), marks the
    /// ones shown smaller than their pixels for smooth scaling, scales each crop of the
    /// changed region to fill its panel but never to less than 1.25 × the scale of the full
    /// images (hiding the zoom when it cannot), and moves the slider's line.
    static let script = """

        (function () {
          "use strict";
          function fit(images, stage) {
            var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
            if (loaded.length === 0) return;
            var width = Math.max.apply(null, loaded.map(function (i) { return i.naturalWidth; }));
            var height = Math.max.apply(null, loaded.map(function (i) { return i.naturalHeight; }));
            if (stage) {
              stage.style.aspectRatio = width + " / " + height;
              stage.classList.add("fitted");
            }
            loaded.forEach(function (i) { i.style.width = (100 * i.naturalWidth / width) + "%"; });
            loaded.forEach(function (i) {
              var shown = i.getBoundingClientRect().width * (window.devicePixelRatio || 1);
              i.classList.toggle("reduced", shown + 0.5 < i.naturalWidth);
            });
          }
          var groups = [];
          document.querySelectorAll(".images").forEach(function (row) {
            groups.push({ images: Array.prototype.slice.call(row.querySelectorAll(":scope > figure > a > img")), stage: null });
          });
          document.querySelectorAll(".stage").forEach(function (stage) {
            groups.push({ images: Array.prototype.slice.call(stage.querySelectorAll("img")), stage: stage });
          });
          function fitAll() { groups.forEach(function (g) { fit(g.images, g.stage); }); }
          groups.forEach(function (g) {
            g.images.forEach(function (i) {
              i.addEventListener("load", function () { fit(g.images, g.stage); });
            });
          });
          window.addEventListener("resize", fitAll);
          fitAll();
          document.querySelectorAll(".crop").forEach(function (crop) {
            var r = crop.dataset.region.split(" ").map(Number), image = crop.querySelector("img");
            function place() {
              if (!image.complete || image.naturalWidth === 0) return;
              image.style.width = (100 * image.naturalWidth / r[2]) + "%";
              image.style.left = (-100 * r[0] / r[2]) + "%";
              image.style.top = (-100 * r[1] / r[3]) + "%";
            }
            image.addEventListener("load", place);
            place();
          });
          // Each zoom's crops fill their panels, up to 8 × and as tall as the full images or
          // 360 px, whichever is taller; a zoom that would not show the region at least
          // 1.25 × as large as the full images beside it does is hidden.
          var zooms = [];
          document.querySelectorAll(".zoom").forEach(function (zoom) {
            var failure = zoom.closest(".failure");
            var full = failure ? Array.prototype.slice.call(failure.querySelectorAll(".images > figure > a > img")) : [];
            zooms.push({ zoom: zoom, full: full, crops: Array.prototype.slice.call(zoom.querySelectorAll(".crop")) });
          });
          function size(z) {
            var loaded = z.full.filter(function (i) { return i.complete && i.naturalWidth > 0; });
            var fullScale = 0, fullHeight = 0;
            loaded.forEach(function (i) {
              var box = i.getBoundingClientRect();
              fullScale = Math.max(fullScale, box.width / i.naturalWidth);
              fullHeight = Math.max(fullHeight, box.height);
            });
            z.zoom.hidden = false;
            var enlarges = true;
            z.crops.forEach(function (crop) {
              var r = crop.dataset.region.split(" ").map(Number);
              var scale = Math.min(crop.parentNode.clientWidth / r[2], 8, Math.max(360, fullHeight) / r[3]);
              crop.style.maxWidth = "none";
              crop.style.width = (r[2] * scale) + "px";
              if (scale < 1.25 * fullScale) enlarges = false;
            });
            z.zoom.hidden = !enlarges;
          }
          function sizeAll() { zooms.forEach(size); }
          zooms.forEach(function (z) {
            z.full.forEach(function (i) { i.addEventListener("load", function () { size(z); }); });
          });
          window.addEventListener("resize", sizeAll);
          sizeAll();
          document.querySelectorAll(".slider").forEach(function (slider) {
            var stage = slider.parentNode.querySelector(".stage");
            function move() { stage.style.setProperty("--split", slider.value + "%"); }
            slider.addEventListener("input", move);
            move();
          });
        })();

        """
}
