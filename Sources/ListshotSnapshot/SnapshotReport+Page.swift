// The report page's inline style sheet and script: no fonts, images or scripts from
// anywhere else, so the page works from file:// with no network.

extension SnapshotReport {
    /// Light page, the four panels (expected, actual, diff, slider) in a row when they fit.
    static let styleSheet = """

        :root { color-scheme: light; --gutter: 16px; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; background: #f2f2f4; }
        header { padding: 20px var(--gutter) 8px; background: #fff; border-bottom: 1px solid #d8d8dc; }
        h1 { margin: 0; font-size: 22px; }
        .count { margin: 4px 0 8px; font-weight: 600; color: #c4211a; }
        .count.passed { color: #1a7f37; }
        .run { margin: -4px 0 8px; color: #6e6e73; }
        .none-failed { margin-top: var(--gutter); padding: 12px var(--gutter); background: #fff; border: 1px solid #d8d8dc; border-radius: 8px; }
        nav ol { margin: 0 0 8px; padding-left: 24px; }
        nav a { color: #0a58ca; }
        main { padding: 0 var(--gutter) var(--gutter); }
        .failure { margin-top: var(--gutter); padding: 12px var(--gutter) var(--gutter); background: #fff; border: 1px solid #d8d8dc; border-radius: 8px; }
        h2 { margin: 0 0 6px; font-size: 17px; overflow-wrap: anywhere; }
        h2 .number { display: inline-block; min-width: 1.6em; padding: 0 6px; margin-right: 4px; border-radius: 10px; background: #c4211a; color: #fff; text-align: center; font-size: 13px; vertical-align: 2px; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 6px; }
        dt { color: #6e6e73; }
        dd { margin: 0; overflow-wrap: anywhere; }
        code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        .summary { margin: 0 0 12px; padding: 6px 10px; background: #fff4f2; border-left: 3px solid #c4211a; white-space: pre-wrap; overflow-wrap: anywhere; }
        .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: var(--gutter); align-items: start; }
        figure { margin: 0; min-width: 0; }
        figcaption { margin-bottom: 4px; font-weight: 600; }
        figure a { display: block; }
        img { display: block; max-width: none; width: 100%; height: auto; image-rendering: pixelated; background: repeating-conic-gradient(#e4e4e8 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        figure a img, .stage { outline: 1px solid #c7c7cc; }
        img.reduced { image-rendering: auto; }
        .none { padding: 24px 8px; border: 1px dashed #a1a1a6; border-radius: 6px; color: #6e6e73; text-align: center; }
        .sides { display: flex; justify-content: space-between; }
        .sides span:nth-child(2) { font-weight: normal; color: #6e6e73; }
        .stage { position: relative; overflow: hidden; }
        .stage .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--split, 50%)); }
        .stage .over img, .stage.fitted img { position: absolute; top: 0; left: 0; }
        .stage .divider { position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px; margin-left: -1px; background: #ff2d95; pointer-events: none; }
        .slider { display: block; width: 100%; margin: 6px 0 0; }
        .composite { margin: 10px 0 0; }
        .composite a { color: #0a58ca; }

        """

    /// Scales each failure's images by one factor (the widest fills its panel), marks the
    /// ones shown smaller than their pixels for smooth scaling, and moves the slider's line.
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
          document.querySelectorAll(".slider").forEach(function (slider) {
            var stage = slider.parentNode.querySelector(".stage");
            function move() { stage.style.setProperty("--split", slider.value + "%"); }
            slider.addEventListener("input", move);
            move();
          });
        })();

        """
}
