"""Loads an animated SVG in headless Chromium (Selenium, Debian's chromium-driver), pauses
its SMIL timeline at given instants and reads where each view's shape is drawn: the centre
of the shape's getBoundingClientRect (its rotated box is symmetric about the view's centre),
and its rotation from getCTM. A view that comes and goes is hidden (display none) outside its
life and may be several groups of one data-view: the one shown is measured, hidden ones are
left out. Its box's size and its group's opacity show its transition's scale and opacity, and
the shape's computed fill and stroke the colours it is drawn in at that instant.
Run by MotionExportTests.

Prints JSON: {"shapes": N (views drawing a shape), "centres": {"TIME": {"view id": [x, y, degrees]}},
"boxes": {"TIME": {"view id": [width, height, opacity]}}, "paints": {"TIME": {"view id": {"fill": [r, g, b, opacity]
or null, "stroke": [r, g, b, opacity] or null}}} (0-255 and 0-1), "views": [every view id with a shape]}. With --png DIR it also saves a
screenshot of each instant to DIR/svg-TIME.png.
"""
import argparse
import json
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

READ = """
const [time] = arguments;
const svg = document.documentElement;
svg.pauseAnimations();
svg.setCurrentTime(time);
const origin = svg.getBoundingClientRect();
const out = {}, boxes = {}, paints = {};
const colour = (text, opacity) => {
  const m = text.match(/[\d.]+/g);
  return text === 'none' || !m ? null : m.slice(0, 3).map(Number).concat([parseFloat(opacity)]);
};
for (const group of svg.querySelectorAll('g[data-view]')) {
  const shape = group.querySelector('rect, circle');
  if (!shape || getComputedStyle(group).display === 'none') continue;
  const id = group.dataset.view;
  if (id in out) throw new Error(`two groups of ${id} are shown at ${time}`);
  const box = shape.getBoundingClientRect();
  const m = shape.getCTM();
  out[id] = [box.x - origin.x + box.width / 2, box.y - origin.y + box.height / 2,
             Math.atan2(m.b, m.a) * 180 / Math.PI];
  boxes[id] = [box.width, box.height, parseFloat(getComputedStyle(group).opacity)];
  const style = getComputedStyle(shape);
  paints[id] = {fill: colour(style.fill, style.fillOpacity), stroke: colour(style.stroke, style.strokeOpacity)};
}
return [out, boxes, paints];
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--times", required=True, help="comma-separated instants in seconds")
    parser.add_argument("--png", help="directory for screenshots")
    args = parser.parse_args()
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        driver.set_window_size(1200, 1000)
        driver.get(pathlib.Path(args.file).resolve().as_uri())
        result = {"shapes": driver.execute_script(
            "return document.querySelectorAll('g[data-view] > g > g > rect, g[data-view] > g > g > circle').length"),
            "centres": {}, "boxes": {}, "paints": {}, "views": driver.execute_script(
                "return [...new Set([...document.querySelectorAll('g[data-view]')]"
                ".filter(g => g.querySelector('rect, circle')).map(g => g.dataset.view))]")}
        for text in args.times.split(","):
            time = float(text)
            result["centres"][text], result["boxes"][text], result["paints"][text] = driver.execute_script(READ, time)
            if args.png:
                driver.find_element("css selector", "svg").screenshot(f"{args.png}/svg-{text}.png")
        json.dump(result, sys.stdout)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
