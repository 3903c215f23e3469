import fs from 'node:fs';

/** Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH; undefined when absent. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}
