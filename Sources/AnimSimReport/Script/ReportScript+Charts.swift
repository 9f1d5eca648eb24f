extension ReportScript {
    /// The divergence strip (a canvas, one cell per frame, coloured by the largest distance
    /// between strategies; the worst frame marked) and the small multiples: per view its
    /// distance from the layout's centre, speed and distance between strategies, per
    /// parameter its value, each with a cursor at the current frame.
    static let charts = #"""
    const cursors = [];
    function heat(f) {
      // Dark blue-grey at 0 through purple and orange to hot yellow at the maximum.
      const stops = [[34, 36, 45], [94, 60, 153], [255, 120, 40], [255, 230, 90]];
      const x = Math.max(0, Math.min(1, f)) * (stops.length - 1), i = Math.min(stops.length - 2, Math.floor(x)), u = x - i;
      const c = stops[i].map((a, j) => Math.round(a + (stops[i + 1][j] - a) * u));
      return "rgb(" + c.join(",") + ")";
    }
    function buildStrip() {
      const strip = $("strip"), gaps = D.strip.gap, max = Math.max.apply(null, gaps.concat([0]));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(N, 600); canvas.height = 1;
      const g = canvas.getContext("2d");
      for (let k = 0; k < N; k++) {
        g.fillStyle = heat(max > 0 ? gaps[k] / max : 0);
        g.fillRect(Math.floor(k * canvas.width / N), 0, Math.ceil(canvas.width / N), 1);
      }
      strip.appendChild(canvas);
      const cursor = document.createElement("div"); cursor.id = "strip-cursor"; strip.appendChild(cursor);
      const x = k => (N > 1 ? (k + 0.5) / N : 0.5) * 100 + "%";
      strip.addEventListener("click", e => {
        const r = strip.getBoundingClientRect();
        play(false); setFrame(Math.floor((e.clientX - r.left) / r.width * N));
      });
      const w = D.strip.worst;
      if (w !== null) {
        const mark = document.createElement("button");
        mark.id = "worst"; mark.textContent = "▼"; mark.style.left = x(w); mark.dataset.frame = w;
        mark.title = "worst instant: " + fmt(gaps[w], 2) + " pt at t = " + fmt(D.frames[w].t, 3) + " s";
        mark.addEventListener("click", e => { e.stopPropagation(); jumpWorst(); });
        strip.appendChild(mark);
        $("strip-caption").textContent = "Distance between the strategies at each frame, up to " + fmt(max, 2) +
          " pt (" + D.strip.view[w] + " at t = " + fmt(D.frames[w].t, 3) + " s, frame " + w + ", marked ▼; W jumps there).";
      } else {
        $("strip-caption").textContent = "The strategies never part: the strip is dark at every frame.";
      }
      onFrame(k => { cursor.style.left = "calc(" + x(k) + " - 1px)"; });
    }
    // fromZero: speeds and distances between strategies start at 0; other quantities span
    // their own range, so a 92–130 pt swing is not squashed against a 0 it never reaches.
    // A null value is a frame where the view is not drawn: the curve breaks there, and
    // `present` (a view's frames drawn) marks each arrival (green) and departure (red).
    function chart(parent, title, lines, unit, fromZero, present) {
      const W = 240, H = 64, top = 12, all = [].concat.apply([], lines.map(l => l.values)).filter(v => v !== null);
      if (!all.length) all.push(0);
      let lo = Math.min.apply(null, all.concat(fromZero ? [0] : [])), hi = Math.max.apply(null, all.concat(fromZero ? [0] : []));
      if (hi - lo < 1e-9) { if (fromZero) hi = lo + 1; else { lo -= 0.5; hi += 0.5; } }
      const root = svg("svg", {class: "chart", viewBox: "0 0 " + W + " " + (H + top)}, parent);
      svg("text", {class: "label", x: 0, y: 9}, root).textContent = title + " (" + (fromZero ? "" : fmt(Math.min.apply(null, all), 1) + "–") +
        fmt(Math.max.apply(null, all), 1) + unit + ")";
      svg("line", {class: "axis", x1: 0, x2: W, y1: top + H, y2: top + H}, root);
      const px = k => N > 1 ? k / (N - 1) * W : 0, py = v => top + H - (v - lo) / (hi - lo) * H;
      for (const l of lines) {
        let run = [];
        const flush = () => { if (run.length) svg("polyline", {class: l.cls, points: run.join(" ")}, root); run = []; };
        l.values.forEach((v, k) => { if (v === null) flush(); else run.push(px(k).toFixed(1) + "," + py(v).toFixed(1)); });
        flush();
      }
      (present || []).forEach((here, k) => {
        if (k === 0 || here === present[k - 1]) return;
        const mark = svg("line", {class: here ? "arrive" : "leave", x1: px(k), x2: px(k), y1: top, y2: top + H}, root);
        svg("title", {}, mark).textContent = (here ? "arrives" : "leaves") + " at t = " + fmt(D.frames[k].t, 3) + " s";
      });
      const cursor = svg("line", {class: "cursor", y1: top, y2: top + H}, root);
      cursors.push(k => { cursor.setAttribute("x1", px(k)); cursor.setAttribute("x2", px(k)); });
      root.addEventListener("click", e => {
        const r = root.getBoundingClientRect();
        play(false); setFrame((e.clientX - r.left) / r.width * (N - 1));
      });
    }
    function card(parent, heading, view) {
      const c = document.createElement("div");
      c.className = "card";
      if (view) {
        c.dataset.view = view;
        c.addEventListener("mouseenter", () => hover(view)); c.addEventListener("mouseleave", () => hover(null));
      }
      const h = document.createElement("h3"); h.textContent = heading; c.appendChild(h);
      parent.appendChild(c);
      return c;
    }
    function note(parent, text) { const p = document.createElement("p"); p.textContent = text; parent.appendChild(p); }
    const MAX_CARDS = 24;
    function buildMultiples() {
      const box = $("multiples");
      let views = D.views.slice();
      if (views.length > MAX_CARDS) {
        const peak = v => v.gap.length ? Math.max.apply(null, v.gap) : 0;
        views = views.sort((a, b) => peak(b) - peak(a)).slice(0, MAX_CARDS);
        note(box.parentNode, "Showing the " + MAX_CARDS + " of " + D.views.length + " views that diverge most.");
      }
      for (const v of views) {
        const c = card(box, v.id, v.id);
        const lines = q => v[q].map((values, s) => ({values: values, cls: D.strategies[s]}));
        chart(c, "d, distance from layout's centre", lines("distance"), " pt", false, v.present);
        chart(c, "speed", lines("speed"), " pt/s", true, v.present);
        if (v.gap.length) chart(c, "distance between strategies", [{values: v.gap, cls: "gap"}], " pt", true, v.present);
        const life = v.metrics.length ? v.metrics[0].lifetimes : null;
        if (life) note(c, "drawn " + life.map(l => fmt(l[0], 3) + "–" + fmt(l[1], 3) + " s").join(", ") +
          " (comes and goes; figures are over these times)");
        v.metrics.forEach((m, s) => note(c, D.strategies[s] + ": settled " + fmt(m.settle, 3) + " s · overshoot " +
          fmt(m.overshoot, 2) + " pt · peak v " + fmt(m.peakSpeed, 1) + " pt/s at " + fmt(m.peakSpeedTime, 3) + " s"));
      }
      const params = $("parameters");
      for (const p of D.parameters) {
        const c = card(params, "parameter " + p.name, null);
        chart(c, p.name, [{values: p.values, cls: "value"}], p.unit, false);
        note(c, "overshoot " + fmt(p.overshoot, 2) + p.unit + " · settled " + fmt(p.settle, 3) + " s");
      }
      onFrame(k => { for (const f of cursors) f(k); });
    }
    function start() {
      buildPanes(); buildStrip(); buildMultiples(); controls();
      setFrame(0);
    }

    """#
}
