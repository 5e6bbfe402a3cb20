import { spawn } from 'node:child_process';

/** The API with demo data, watched, beside Vite's dev server (which proxies /api to it). */
const children = [
  spawn('npx', ['tsx', 'watch', 'api/main.ts', '--demo'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
