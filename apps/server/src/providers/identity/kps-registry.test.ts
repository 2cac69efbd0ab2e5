import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityRegistryError } from './identity-registry.ts';
import { createKpsRegistry } from './kps-registry.ts';
import { KPS_NAMESPACE } from './kps-soap.ts';
import { startLocalKps, type LocalKps } from './local-kps.ts';

/** The KPSPublic adapter over HTTP against the local fake of the service: nothing is mocked. */
let kps: LocalKps;
beforeAll(async () => {
  kps = await startLocalKps();
});
afterAll(() => kps.close());

const AHMET = {
  kind: 'tc' as const,
  identityNumber: '12345678950',
  firstName: 'Ahmet',
  lastName: 'Yılmaz',
  birthYear: 1980,
};

describe.each(['1.1', '1.2'] as const)('KPSPublic adapter over SOAP %s', (soapVersion) => {
  const registry = () => createKpsRegistry({ baseUrl: kps.url, soapVersion, timeoutMs: 2000 });

  it('answers true for a person the registry holds, names upper-cased the Turkish way', async () => {
    await expect(registry().verify(AHMET)).resolves.toBe(true);
    const sent = kps.requests.at(-1)!;
    expect(sent.path).toBe('/Service/KPSPublic.asmx');
    expect(sent.body).toContain(`<TCKimlikNoDogrula xmlns="${KPS_NAMESPACE}">`);
    expect(sent.body).toContain('<Ad>AHMET</Ad><Soyad>YILMAZ</Soyad><DogumYili>1980</DogumYili>');
    if (soapVersion === '1.1') {
      expect(sent.headers.soapaction).toBe(`"${KPS_NAMESPACE}/TCKimlikNoDogrula"`);
      expect(sent.body).toContain('http://schemas.xmlsoap.org/soap/envelope/');
    } else {
      expect(sent.headers['content-type']).toContain(`action="${KPS_NAMESPACE}/TCKimlikNoDogrula"`);
      expect(sent.body).toContain('http://www.w3.org/2003/05/soap-envelope');
    }
  });

  it('matches ı and i as the registry does (ismail ışık → İSMAİL IŞIK)', async () => {
    await expect(
      registry().verify({
        kind: 'tc',
        identityNumber: '34567890170',
        firstName: 'ismail',
        lastName: 'ışık',
        birthYear: 1990,
      }),
    ).resolves.toBe(true);
  });

  it('answers false for a wrong name or birth year', async () => {
    await expect(registry().verify({ ...AHMET, lastName: 'Yıldız' })).resolves.toBe(false);
    await expect(registry().verify({ ...AHMET, birthYear: 1981 })).resolves.toBe(false);
  });

  it("checks a foreigner's number with YabanciKimlikNoDogrula and the full birth date", async () => {
    const john = {
      kind: 'foreign' as const,
      identityNumber: '99123456740',
      firstName: 'John',
      lastName: 'Smith',
      birthDay: 12,
      birthMonth: 3,
      birthYear: 1975,
    };
    await expect(registry().verify(john)).resolves.toBe(true);
    expect(kps.requests.at(-1)!.path).toBe('/Service/KPSPublicYabanciDogrula.asmx');
    expect(kps.requests.at(-1)!.body).toContain('<DogumGun>12</DogumGun><DogumAy>3</DogumAy>');
    await expect(registry().verify({ ...john, birthDay: 13 })).resolves.toBe(false);
  });

  it('turns a SOAP Fault into a registry error, never into true or false', async () => {
    const answer = registry().verify({ ...AHMET, identityNumber: '12345abc950' });
    await expect(answer).rejects.toBeInstanceOf(IdentityRegistryError);
    await expect(answer).rejects.toMatchObject({ reason: 'fault' });
    expect(kps.requests.at(-1)!.status).toBe(500);
  });
});

it('gives up after its timeout when the registry is slow', async () => {
  kps.setDelay(800);
  try {
    const registry = createKpsRegistry({ baseUrl: kps.url, soapVersion: '1.1', timeoutMs: 200 });
    const started = Date.now();
    await expect(registry.verify(AHMET)).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(700);
  } finally {
    kps.setDelay(0);
  }
});

it('reports an unreachable registry', async () => {
  const registry = createKpsRegistry({
    baseUrl: 'http://127.0.0.1:9/Service',
    soapVersion: '1.1',
    timeoutMs: 2000,
  });
  await expect(registry.verify(AHMET)).rejects.toMatchObject({ reason: 'unreachable' });
});

it('the fake refuses a wrong SOAPAction and an unreadable envelope with a Fault', async () => {
  const wrongAction = await fetch(`${kps.url}/KPSPublic.asmx`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"http://x/Other"' },
    body: '<x/>',
  });
  expect(wrongAction.status).toBe(500);
  expect(await wrongAction.text()).toContain('<faultcode>soap:Client</faultcode>');
  const noEnvelope = await fetch(`${kps.url}/KPSPublic.asmx`, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${KPS_NAMESPACE}/TCKimlikNoDogrula"`,
    },
    body: 'not xml',
  });
  expect(noEnvelope.status).toBe(500);
  expect(await noEnvelope.text()).toContain('Server was unable to read request');
});
