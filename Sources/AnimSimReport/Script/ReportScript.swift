/// The report's script, in three parts joined into one `<script>`: the player (state,
/// controls, keys, the clock), the panes, and the strip and charts. Plain JavaScript with
/// no library, reading only the embedded `report-data`; raw string literals keep it free
/// of Swift escapes.
enum ReportScript {
    static var source: String { "(function(){\"use strict\";\n" + player + panes + charts + "\nstart();\n})();\n" }

    /// State and controls. Keys follow the window's (`KeyBindings` in AnimSimSDL) where a
    /// page can do the same thing; W (worst instant) and Esc (clear the selection) are the
    /// page's own.
    static let player = #"""
    const D = JSON.parse(document.getElementById("report-data").textContent);
    const NS = "http://www.w3.org/2000/svg";
    const N = D.frames.length;
    const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 4];
    const S = {frame: 0, playing: false, speed: 1, loop: true, selected: null, hovered: null, clock: 0, last: null};
    const listeners = [];
    const $ = id => document.getElementById(id);
    function fmt(v, digits) { return v === null || v === undefined ? "—" : v.toFixed(digits); }
    function svg(tag, attrs, parent) {
      const e = document.createElementNS(NS, tag);
      for (const k in attrs) e.setAttribute(k, attrs[k]);
      if (parent) parent.appendChild(e);
      return e;
    }
    function onFrame(f) { listeners.push(f); }
    function setFrame(k) {
      S.frame = Math.max(0, Math.min(N - 1, Math.round(k)));
      S.clock = D.frames[S.frame].t;
      render();
    }
    function render() {
      const k = S.frame, t = D.frames[k].t;
      $("scrub").value = k;
      const out = $("time");
      out.textContent = "t = " + t.toFixed(3) + " s · frame " + k + " / " + (N - 1);
      out.dataset.time = t; out.dataset.frame = k;
      for (const f of listeners) f(k);
    }
    function play(on) {
      S.playing = on;
      if (on && S.frame >= N - 1) setFrame(0);
      $("play").textContent = on ? "❚❚ pause" : "▶ play";
      S.last = null;
      if (on) requestAnimationFrame(tick);
    }
    function tick(now) {
      if (!S.playing) return;
      if (S.last !== null) {
        S.clock += (now - S.last) / 1000 * S.speed;
        if (S.clock > D.duration + 1e-9) {
          if (S.loop) S.clock = 0; else { S.clock = D.duration; play(false); }
        }
        const k = Math.min(N - 1, Math.floor(S.clock * D.fps + 1e-6));
        if (k !== S.frame) { S.frame = k; render(); }
      }
      S.last = now;
      requestAnimationFrame(tick);
    }
    function setSpeed(v) { S.speed = v; $("speed").value = String(v); }
    function stepSpeed(d) {
      const i = SPEEDS.indexOf(S.speed);
      setSpeed(SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? 3 : i) + d))]);
    }
    function jumpWorst() { if (D.strip.worst !== null) { play(false); setFrame(D.strip.worst); } }
    function controls() {
      const scrub = $("scrub");
      scrub.max = N - 1;
      scrub.addEventListener("input", () => { play(false); setFrame(+scrub.value); });
      $("play").addEventListener("click", () => play(!S.playing));
      $("prev").addEventListener("click", () => { play(false); setFrame(S.frame - 1); });
      $("next").addEventListener("click", () => { play(false); setFrame(S.frame + 1); });
      $("speed").addEventListener("change", e => setSpeed(+e.target.value));
      $("loop").addEventListener("change", e => { S.loop = e.target.checked; });
      $("jump-worst").addEventListener("click", jumpWorst);
      $("jump-worst").disabled = D.strip.worst === null;
      for (const row of document.querySelectorAll("tr.jump")) {
        row.addEventListener("click", () => { play(false); setFrame(+row.dataset.frame); });
      }
      document.addEventListener("keydown", e => {
        if (e.target.tagName === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
        const second = Math.round(D.fps);
        const keys = {
          " ": () => play(!S.playing),
          "ArrowLeft": () => { play(false); setFrame(S.frame - (e.shiftKey ? second : 1)); },
          "ArrowRight": () => { play(false); setFrame(S.frame + (e.shiftKey ? second : 1)); },
          "Home": () => { play(false); setFrame(0); }, "End": () => { play(false); setFrame(N - 1); },
          "[": () => stepSpeed(-1), "]": () => stepSpeed(1),
          "l": () => { S.loop = !S.loop; $("loop").checked = S.loop; },
          "w": jumpWorst, "Escape": () => select(null),
        };
        const action = keys[e.key.length === 1 ? e.key.toLowerCase() : e.key];
        if (action) { e.preventDefault(); action(); }
      });
    }

    """#
}
