"""Reads a PNG's pixels at given points (run by MotionExportColourTests, to read AnimSim's
own render of a frame beside a player's).

Prints JSON: {"size": [width, height], "pixels": [[r, g, b, a], ...]} (0-255, unpremultiplied).
"""
import argparse
import json
import sys

from PIL import Image


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--points", required=True, help="JSON: [[x, y], ...]")
    args = parser.parse_args()
    image = Image.open(args.file).convert("RGBA")
    pixels = [list(image.getpixel((int(x), int(y)))) for x, y in json.loads(args.points)]
    json.dump({"size": list(image.size), "pixels": pixels}, sys.stdout)


if __name__ == "__main__":
    main()
