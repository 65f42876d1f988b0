#!/usr/bin/env python3
"""Opens an exported trip page in a real browser (Debian's chromium, driven headless by
chromedriver through selenium) and prints what the tests judge, as JSON:

  widths      {"360": [scrollWidth, clientWidth], "1200": [...]}: no sideways scrolling
  stops       the SVG map's stop numbers, in the page's order
  scripts     how many <script> elements the page has
  noteTexts   the notes' texts as the browser shows them
  darkInPrint elements with a dark background under print media (tag.class: colour)
  pages       with --pdf: each day's header and last line, and the printed pages they are on

usage: page_check.py PAGE.html [--pdf]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import base64

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


DARK_IN_PRINT = """
const out = [];
for (const e of document.querySelectorAll('*')) {
  const m = getComputedStyle(e).backgroundColor.match(/rgba?\\(([\\d.]+), ([\\d.]+), ([\\d.]+)(?:, ([\\d.]+))?\\)/);
  if (!m || (m[4] !== undefined && Number(m[4]) === 0)) continue;
  const lum = (0.2126 * m[1] + 0.7152 * m[2] + 0.0722 * m[3]) / 255;
  if (lum < 0.6) out.push(e.tagName.toLowerCase() + '.' + e.className + ': ' + m[0]);
}
return out;
"""


def pages_of_days(pdf):
    """Each day's first and last line of text, and the pages (from 1) they are printed on."""
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], check=True, capture_output=True, text=True).stdout
    pages = text.split("\f")
    found = {}
    for number, page in enumerate(pages, 1):
        for line in page.splitlines():
            m = re.search(r"Day (\d+) ·", line)
            if m:
                found.setdefault(m.group(1), {})["header"] = number
            m = re.search(r"END OF DAY (\d+)", line)
            if m:
                found.setdefault(m.group(1), {})["last"] = number
    return {"count": len([p for p in pages if p.strip()]), "days": found}


def main(page, pdf):
    url = "file://" + os.path.abspath(page)
    browser = driver()
    try:
        result = {"widths": {}}
        for width in (360, 1200):
            browser.set_window_rect(width=width, height=900)
            # The viewport, not the window: what a phone 360 px wide shows.
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 600})
            browser.get(url)
            result["widths"][str(width)] = browser.execute_script(
                "const s = document.scrollingElement; return [s.scrollWidth, s.clientWidth];")
        result["stops"] = browser.execute_script(
            "return [...document.querySelectorAll('svg .stop text')].map(t => t.textContent);")
        result["scripts"] = browser.execute_script("return document.scripts.length;")
        result["noteTexts"] = browser.execute_script(
            "return [...document.querySelectorAll('li.note')].map(n => n.innerText);")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        result["darkInPrint"] = browser.execute_script(DARK_IN_PRINT)
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        if pdf:
            printed = browser.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69})
            with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as f:
                f.write(base64.b64decode(printed["data"]))
            result["pages"] = pages_of_days(f.name)
            os.unlink(f.name)
        print(json.dumps(result))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(sys.argv[1], "--pdf" in sys.argv[2:])
