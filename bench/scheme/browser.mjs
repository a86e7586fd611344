// Chromium through playwright-core with the flags of ../shared/notes/webgl-on-this-machine.md;
// the base flags and the binary come from scripts/chromium.mjs, shared with e2e and screenshots.
import { launchChromium } from '../../scripts/chromium.mjs';

/** Frame benchmarks need uncapped frames; never combine these with --use-angle=swiftshader. */
const FRAME = [
  '--disable-gpu-vsync',
  '--disable-frame-rate-limit',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

export function launch({ frames = false, extraArgs = [] } = {}) {
  return launchChromium([...(frames ? FRAME : []), ...extraArgs]);
}
