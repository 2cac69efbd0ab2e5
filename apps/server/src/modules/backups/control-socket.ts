import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupRecord } from './last-backup.ts';

/**
 * The running instance's local control channel (decision 089): an HTTP server on a Unix socket,
 * DATA_DIR/run/control.sock, in a folder only the data directory's owner may enter (0700). The
 * file system is the authentication — whoever can connect can already read DATA_DIR, database
 * included — and nothing of it is reachable over the network or through the load balancer.
 * One operation: `POST /backup` with `{ "target"?: "/absolute/path.tar.gz" }`.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'control.sock');
}

/** Linux's limit on a socket's path (sun_path, 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;
const MAX_BODY = 4096;

export type ControlAnswer =
  { ok: true; backup: BackupRecord } | { ok: false; error: { code: string; message: string } };

const refusal = (code: string, message: string): ControlAnswer => ({
  ok: false,
  error: { code, message },
});

/** The target a caller named: absolute, a .tar.gz, bounded; null when it is not. */
function targetOf(body: unknown): string | undefined | null {
  if (body === null || typeof body !== 'object') return null;
  const { target } = body as { target?: unknown };
  if (target === undefined) return undefined;
  if (typeof target !== 'string' || target.length > 1024 || target.includes('\0')) return null;
  if (!path.isAbsolute(target) || !target.endsWith('.tar.gz')) return null;
  return path.normalize(target);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) return null;
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export type ControlSocket = { path: string; stop(): Promise<void> };

/**
 * Starts the control socket, or answers null (with a warning) when DATA_DIR's path is too long
 * for one. `stop` stops taking connections and waits for a backup in progress.
 */
export async function startControlSocket(deps: {
  dataDir: string;
  takeBackup: (target: string | undefined) => Promise<BackupRecord>;
  log: FastifyBaseLogger;
}): Promise<ControlSocket | null> {
  const socketPath = controlSocketPath(deps.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    deps.log.warn({ socketPath }, 'DATA_DIR too long for the control socket: npm run backup off');
    return null;
  }
  const runDir = path.dirname(socketPath);
  await fs.mkdir(runDir, { recursive: true, mode: 0o700 });
  await fs.chmod(runDir, 0o700);
  // The data directory's lock is ours: a socket file left here belongs to a dead process.
  await fs.rm(socketPath, { force: true });

  let running: Promise<unknown> | null = null;
  const answer = async (req: http.IncomingMessage): Promise<[number, ControlAnswer]> => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      return [404, refusal('NOT_FOUND', 'Bilinmeyen işlem.')];
    }
    const target = targetOf(await readBody(req));
    if (target === null) {
      return [
        400,
        refusal('BAD_REQUEST', 'Hedef, .tar.gz ile biten tam bir dosya yolu olmalıdır.'),
      ];
    }
    if (running) return [409, refusal('BACKUP_RUNNING', 'Şu anda başka bir yedek alınıyor.')];
    const backup = deps.takeBackup(target);
    running = backup.finally(() => {
      running = null;
    });
    try {
      return [200, { ok: true, backup: await backup }];
    } catch (error) {
      deps.log.error({ err: error }, 'backup failed');
      return [500, refusal('BACKUP_FAILED', 'Yedek alınamadı; ayrıntı sunucu kaydında.')];
    }
  };

  const server = http.createServer((req, res) => {
    void answer(req).then(([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    path: socketPath,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running?.catch(() => undefined);
      await fs.rm(socketPath, { force: true });
    },
  };
}
