import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'apps/server/dist/server.js');

export const E2E_ADMIN = { phone: '5559990000', password: 'E2e-Yonetici-2026' } as const;

export type RunningServer = {
  url: string;
  dataDir: string;
  output: () => string;
  /** The process's exit code once it has exited (null while it runs). */
  exitCode: () => number | null;
  /** Stops the server (SIGTERM, waits for exit); keeps the data directory. */
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server (`npm run build` first) on a free port and waits until it is ready. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` before the e2e suite.`);
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-e2e-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_DEMO: 'true',
      // The journeys' browser contexts each come from their own address (browser.ts): the
      // header they send is believed because they connect from the loopback address.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // A first start migrates and seeds the embedded database; a loaded machine needs minutes.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become ready in 240 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => log,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
