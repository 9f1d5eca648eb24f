"""Checks a Lottie file the way a player meets it (run by MotionExportTests).

1. Validates it against the Lottie specification's JSON schema (lottie-specs, jsonschema).
2. Renders it with rlottie at the given frames and finds each view's centre from pixels:
   every shape layer is rendered alone (its label glyphs and the background left out, so
   only its shape's symmetric coverage counts) and the centre is the alpha-weighted centroid.

Prints JSON: {"schemaErrors": [...], "shapes": N (shape layers), "centres": {"FRAME": {"layer name": [x, y]}},
"extents": {"FRAME": {"layer name": [width, height]}} (pixels at least half covered: they show the
rotation and scale), "radii": {"layer name": corner radius or null}}. A view that comes and goes
may be several layers of one name, each drawn over its own frames (`ip` to `op`): at a frame the
one drawn is measured, and a layer rlottie draws nothing of is left out.
With --opacity it also gives "opacities": {"FRAME": {"layer name": opacity}}: the layer's
coverage with its own opacity over its coverage fully opaque.
With --png DIR it also writes the whole frame, as rlottie draws it, to DIR/lottie-FRAME.png.
With --pixels '{"FRAME": [[x, y], ...]}' it also gives "pixels": {"FRAME": [[r, g, b, a], ...]}: the whole
frame's pixels (0-255, alpha unpremultiplied) at those points, as rlottie draws them.
"""
import argparse
import copy
import json
import sys

import jsonschema
import lottie_specs.resources
import numpy
from rlottie_python import LottieAnimation


def schema_errors(document):
    schema = lottie_specs.resources.load_specs()
    validator = jsonschema.Draft202012Validator(schema)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(document)]


def render(document, frame):
    width, height = document["w"], document["h"]
    animation = LottieAnimation.from_data(json.dumps(document))
    pixels = animation.lottie_animation_render(frame_num=frame, width=width, height=height)
    # ARGB32 in native (little-endian) order: B, G, R, A, premultiplied.
    return numpy.frombuffer(pixels, dtype=numpy.uint8).reshape(height, width, 4)


def unpremultiplied(image, x, y):
    """The pixel at (x, y) as [r, g, b, a], 0-255, from premultiplied BGRA."""
    b, g, r, a = (int(v) for v in image[int(y), int(x)])
    return [round(c * 255 / a) if a else 0 for c in (r, g, b)] + [a]


def centroid(image):
    alpha = image[:, :, 3].astype(numpy.float64)
    total = alpha.sum()
    if total == 0:
        return None
    ys, xs = numpy.indices(alpha.shape)
    # A pixel covers [i, i + 1): its centre is at i + 0.5.
    return [float((alpha * (xs + 0.5)).sum() / total), float((alpha * (ys + 0.5)).sum() / total)]


def groups(shapes):
    """Every group among `shapes`, nested ones included."""
    for shape in shapes:
        if shape.get("ty") == "gr":
            yield shape
            yield from groups(shape.get("it", []))


def without_labels(shapes):
    return [dict(s, it=without_labels(s["it"])) if s.get("ty") == "gr" else s
            for s in shapes if s.get("nm") != "label"]


def extents(image):
    """Width and height of the region at least half covered."""
    ys, xs = numpy.nonzero(image[:, :, 3] >= 128)
    return [int(xs.max() - xs.min() + 1), int(ys.max() - ys.min() + 1)] if len(xs) else [0, 0]


def corner_radius(layer):
    for group in groups(layer["shapes"]):
        for item in group.get("it", []):
            if item.get("ty") == "rc" and item["r"]["a"] == 0:
                return item["r"]["k"]
    return None


def alone(document, layer, opaque=True):
    """The document with only `layer`, without its label group, fully opaque unless told."""
    single = copy.deepcopy(layer)
    single["shapes"] = without_labels(single["shapes"])
    if opaque:
        single["ks"]["o"] = {"a": 0, "k": 100}
    variant = dict(document)
    variant["layers"] = [single]
    return variant


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--frames", default="", help="comma-separated frame numbers (none: only validate)")
    parser.add_argument("--png", help="directory for whole rendered frames")
    parser.add_argument("--opacity", action="store_true", help="also measure each layer's opacity")
    parser.add_argument("--pixels", help="JSON: frame -> points whose pixels to read from the whole frame")
    args = parser.parse_args()
    with open(args.file) as f:
        document = json.load(f)
    frames = [int(x) for x in args.frames.split(",") if x]
    points = json.loads(args.pixels) if args.pixels else {}
    frames += [int(f) for f in points if int(f) not in frames]
    shape_layers = [l for l in document["layers"]
                    if l.get("ty") == 4 and any(g.get("nm") == "shape" for g in groups(l["shapes"]))]
    result = {"schemaErrors": schema_errors(document), "shapes": len(shape_layers), "centres": {}, "extents": {},
              "radii": {l["nm"]: corner_radius(l) for l in shape_layers}}
    if args.opacity:
        result["opacities"] = {}
    if points:
        result["pixels"] = {}
    for frame in frames:
        centres, sizes, opacities = {}, {}, {}
        for layer in shape_layers:
            image = render(alone(document, layer), frame)
            centre = centroid(image)
            if centre is not None:
                if layer["nm"] in centres:
                    raise SystemExit(f"two layers named {layer['nm']} are drawn at frame {frame}")
                centres[layer["nm"]] = centre
                sizes[layer["nm"]] = extents(image)
                if args.opacity:
                    faded = render(alone(document, layer, opaque=False), frame)
                    opacities[layer["nm"]] = float(faded[:, :, 3].astype(numpy.float64).sum()
                                                   / image[:, :, 3].astype(numpy.float64).sum())
        result["centres"][str(frame)] = centres
        result["extents"][str(frame)] = sizes
        if args.opacity:
            result["opacities"][str(frame)] = opacities
        if str(frame) in points:
            result["pixels"][str(frame)] = [unpremultiplied(render(document, frame), x, y) for x, y in points[str(frame)]]
        if args.png:
            from PIL import Image
            bgra = render(document, frame)
            Image.frombuffer("RGBA", (document["w"], document["h"]), bgra[:, :, [2, 1, 0, 3]].tobytes()).save(
                f"{args.png}/lottie-{frame:05d}.png")
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
