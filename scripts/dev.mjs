// `npm run dev`: the API (tsx watch, port 3001) and Vite (hot reload, port 3000, proxying /api) side by side.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.API_PORT ?? '3001',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  DATA_DIR: process.env.DATA_DIR ?? `${process.cwd()}/data`,
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@gbaka/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@gbaka/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
