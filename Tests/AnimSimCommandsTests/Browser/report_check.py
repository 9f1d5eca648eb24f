"""Drives `animsim compare --report`'s index.html in headless Chromium, as a user would,
and prints what the page shows as JSON for the Swift test to check against `animsim trace`.

usage: report_check.py PAGE --frame K --views ID,ID --screenshots DIR
"""
import argparse
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# Seconds: a backstop against a hung page, never a measure of speed.
BACKSTOP = 300


def positions(driver, ids):
    """The drawn rectangle of each view id in each pane, read off the SVG attributes."""
    result = {}
    for pane in driver.find_elements(By.CSS_SELECTOR, "svg[data-strategy]"):
        drawn = {}
        for view in ids:
            rect = pane.find_element(By.CSS_SELECTOR, 'g.item[data-id="%s"] rect' % view)
            drawn[view] = [float(rect.get_attribute(a)) for a in ("x", "y", "width", "height")]
        result[pane.get_attribute("data-strategy")] = drawn
    return result


def shown_time(driver):
    out = driver.find_element(By.ID, "time")
    return {"text": out.text, "time": float(out.get_attribute("data-time")), "frame": int(out.get_attribute("data-frame"))}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--frame", type=int, required=True)
    parser.add_argument("--views", required=True)
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    ids = args.views.split(",")

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1400"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get("file://" + args.page)
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"] if hasattr(driver, "get_log") else []
        report = {"errors": [e.get("message") for e in errors], "start": shown_time(driver)}

        # The scrubber, moved with the keyboard as in the window: Home, then → K times.
        scrub = driver.find_element(By.ID, "scrub")
        scrub.click()
        scrub.send_keys(Keys.HOME)
        scrub.send_keys(Keys.ARROW_RIGHT * args.frame)
        report["scrubbed"] = shown_time(driver)
        report["scrubValue"] = int(scrub.get_attribute("value"))
        report["positions"] = positions(driver, ids)
        driver.save_screenshot(args.screenshots + "/scrubbed.png")

        # Hovering a view highlights it in both panes and draws its two paths.
        target = driver.find_element(By.CSS_SELECTOR, 'svg#pane1 g.item[data-id="%s"] rect' % ids[0])
        ActionChains(driver).move_to_element(target).perform()
        report["highlighted"] = [e.get_attribute("data-id") for e in driver.find_elements(By.CSS_SELECTOR, "g.item.hl")]
        report["paths"] = len(driver.find_elements(By.CSS_SELECTOR, "polyline.vpath"))
        report["selection"] = driver.find_element(By.ID, "selection").text
        driver.save_screenshot(args.screenshots + "/hover.png")
        ActionChains(driver).move_by_offset(0, 600).perform()

        # The divergence strip's worst-instant marker.
        marker = driver.find_element(By.ID, "worst")
        report["worstMarkerFrame"] = int(marker.get_attribute("data-frame"))
        marker.click()
        report["worst"] = shown_time(driver)
        driver.execute_script("document.getElementById('strip').scrollIntoView({block: 'center'})")
        driver.save_screenshot(args.screenshots + "/worst.png")

        # Playing advances the clock: wait for the page to show a later frame (an event the
        # page reports; the wait's limit is only a backstop). Space pauses again: across two
        # of the browser's animation frames the shown frame then stays put.
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.HOME + " ")
        driver.implicitly_wait(0)
        WebDriverWait(driver, BACKSTOP).until(lambda d: shown_time(d)["frame"] > 0)
        report["advanced"] = shown_time(driver)
        driver.find_element(By.TAG_NAME, "body").send_keys(" ")
        report["played"] = shown_time(driver)
        driver.set_script_timeout(BACKSTOP)
        driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "requestAnimationFrame(() => requestAnimationFrame(() => done()));")
        report["playedLater"] = shown_time(driver)
        print(json.dumps(report))
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
