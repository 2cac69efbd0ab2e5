import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type SmtpMessage = { from: string; to: string[]; data: string };

/**
 * Just enough SMTP on a local port (220, EHLO/HELO 250, MAIL 250, RCPT 250, DATA 354, '.' 250,
 * QUIT 221) to accept messages and keep what it received.
 */
export async function startFakeSmtp() {
  const inbox: SmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: SmtpMessage = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          inbox.push(current);
          current = { from: '', to: [], data: '' };
          say('250 OK queued');
        } else {
          current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp');
      else if (verb === 'MAIL') {
        current.from = line;
        say('250 OK');
      } else if (verb === 'RCPT') {
        current.to.push(line);
        say('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        say('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        say('221 Bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') say('250 OK');
      else say('502 Command not implemented');
    };
    say('220 fake-smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        handle(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The body of a received message with quoted-printable undone, read as UTF-8. */
export function readBody(message: SmtpMessage): string {
  const raw = message.data.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  const joined = raw.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
