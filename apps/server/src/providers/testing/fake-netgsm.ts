import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type NetgsmRequest = { method: string; path: string; contentType: string; body: string };

/**
 * A stand-in for Netgsm's XML endpoint on a local port (tests never reach the internet): keeps
 * every request and answers with `reply`, which a test may change.
 */
export async function startFakeNetgsm() {
  const requests: NetgsmRequest[] = [];
  const state = { reply: { status: 200, body: '00 1234567890' } };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body,
      });
      res.writeHead(state.reply.status, { 'content-type': 'text/plain' }).end(state.reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms/send/xml`,
    requests,
    /** What the next requests get back. */
    answer(body: string, status = 200) {
      state.reply = { status, body };
    },
    /** The text of the `<msg>` of a request. */
    messageOf(request: NetgsmRequest) {
      return /<msg><!\[CDATA\[([\s\S]*?)\]\]><\/msg>/.exec(request.body)?.[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
