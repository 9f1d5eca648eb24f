/// The report's stylesheet: dark like the renderer's frames, so the panes and the plot sit
/// on the page without a seam; the strategies keep the plot's colours (orange position,
/// blue animatable) everywhere.
enum ReportStyle {
    static let css = """
    body{background:#0e0f13;color:#d8dae3;font:14px/1.45 system-ui,sans-serif;margin:1.5em auto;max-width:1200px;padding:0 1em}
    h1{font-size:1.5em;margin:0 0 .2em}h2{font-size:1.15em;margin-top:1.8em;color:#a7aaba}h3{font-size:1em;margin:0 0 .3em}
    .meta{color:#7d8092}a{color:#5ac8fa}img{max-width:100%;height:auto;border:1px solid #2a2c36}
    figcaption{color:#7d8092;font-size:.9em}
    #verdict{padding:.7em 1em;border-left:4px solid #5ac8fa;background:#15161c;font-size:1.05em}
    #verdict.differ{border-color:#ff9f0a}
    .panes{display:flex;gap:1em;flex-wrap:wrap}.pane{margin:0;flex:1 1 300px;text-align:center}
    .pane svg{width:100%;height:auto;border:1px solid #2a2c36;display:block}
    .pane figcaption{font-weight:600;color:#a7aaba}
    .item{cursor:pointer;transition:opacity .1s}.dim .item:not(.hl){opacity:.25}.item.hl .shape{stroke:#fff;stroke-width:2}
    .vpath{fill:none;stroke-width:2;pointer-events:none}.vpath.position{stroke:#ff9f0a;stroke-dasharray:6 4}
    .vpath.animatable{stroke:#5ac8fa}.vdot{pointer-events:none;stroke:#0e0f13;stroke-width:1.5}
    .vdot.position{fill:#ff9f0a}.vdot.animatable{fill:#5ac8fa}
    .controls{display:flex;gap:.6em;align-items:center;margin:.8em 0 .4em;flex-wrap:wrap}
    .controls input[type=range]{flex:1 1 300px}#time{font-variant-numeric:tabular-nums;min-width:15em}
    button,select{background:#22242d;color:#d8dae3;border:1px solid #3a3d4a;border-radius:4px;padding:.25em .6em;font:inherit}
    button:hover{background:#2c2f3a}
    #strip{position:relative;height:26px;margin-top:.3em;cursor:pointer;border:1px solid #2a2c36}
    #strip canvas{width:100%;height:100%;display:block}
    #strip-cursor{position:absolute;top:-3px;bottom:-3px;width:2px;background:#fff;pointer-events:none}
    #worst{position:absolute;top:-14px;transform:translateX(-50%);background:none;border:none;color:#ff453a;padding:0;
      font-size:14px;line-height:1;cursor:pointer}
    .keys{color:#7d8092;font-size:.85em}
    .multiples{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:.8em;margin-top:.8em}
    .card{background:#15161c;border:1px solid #2a2c36;padding:.5em .6em;border-radius:4px}.card.hl{border-color:#fff}
    .card svg{width:100%;height:auto;display:block;cursor:pointer}.card p{margin:.2em 0;font-size:.82em;color:#a7aaba}
    .chart .label{fill:#7d8092;font-size:9px}.chart .axis{stroke:#2a2c36}.chart .cursor{stroke:#fff;stroke-width:1}
    .chart polyline{fill:none;stroke-width:1.5}.chart .position{stroke:#ff9f0a;stroke-dasharray:4 3}
    .chart .animatable{stroke:#5ac8fa}.chart .gap{stroke:#c9cbd6}.chart .value{stroke:#bf5af2}
    .chart .arrive{stroke:#30d158;stroke-dasharray:2 2}.chart .leave{stroke:#ff453a;stroke-dasharray:2 2}
    table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.92em}
    th,td{padding:.25em .7em;border-bottom:1px solid #2a2c36;white-space:nowrap}
    th{color:#a7aaba;font-weight:600}td.n,th.n{text-align:right}tr.sum td{border-top:2px solid #3a3d4a;color:#fff}
    tr.jump{cursor:pointer}tr.jump:hover td{background:#22242d}
    dt{font-weight:600;color:#fff;margin-top:.5em}dd{margin-left:1.5em;color:#a7aaba}
    """
}
