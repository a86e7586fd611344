// `npm run dev`: the API server (restarted by tsx watch on change) and Vite with hot reload.
// Vite proxies /local and /static/media to the API (vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_CLIENT: '0' },
  }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--host', '0.0.0.0'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
function stop() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) stop();
  });
