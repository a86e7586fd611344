// Chromium through playwright-core with the flags of ../shared/notes/webgl-on-this-machine.md.
import { chromium } from 'playwright-core';

const BASE = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
/** Frame benchmarks need uncapped frames; never combine these with --use-angle=swiftshader. */
const FRAME = [
  '--disable-gpu-vsync',
  '--disable-frame-rate-limit',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

export function launch({ frames = false, extraArgs = [] } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BASE, ...(frames ? FRAME : []), ...extraArgs],
  });
}
