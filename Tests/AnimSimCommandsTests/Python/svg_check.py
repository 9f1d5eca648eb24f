"""Loads an animated SVG in headless Chromium (Selenium, Debian's chromium-driver), pauses
its SMIL timeline at given instants and reads where each view's shape is drawn: the centre
of the shape's getBoundingClientRect (its rotated box is symmetric about the view's centre),
and its rotation from getCTM.
Run by MotionExportTests.

Prints JSON: {"shapes": N (views drawing a shape), "centres": {"TIME": {"view id": [x, y, degrees]}}}. With --png DIR it also saves a
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
const out = {};
for (const group of svg.querySelectorAll('g[data-view]')) {
  const shape = group.querySelector('rect, circle');
  if (!shape) continue;
  const box = shape.getBoundingClientRect();
  const m = shape.getCTM();
  out[group.dataset.view] = [box.x - origin.x + box.width / 2, box.y - origin.y + box.height / 2,
                             Math.atan2(m.b, m.a) * 180 / Math.PI];
}
return out;
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
            "centres": {}}
        for text in args.times.split(","):
            time = float(text)
            result["centres"][text] = driver.execute_script(READ, time)
            if args.png:
                driver.find_element("css selector", "svg").screenshot(f"{args.png}/svg-{text}.png")
        json.dump(result, sys.stdout)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
