// Debian's Chromium, never a downloaded browser; flags keep it quiet and sandbox-free inside containers.
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
