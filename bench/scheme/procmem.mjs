// Memory of Chromium's processes read from /proc (Linux): proportional set size (PSS), so
// shared libraries are split fairly between processes.
import { readFileSync, readdirSync } from 'node:fs';

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** Processes descending from `rootPid`, with their command lines. */
export function descendants(rootPid) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(name, 'stat');
    const m = /\) \S+ (\d+)/.exec(stat);
    if (m) parent.set(Number(name), Number(m[1]));
  }
  const out = [];
  for (const pid of parent.keys()) {
    let p = pid;
    for (let hops = 0; hops < 6 && p > 1; hops++) {
      p = parent.get(p) ?? 0;
      if (p === rootPid) {
        out.push({ pid, cmd: readProc(pid, 'cmdline').replace(/\0/g, ' ') });
        break;
      }
    }
  }
  return out;
}

/** PSS of a process in MB, or NaN. */
export function pssMB(pid) {
  const m = /^Pss:\s+(\d+) kB/m.exec(readProc(pid, 'smaps_rollup'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * Private memory (USS: private clean + private dirty) of a process in MB, or NaN: what the
 * process alone costs, close to the "memory footprint" of Chrome's task manager.
 */
export function privateMB(pid) {
  const text = readProc(pid, 'smaps_rollup');
  const clean = /^Private_Clean:\s+(\d+) kB/m.exec(text);
  const dirty = /^Private_Dirty:\s+(\d+) kB/m.exec(text);
  return clean && dirty ? (Number(clean[1]) + Number(dirty[1])) / 1024 : NaN;
}

/**
 * The largest renderer (tab) process and the GPU process of a browser, MB: private memory,
 * and PSS (which also charges a share of the libraries mapped by every Chromium process).
 */
export function browserMemory(rootPid) {
  let renderer = NaN;
  let rendererPss = NaN;
  let gpu = NaN;
  for (const { pid, cmd } of descendants(rootPid)) {
    if (cmd.includes('--type=renderer') && !cmd.includes('--extension-process')) {
      const v = privateMB(pid);
      if (!(v <= renderer)) {
        renderer = v;
        rendererPss = pssMB(pid);
      }
    } else if (cmd.includes('--type=gpu-process')) gpu = privateMB(pid);
  }
  return { rendererMB: renderer, rendererPssMB: rendererPss, gpuMB: gpu };
}
