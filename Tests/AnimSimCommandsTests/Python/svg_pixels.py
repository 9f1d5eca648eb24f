"""Draws an SVG (static, or animated and paused at --time) in headless Chromium (Selenium, Debian's chromium-driver) at one CSS
pixel per SVG unit and compares it, pixel by pixel, with a PNG of the same size (AnimSim's
own render of the same frame). Given a PNG instead of an SVG (a frame rlottie drew), it
compares that. Run by SVGPixelTests and MotionExportShapeTests.

Prints JSON: {"xmlError": null, or why the SVG is not well-formed XML, "size": [w, h], "svgSize": [w, h], "pixels": N, "within": fraction of pixels
whose every channel (r, g, b) differs by at most --tolerance levels of 255, "maxDifference":
the largest channel difference, "edgePixels": the fraction of pixels next to a change of
colour in the PNG (its 3×3 neighbourhood varies by more than the tolerance), "offEdge": how many pixels differ by more than the tolerance
away from every edge (where two rasterisers have no antialiasing to disagree on)}. With --save PATH it keeps Chromium's picture, and with --diff PATH
an image of the differences (amplified 4×). With --exclude X,Y,R the disc of radius R about (X, Y) is left
out of offEdge.
"""
import argparse
import json
import pathlib
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import numpy as np
from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(args, width, height):
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--force-device-scale-factor=1"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        driver.set_window_size(width + 200, height + 300)
        driver.get(pathlib.Path(args.svg).resolve().as_uri())
        if args.time is not None:
            driver.execute_script("const s = document.documentElement; s.pauseAnimations(); s.setCurrentTime(arguments[0]);", args.time)
        with tempfile.TemporaryDirectory() as folder:
            shot = pathlib.Path(folder) / "svg.png"
            driver.find_element("css selector", "svg").screenshot(str(shot))
            drawn = Image.open(shot).convert("RGB")
            if args.save:
                drawn.save(args.save)
            return drawn
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("svg")
    parser.add_argument("png")
    parser.add_argument("--tolerance", type=int, default=8)
    parser.add_argument("--exclude", help="X,Y,R: leave the disc of radius R about (X, Y) out of offEdge (a conic gradient's "
                                          "centre, where every pixel spans many flat wedges)")
    parser.add_argument("--save")
    parser.add_argument("--diff")
    parser.add_argument("--time", type=float, help="pause an animated SVG's timeline at this instant (seconds)")
    args = parser.parse_args()
    xml_error = None
    try:
        if not args.svg.endswith(".png"):
            ElementTree.parse(args.svg)
    except ElementTree.ParseError as error:
        xml_error = str(error)
    reference = np.asarray(Image.open(args.png).convert("RGB")).astype(np.int16)
    height, width = reference.shape[:2]
    if args.svg.endswith(".png"):
        drawn = Image.open(args.svg).convert("RGB")  # another player's picture (rlottie's)
    else:
        drawn = chromium(args, width, height)
    svg_size = list(drawn.size)
    drawn = np.asarray(drawn).astype(np.int16)
    h, w = min(height, drawn.shape[0]), min(width, drawn.shape[1])
    a, b = reference[:h, :w], drawn[:h, :w]
    difference = np.abs(a - b).max(axis=2)
    # Edges: pixels next to a change of colour in AnimSim's image (the range of their 3×3
    # neighbourhood above the tolerance). Away from them two rasterisers must agree.
    def local_range(x, reach):
        padded = np.pad(x, ((reach, reach), (reach, reach), (0, 0)), mode="edge")
        low = np.full(x.shape, 255, dtype=np.int16)
        high = np.zeros(x.shape, dtype=np.int16)
        for dy in range(2 * reach + 1):
            for dx in range(2 * reach + 1):
                window = padded[dy:dy + h, dx:dx + w]
                low, high = np.minimum(low, window), np.maximum(high, window)
        return (high - low).max(axis=2)
    edges = local_range(a, 1) > args.tolerance
    off_edge = (difference > args.tolerance) & ~edges
    if args.exclude:
        cx, cy, radius = (float(v) for v in args.exclude.split(","))
        ys, xs = np.indices(off_edge.shape)
        off_edge &= np.hypot(xs + 0.5 - cx, ys + 0.5 - cy) > radius
    if args.diff:
        Image.fromarray(np.clip(difference * 4, 0, 255).astype(np.uint8)).save(args.diff)
    json.dump({"xmlError": xml_error, "size": [width, height], "svgSize": svg_size, "pixels": int(h * w),
               "within": float((difference <= args.tolerance).mean()), "maxDifference": int(difference.max()),
               "edgePixels": float(edges.mean()), "offEdge": int(off_edge.sum())}, sys.stdout)


if __name__ == "__main__":
    main()
