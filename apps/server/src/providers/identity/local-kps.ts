import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityNumberProblem } from '@arsamezat/shared/member/identity-number';
import {
  KPS_OPERATIONS,
  SOAP11_NAMESPACE,
  SOAP12_NAMESPACE,
  elementText,
  faultEnvelope,
  registryName,
  resultEnvelope,
  soapActionOf,
  type KpsOperation,
  type SoapVersion,
} from './kps-soap.ts';

/**
 * The people the local registry knows (README: 'Kimlik doğrulama'). Names as the registry holds
 * them (Turkish upper case). Besides these, every number of the test range — valid check digits
 * and starting 10 — belongs to someone born in 1990, whatever the name: the journeys and
 * the demo register many members, and one account per person would otherwise run out.
 */
export const LOCAL_KPS_PEOPLE = [
  { number: '12345678950', firstName: 'AHMET', lastName: 'YILMAZ', birth: { year: 1980 } },
  { number: '23456789060', firstName: 'AYŞE', lastName: 'DEMİR', birth: { year: 1985 } },
  { number: '34567890170', firstName: 'İSMAİL', lastName: 'IŞIK', birth: { year: 1990 } },
  { number: '45678901280', firstName: 'ÇİĞDEM', lastName: 'ÖZTÜRK', birth: { year: 1975 } },
  {
    number: '99123456740',
    firstName: 'JOHN',
    lastName: 'SMITH',
    birth: { year: 1975, month: 3, day: 12 },
  },
] as const;
export const LOCAL_KPS_TEST_RANGE = { prefix: '10', birthYear: 1990 } as const;

type Person = {
  number: string;
  firstName: string;
  lastName: string;
  birth: { year: number; month?: number; day?: number };
};

/** What the local registry answers for these fields (the fake's whole rule, for its tests). */
export function localKpsAnswer(fields: Record<string, string>): boolean {
  const number = fields.TCKimlikNo ?? fields.KimlikNo ?? '';
  const year = Number(fields.DogumYili ?? fields.DogumYil);
  if (number.startsWith(LOCAL_KPS_TEST_RANGE.prefix) && identityNumberProblem(number) === null) {
    return year === LOCAL_KPS_TEST_RANGE.birthYear;
  }
  const person = (LOCAL_KPS_PEOPLE as readonly Person[]).find((p) => p.number === number);
  if (!person) return false;
  const kind = fields.KimlikNo === undefined ? 'tc' : 'foreign';
  const sameName =
    registryName(kind, fields.Ad ?? '') === person.firstName &&
    registryName(kind, fields.Soyad ?? '') === person.lastName;
  const sameBirth =
    person.birth.year === year &&
    (fields.DogumGun === undefined || Number(fields.DogumGun) === person.birth.day) &&
    (fields.DogumAy === undefined || Number(fields.DogumAy) === person.birth.month);
  return sameName && sameBirth;
}

const INTEGER_FIELDS = new Set([
  'TCKimlikNo',
  'KimlikNo',
  'DogumYili',
  'DogumYil',
  'DogumGun',
  'DogumAy',
]);

/**
 * A faithful local stand-in for NVI's KPSPublic (kps-soap.ts): the same paths, envelopes and
 * actions in SOAP 1.1 and 1.2; a request it cannot read (a missing or non-numeric field, a wrong
 * SOAPAction, no envelope) gets the Fault the .asmx service answers, with HTTP 500. `delayMs`
 * holds every answer back, to try a slow registry. Listens on 127.0.0.1 only.
 */
export async function startLocalKps(options: { delayMs?: number } = {}) {
  const state = { delayMs: options.delayMs ?? 0, requests: [] as LocalKpsRequest[] };
  const operations = new Map<string, KpsOperation>(
    Object.values(KPS_OPERATIONS).map((op) => [op.path.toLowerCase(), op]),
  );

  function answer(
    req: http.IncomingMessage,
    raw: string,
  ): { status: number; version: SoapVersion; body: string } {
    const path = new URL(req.url ?? '/', 'http://local').pathname
      .toLowerCase()
      .replace(/^.*(\/[^/]+\.asmx)$/, '$1');
    const op = operations.get(path);
    const type = req.headers['content-type'] ?? '';
    const version: SoapVersion = type.startsWith('application/soap+xml') ? '1.2' : '1.1';
    const fault = (message: string) => ({
      status: 500,
      version,
      body: faultEnvelope(version, message),
    });
    if (!op || req.method !== 'POST') {
      return fault('Server did not recognize the value of HTTP Header SOAPAction: .');
    }
    const action =
      version === '1.1'
        ? (req.headers.soapaction as string | undefined)?.replace(/^"|"$/g, '')
        : /action="([^"]*)"/.exec(type)?.[1];
    if (action !== soapActionOf(op)) {
      return fault(
        `Server did not recognize the value of HTTP Header SOAPAction: ${action ?? ''}.`,
      );
    }
    const envelopeNs = version === '1.1' ? SOAP11_NAMESPACE : SOAP12_NAMESPACE;
    if (!raw.includes(envelopeNs) || !raw.includes(`<${op.operation}`)) {
      return fault(
        'Server was unable to read request. ---> There is an error in XML document (1, 1).',
      );
    }
    const fields: Record<string, string> = {};
    for (const name of op.fields) {
      const value = elementText(raw, name);
      if (value === null || (INTEGER_FIELDS.has(name) && !/^-?\d+$/.test(value.trim()))) {
        return fault(
          'Server was unable to read request. ---> There is an error in XML document (1, 1). ---> Input string was not in a correct format.',
        );
      }
      fields[name] = value.trim();
    }
    return { status: 200, version, body: resultEnvelope(version, op, localKpsAnswer(fields)) };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
      if (raw.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => {
      const reply = answer(req, raw);
      state.requests.push({
        path: req.url ?? '',
        headers: {
          'content-type': req.headers['content-type'],
          soapaction: req.headers.soapaction,
        },
        body: raw,
        status: reply.status,
      });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, {
          'content-type':
            reply.version === '1.1'
              ? 'text/xml; charset=utf-8'
              : 'application/soap+xml; charset=utf-8',
        });
        res.end(reply.body);
      };
      if (state.delayMs > 0) setTimeout(send, state.delayMs).unref();
      else send();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    /** The service folder, as IDENTITY_REGISTRY_URL would name NVI's. */
    url: `http://127.0.0.1:${port}/Service`,
    requests: state.requests,
    setDelay(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalKpsRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
};
export type LocalKps = Awaited<ReturnType<typeof startLocalKps>>;
