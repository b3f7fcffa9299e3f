// Debian's Chromium and the flags it needs on these machines (no sandbox as root, no background
// networking on a closed network); shared by Playwright and the screenshot script.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
