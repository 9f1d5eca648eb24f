extension ReportScript {
    /// The two panes, drawn in SVG from `frames`: one element per drawn item, moved each
    /// frame to the placement the evaluator gave it (attributes hold the trace's numbers,
    /// so tests read positions straight off the DOM). Hover and click select a view: all its
    /// items are outlined in both panes and its path under each strategy is drawn.
    static let panes = #"""
    const panes = [];
    function luminance(hex) {
      const n = parseInt(hex.slice(1, 7), 16);
      return (0.2126 * (n >> 16 & 255) + 0.7152 * (n >> 8 & 255) + 0.0722 * (n & 255)) / 255;
    }
    function makeItem(pane, i) {
      const it = D.items[i];
      const outer = svg("g", {class: "item", "data-id": it.id, "data-view": it.view || ""}, pane.items);
      const inner = svg("g", {}, outer);
      let shape = null, label = null;
      if (it.shape === "text") {
        shape = svg("text", {class: "shape", "text-anchor": "middle", "dominant-baseline": "central",
          "font-size": it.fontSize, fill: it.fill || "#e8e9ee"}, inner);
        shape.textContent = it.text;
      } else if (it.shape) {
        const fill = it.fill || (it.stroke ? "none" : "#c3c6d1");
        shape = svg("rect", {class: "shape", fill: fill}, inner);
        if (it.stroke) {
          shape.setAttribute("stroke", it.stroke); shape.setAttribute("stroke-width", it.lineWidth);
          if (it.dash.length) shape.setAttribute("stroke-dasharray", it.dash.join(" "));
        }
      }
      if (it.label) {
        const bg = it.fill && it.shape !== "text" ? it.fill : "#000000";
        const light = bg.length > 7 && parseInt(bg.slice(7), 16) < 102 || luminance(bg) < 0.7;
        label = svg("text", {"text-anchor": "middle", "dominant-baseline": "central", "font-size": it.labelSize,
          fill: it.labelColor || (light ? "#ffffff" : "#1c1c1e"), "pointer-events": "none"}, inner);
        label.textContent = it.label;
      }
      outer.addEventListener("mouseenter", () => hover(it.view));
      outer.addEventListener("mouseleave", () => hover(null));
      outer.addEventListener("click", e => { e.stopPropagation(); select(S.selected === it.view ? null : it.view); });
      return {outer: outer, inner: inner, shape: shape, label: label, item: it};
    }
    function place(e, p) {
      const [x, y, w, h, rot, scale, opacity] = p.slice(1);
      const cx = x + w / 2, cy = y + h / 2;
      e.outer.style.display = "";
      e.outer.dataset.frame = [x, y, w, h].join(",");
      e.inner.setAttribute("opacity", opacity);
      e.inner.setAttribute("transform", rot === 0 && scale === 1 ? "" :
        "translate(" + cx + " " + cy + ") rotate(" + rot + ") scale(" + scale + ") translate(" + (-cx) + " " + (-cy) + ")");
      if (e.shape && e.item.shape === "text") { e.shape.setAttribute("x", cx); e.shape.setAttribute("y", cy); }
      else if (e.shape) {
        const r = e.item.shape === "ellipse" ? null : e.item.shape === "capsule" ? Math.min(w, h) / 2 : (e.item.radius || 0);
        e.shape.setAttribute("x", x); e.shape.setAttribute("y", y);
        e.shape.setAttribute("width", w); e.shape.setAttribute("height", h);
        e.shape.setAttribute("rx", r === null ? w / 2 : r); e.shape.setAttribute("ry", r === null ? h / 2 : r);
      }
      if (e.label) { e.label.setAttribute("x", cx); e.label.setAttribute("y", cy); }
    }
    function buildPanes() {
      D.strategies.forEach((name, s) => {
        const root = $("pane" + s);
        root.setAttribute("viewBox", "0 0 " + D.canvas[0] + " " + D.canvas[1]);
        svg("rect", {width: D.canvas[0], height: D.canvas[1], fill: D.background}, root);
        const pane = {root: root, lines: svg("path", {fill: "none", stroke: "#6e7282", "stroke-width": 2,
          "stroke-dasharray": "3 3"}, root), items: svg("g", {}, root), paths: svg("g", {}, root), elements: {}};
        root.addEventListener("click", () => select(null));
        panes.push(pane);
      });
      onFrame(k => {
        const frame = D.frames[k];
        panes.forEach((pane, s) => {
          const seen = {};
          for (const p of frame.panes[s]) {
            const i = p[0];
            const e = pane.elements[i] || (pane.elements[i] = makeItem(pane, i));
            place(e, p); seen[i] = true;
          }
          for (const i in pane.elements) if (!seen[i]) pane.elements[i].outer.style.display = "none";
          pane.lines.setAttribute("d", frame.lines[s].join(" "));
        });
        updateDots(k);
      });
    }
    function viewSeries(id) { return D.views.find(v => v.id === id) || null; }
    function highlighted() { return S.hovered || S.selected; }
    function hover(id) { S.hovered = id; showSelection(); }
    function select(id) { S.selected = id; showSelection(); }
    function showSelection() {
      const id = highlighted(), v = id ? viewSeries(id) : null;
      for (const pane of panes) {
        pane.root.classList.toggle("dim", !!id);
        for (const i in pane.elements) pane.elements[i].outer.classList.toggle("hl", !!id && pane.elements[i].item.view === id);
        pane.paths.replaceChildren();
        if (!v) continue;
        v.centre.forEach((points, s) => {
          svg("polyline", {class: "vpath " + D.strategies[s], points: points.map(p => p.join(",")).join(" ")}, pane.paths);
        });
        v.centre.forEach((points, s) => svg("circle", {class: "vdot " + D.strategies[s], r: 4, "data-strategy": s}, pane.paths));
      }
      for (const card of document.querySelectorAll(".card[data-view]")) card.classList.toggle("hl", card.dataset.view === id);
      describeSelection(v);
      updateDots(S.frame);
    }
    function updateDots(k) {
      const v = highlighted() ? viewSeries(highlighted()) : null;
      if (!v) return;
      for (const pane of panes) {
        for (const dot of pane.paths.querySelectorAll("circle")) {
          const p = v.centre[+dot.dataset.strategy][k];
          dot.setAttribute("cx", p[0]); dot.setAttribute("cy", p[1]);
        }
      }
      describeSelection(v);
    }
    function describeSelection(v) {
      const out = $("selection");
      if (!v) { out.textContent = "Hover or click a view in either pane to highlight it in both and show its two paths."; return; }
      const parts = D.strategies.map((name, s) => name + " path " + fmt(v.metrics[s] ? v.metrics[s].path : null, 2) + " pt");
      let text = v.id + (S.selected === v.id ? " (selected)" : "") + ": " + parts.join(", ");
      if (v.gap.length) {
        const max = Math.max.apply(null, v.gap);
        text += "; now " + fmt(v.gap[S.frame], 2) + " pt apart (at most " + fmt(max, 2) + " pt, at t = " +
          fmt(D.frames[v.gap.indexOf(max)].t, 3) + " s)";
      }
      out.textContent = text + ".";
    }

    """#
}
