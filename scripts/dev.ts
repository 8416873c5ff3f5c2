/**
 * `npm run dev`: the server restarts on change (tsx watch) on PORT (3000) and Vite serves the web app with
 * hot reload on 5173, proxying /api to the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
