// `--import ./bench/http/cpu-profile.mjs` (through NODE_OPTIONS, which refuses --cpu-prof):
// profiles the whole process and writes CPU_PROFILE_DIR/server-<pid>.cpuprofile on exit, for
// Chrome DevTools or bench/http/profile-summary.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // A session on the process's own thread answers synchronously, so this runs before exit.
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `server-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
