/**
 * `npm start` (src/cli/serve.ts) as a player runs it, on a free port of 127.0.0.1 serving a small
 * folder (`--dist`, so nothing is built): it prints only the address it listens on (no network
 * address when bound to 127.0.0.1), `GET /addresses` lists none, and SIGTERM or SIGINT sent to
 * the process that was started — npm itself, or node when run directly — stops it cleanly (and
 * npm killed outright leaves no server behind either): the
 * signaling WebSocket is closed, the port is free again and none of the processes it started
 * (npm, its shell, node) is left. Processes are found and checked by id only (Linux /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

const ROOT = resolve(import.meta.dirname, '../..');
const linux = existsSync('/proc/self/stat');

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => done(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** `[pid, parent pid, state]` of every process, from /proc. */
function processes(): { pid: number; ppid: number; state: string }[] {
  const out: { pid: number; ppid: number; state: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({ pid: Number(name), ppid: Number(rest[1]), state: rest[0]! });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** `pid` and all its descendants. */
function tree(pid: number): number[] {
  const all = processes();
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const p of all) if (p.ppid === found[i]) found.push(p.pid);
  }
  return found;
}

/** True while `pid` exists and is not a zombie (exited, waiting to be reaped). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`still not true: ${what}`);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      done(true);
    });
    s.once('error', () => done(false));
  });
}

let dist: string;
const started: number[] = [];

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'parley-serve-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Parley</title>');
});

afterEach(() => {
  // A failed test must not leave its server: stop what this file started, by id.
  for (const pid of started.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

interface Run {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  readonly pids: readonly number[];
}

async function start(via: 'npm' | 'node'): Promise<Run> {
  const port = await freePort();
  const args = ['--dist', dist, '--host', '127.0.0.1', '--port', String(port)];
  const [command, argv] =
    via === 'npm'
      ? ['npm', ['start', '--', ...args]]
      : [process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', ...args]];
  const child = spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, PORT: '', HOST: '', PARLEY_CONNECT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child.pid!);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  await until('the server answers /health', async () => {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
    return fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
  });
  await until('it printed its addresses', () => output.includes('Ctrl+C stops'));
  const pids = tree(child.pid!);
  started.push(...pids);
  return { child, port, output: () => output, pids };
}

/** A PeerServer client on the server's signaling socket; resolves once the server said OPEN. */
async function signalingClient(port: number): Promise<{ closed: () => boolean }> {
  const id = `serve-cli-${process.pid}-${port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/peerjs/peerjs?key=peerjs&id=${id}&token=t1`);
  let closed = false;
  ws.on('close', () => (closed = true));
  ws.on('error', () => undefined);
  await new Promise<void>((done, reject) => {
    ws.once('message', (data) => {
      if (String(data).includes('OPEN')) done();
      else reject(new Error(`unexpected ${String(data)}`));
    });
    ws.once('error', reject);
  });
  return { closed: () => closed };
}

async function stopsCleanly(run: Run, signal: NodeJS.Signals): Promise<void> {
  const ws = await signalingClient(run.port);
  const exited = new Promise<void>((done) => run.child.once('exit', () => done()));
  run.child.kill(signal);
  await exited;
  await until('every process it started has exited', () => run.pids.every((p) => !running(p)));
  await until('the port is free', async () => !(await portAnswers(run.port)));
  await until('the signaling socket was closed', () => ws.closed());
  await until('it said it was stopping', () => /stopping/.test(run.output()));
}

describe.skipIf(!linux)('npm start', () => {
  it('bound to 127.0.0.1 prints only localhost; /addresses lists no network address', async () => {
    const run = await start('node');
    const urls = run.output().match(/https?:\/\/\S+/g) ?? [];
    expect(urls).toEqual([`http://localhost:${run.port}/`]);
    expect(run.output()).not.toMatch(/on your network/);
    const body = (await (await fetch(`http://127.0.0.1:${run.port}/addresses`)).json()) as unknown;
    expect(body).toEqual({ network: [] });
    await stopsCleanly(run, 'SIGTERM');
  });

  it('through npm: SIGTERM to npm stops npm and the server', async () => {
    const run = await start('npm');
    expect(run.pids.length).toBeGreaterThanOrEqual(2);
    await stopsCleanly(run, 'SIGTERM');
  });

  it('through npm: SIGINT to npm stops npm and the server', async () => {
    const run = await start('npm');
    await stopsCleanly(run, 'SIGINT');
  });

  it('npm killed outright (SIGKILL): the server sees its parent go and stops by itself', async () => {
    const run = await start('npm');
    await stopsCleanly(run, 'SIGKILL');
  });

  it('run directly: SIGINT stops it', async () => {
    const run = await start('node');
    await stopsCleanly(run, 'SIGINT');
  });
});
