// Debian's Chromium, never a downloaded browser; flags keep it quiet and sandbox-free inside containers.
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink without the browser's own UI, as
 * Playwright's bundled headless browser is. The end-to-end suite drives it: on the 2-core CI machine a sample of
 * 38 tests took 69 s in it against 93 s in the full browser, whose hidden windows still run the browser's WebUI.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
