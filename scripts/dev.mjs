#!/usr/bin/env node
// `npm run dev`: the portal server with reload on :8081 (embedded database under ./data) and Vite with hot
// reload on :5173, proxying /api to it. Open http://localhost:5173 or http://swift.localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@portal/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? `${process.cwd()}/data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
