// `npm run dev`: the API server (restarted on change by tsx watch) plus Vite's
// dev server, which proxies the API paths to it (see vite.config.ts).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? 'dist/app' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
children.forEach((child) => child.on('exit', (code) => { stopAll(); process.exit(code ?? 0); }));
