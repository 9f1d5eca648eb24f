"""The benchmark wheel (bench/wheel.yaml) drawn by Manim CE, for bench/manim-compare.

Eight rounded squares 70x70 with their numbers, on a circle of radius 130 px, turned
0 -> 90 degrees over 2 s at 60 fps, twice side by side as AnimSim draws its two panes:
on the left each square slides in a straight line to its new place (the "position"
strategy), on the right it travels along the circle (the "animatable" one). A title on
top, 1280x720. Sizes are in pixels, converted to Manim's units.
"""
import numpy as np
from manim import (BLUE, GREEN, ORANGE, PINK, PURPLE, RED, TEAL, TAU, UP, WHITE, YELLOW, RoundedRectangle, Scene,
                   Text, UpdateFromAlphaFunc, VGroup, config, linear)

COLOURS = [YELLOW, ORANGE, RED, PINK, PURPLE, BLUE, TEAL, GREEN]


class Wheel(Scene):
    def construct(self):
        px = config.frame_width / config.pixel_width
        self.camera.background_color = "#15161c"
        title = Text("Wheel: rotate 0° → 90°", font_size=24, color=WHITE).to_edge(UP, buff=12 * px)
        self.add(title)

        def place(centre, angle, index):
            a = angle + index * TAU / 8
            return centre + 130 * px * np.array([np.cos(a), np.sin(a), 0])

        def square(index, at):
            body = RoundedRectangle(corner_radius=8 * px, width=70 * px, height=70 * px, fill_color=COLOURS[index],
                                    fill_opacity=0.85, stroke_width=0)
            label = Text(str(index + 1), font_size=28, color=WHITE)
            return VGroup(body, label).move_to(at)

        left, right = np.array([-320 * px, -20 * px, 0]), np.array([320 * px, -20 * px, 0])
        straight = [square(i, place(left, 0, i)) for i in range(8)]
        circular = [square(i, place(right, 0, i)) for i in range(8)]
        self.add(*straight, *circular)

        def slide(index):
            start, end = place(left, 0, index), place(left, TAU / 4, index)
            return lambda mob, t: mob.move_to(start + (end - start) * t)

        def turn(index):
            return lambda mob, t: mob.move_to(place(right, t * TAU / 4, index))

        self.play(*[UpdateFromAlphaFunc(m, slide(i)) for i, m in enumerate(straight)],
                  *[UpdateFromAlphaFunc(m, turn(i)) for i, m in enumerate(circular)],
                  run_time=2, rate_func=linear)
