import http from 'node:http';
import { controlSocketPath, type ControlAnswer } from './control-socket.ts';
import type { BackupRecord } from './last-backup.ts';

/** The running instance could not be asked, or refused; the message is the operator's. */
export class ControlError extends Error {
  override name = 'ControlError';
}

/**
 * Asks the instance running on DATA_DIR to write a backup (`npm run backup` while it runs),
 * through its control socket; resolves with what it wrote.
 */
export function askInstanceForBackup(
  dataDir: string,
  target: string | undefined,
  timeoutMs = 30 * 60_000,
): Promise<BackupRecord> {
  const body = JSON.stringify(target === undefined ? {} : { target });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: ControlAnswer;
          try {
            parsed = JSON.parse(text) as ControlAnswer;
          } catch {
            reject(new ControlError('Sunucunun cevabı okunamadı.'));
            return;
          }
          if (parsed.ok) resolve(parsed.backup);
          else reject(new ControlError(parsed.error.message));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      reject(
        new ControlError(
          `Çalışan sunucunun yedek kanalına ulaşılamadı (${controlSocketPath(dataDir)}): ${
            (error as NodeJS.ErrnoException).code ?? error.message
          }`,
        ),
      );
    });
    req.end(body);
  });
}
