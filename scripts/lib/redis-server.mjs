// A throw-away redis-server (Debian's package) for the tests of several instances with REDIS_URL: on a
// free loopback port, nothing written to disk, stopped by `stop()`.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { findFreePort } from './ports.mjs';

/** True once the server answers PING on the port. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

export async function startRedisServer(binary = '/usr/bin/redis-server') {
  const port = await findFreePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      if (!exited) child.kill('SIGTERM');
    },
  };
}
