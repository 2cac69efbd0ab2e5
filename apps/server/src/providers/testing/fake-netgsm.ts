import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type NetgsmRequest = {
  method: string;
  path: string;
  contentType: string;
  body: string;
  /** What the fake answered, and when it wrote the answer (`performance.now()`). */
  answer: string;
  answeredAt: number;
};

/**
 * A stand-in for Netgsm's XML endpoint on a local port (tests never reach the internet): keeps
 * every request and answers as Netgsm does when it takes a message, '00 <job id>' with a job id
 * of its own each time — or with the reply a test sets.
 */
export async function startFakeNetgsm() {
  const requests: NetgsmRequest[] = [];
  const state: { reply: { status: number; body: string } | null; jobId: number } = {
    reply: null,
    jobId: 1_234_567_890,
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const reply = state.reply ?? { status: 200, body: `00 ${state.jobId++}` };
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body,
        answer: reply.body,
        answeredAt: performance.now(),
      });
      res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body);
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
