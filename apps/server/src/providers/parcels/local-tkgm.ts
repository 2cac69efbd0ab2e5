import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LOCAL_TKGM_ILCELER,
  LOCAL_TKGM_ILLER,
  LOCAL_TKGM_MAHALLELER,
  LOCAL_TKGM_PARCELS,
} from './local-tkgm-fixtures.ts';

/** TKGM lets a caller ask about this many times, then answers 403 (decision 084). */
export const LOCAL_TKGM_QUOTA = 100;

export type LocalTkgm = {
  url: string;
  state: {
    /** Requests answered so far; past `quota` every request is a 403, as TKGM does. */
    requests: string[];
    quota: number;
  };
  close(): Promise<void>;
};

const featureCollection = (items: { text: string; id: number }[]) => ({
  type: 'FeatureCollection',
  features: items.map((item) => ({ type: 'Feature', geometry: null, properties: item })),
});

function answer(path: string): { status: number; body: unknown } {
  const parts = path.replace(/^\/+/, '').split('/');
  if (parts[0] === 'idariYapi') {
    if (parts[1] === 'ilListe') return { status: 200, body: featureCollection(LOCAL_TKGM_ILLER) };
    const id = Number(parts[2]);
    const list =
      parts[1] === 'ilceListe'
        ? LOCAL_TKGM_ILCELER[id]
        : parts[1] === 'mahalleListe'
          ? LOCAL_TKGM_MAHALLELER[id]
          : undefined;
    return list
      ? { status: 200, body: featureCollection(list) }
      : { status: 404, body: { Message: 'Kayıt bulunamadı.' } };
  }
  if (parts[0] === 'parsel' && parts.length === 4) {
    const feature = LOCAL_TKGM_PARCELS[parts.slice(1).join('/')];
    return feature
      ? { status: 200, body: feature }
      : { status: 404, body: { Message: 'Parsel bulunamadı.' } };
  }
  return {
    status: 404,
    body: { Message: 'No HTTP resource was found that matches the request URI.' },
  };
}

/**
 * A local stand-in for TKGM's parcel query service (tkgm-registry.ts has its wire format), on a
 * loopback port: the same paths and answers, and the same quota — past `quota` requests it
 * answers 403 with an HTML page, as the real service does.
 */
export async function startLocalTkgm(options: { quota?: number } = {}): Promise<LocalTkgm> {
  const state = { requests: [] as string[], quota: options.quota ?? LOCAL_TKGM_QUOTA };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    state.requests.push(path);
    if (state.requests.length > state.quota) {
      res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>403 Forbidden</h1></body></html>');
      return;
    }
    const reply = req.method === 'GET' ? answer(path) : { status: 405, body: null };
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
