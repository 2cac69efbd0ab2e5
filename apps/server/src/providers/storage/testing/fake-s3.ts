import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Request = { method: string; path: string; headers: http.IncomingHttpHeaders };
export type FakeS3Object = { body: Buffer; contentType: string | undefined; cacheControl?: string };

/**
 * A tiny S3 stand-in on 127.0.0.1 (path-style only): PUT stores an object, GET returns it,
 * DELETE removes it (204 even when absent, like S3). A bucket named in `deniedBuckets` answers
 * 403 AccessDenied. Enough to test the adapter without the internet.
 */
export async function startFakeS3(options: { deniedBuckets?: string[] } = {}) {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const objectPath = decodeURIComponent(url.pathname);
      requests.push({ method: req.method ?? '', path: objectPath, headers: req.headers });
      const bucket = objectPath.split('/')[1] ?? '';
      if (options.deniedBuckets?.includes(bucket)) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        );
        return;
      }
      if (req.method === 'PUT') {
        const cacheControl = req.headers['cache-control'];
        objects.set(objectPath, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          ...(cacheControl ? { cacheControl } : {}),
        });
        res.writeHead(200, { etag: '"fake"' });
        res.end();
      } else if (req.method === 'DELETE') {
        objects.delete(objectPath);
        res.writeHead(204);
        res.end();
      } else if (req.method === 'GET' && objects.has(objectPath)) {
        const object = objects.get(objectPath);
        res.writeHead(200, { 'content-type': object?.contentType ?? 'application/octet-stream' });
        res.end(object?.body);
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
