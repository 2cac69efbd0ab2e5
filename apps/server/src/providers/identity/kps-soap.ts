import { turkishUpperCase } from '@arsamezat/shared/member/identity-number';
import type { IdentityQuery } from './identity-registry.ts';

/**
 * The wire of NVI's KPSPublic identity checks, as the service documents them (an ASP.NET .asmx
 * web service): `KPSPublic.asmx` with `TCKimlikNoDogrula` (TCKimlikNo, Ad, Soyad, DogumYili) and
 * `KPSPublicYabanciDogrula.asmx` with `YabanciKimlikNoDogrula` (KimlikNo, Ad, Soyad, DogumGun,
 * DogumAy, DogumYil), both answering `<…Result>true|false</…Result>`, in SOAP 1.1 (SOAPAction
 * header) or SOAP 1.2 (the action in the content type). The adapter and the local fake both use
 * this file, so they speak the same envelopes.
 */

export const KPS_NAMESPACE = 'http://tckimlik.nvi.gov.tr/WS';
export const SOAP11_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';
export type SoapVersion = '1.1' | '1.2';

export const KPS_OPERATIONS = {
  tc: {
    path: '/KPSPublic.asmx',
    operation: 'TCKimlikNoDogrula',
    fields: ['TCKimlikNo', 'Ad', 'Soyad', 'DogumYili'],
  },
  foreign: {
    path: '/KPSPublicYabanciDogrula.asmx',
    operation: 'YabanciKimlikNoDogrula',
    fields: ['KimlikNo', 'Ad', 'Soyad', 'DogumGun', 'DogumAy', 'DogumYil'],
  },
} as const;

export type KpsOperation = (typeof KPS_OPERATIONS)[keyof typeof KPS_OPERATIONS];

export const soapActionOf = (op: KpsOperation) => `${KPS_NAMESPACE}/${op.operation}`;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function unescapeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/**
 * A name as the registry holds it: a Turkish citizen's in Turkish upper case (i → İ, ı → I); a
 * foreigner's as in the passport, Latin upper case (Smith → SMITH, not SMİTH).
 */
export function registryName(kind: IdentityQuery['kind'], name: string): string {
  return kind === 'tc' ? turkishUpperCase(name) : name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The operation's fields, in its order, with the names upper-cased as the registry holds them. */
export function fieldsOf(query: IdentityQuery): Array<[string, string]> {
  const names: Array<[string, string]> = [
    ['Ad', registryName(query.kind, query.firstName)],
    ['Soyad', registryName(query.kind, query.lastName)],
  ];
  if (query.kind === 'tc') {
    return [['TCKimlikNo', query.identityNumber], ...names, ['DogumYili', String(query.birthYear)]];
  }
  return [
    ['KimlikNo', query.identityNumber],
    ...names,
    ['DogumGun', String(query.birthDay)],
    ['DogumAy', String(query.birthMonth)],
    ['DogumYil', String(query.birthYear)],
  ];
}

export function envelope(version: SoapVersion, body: string): string {
  const ns = version === '1.1' ? SOAP11_NAMESPACE : SOAP12_NAMESPACE;
  const prefix = version === '1.1' ? 'soap' : 'soap12';
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<${prefix}:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:${prefix}="${ns}">` +
    `<${prefix}:Body>${body}</${prefix}:Body></${prefix}:Envelope>`
  );
}

export function requestEnvelope(version: SoapVersion, query: IdentityQuery): string {
  const op = KPS_OPERATIONS[query.kind];
  const fields = fieldsOf(query)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return envelope(version, `<${op.operation} xmlns="${KPS_NAMESPACE}">${fields}</${op.operation}>`);
}

/** The HTTP headers of a request: SOAP 1.1 names the action in SOAPAction, 1.2 in the type. */
export function requestHeaders(version: SoapVersion, op: KpsOperation): Record<string, string> {
  const action = soapActionOf(op);
  return version === '1.1'
    ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }
    : { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` };
}

export function resultEnvelope(version: SoapVersion, op: KpsOperation, result: boolean): string {
  return envelope(
    version,
    `<${op.operation}Response xmlns="${KPS_NAMESPACE}">` +
      `<${op.operation}Result>${result}</${op.operation}Result></${op.operation}Response>`,
  );
}

/** A SOAP Fault as ASP.NET writes one: the client's fault for a request it could not read. */
export function faultEnvelope(version: SoapVersion, message: string): string {
  const text = escapeXml(message);
  if (version === '1.1') {
    return envelope(
      '1.1',
      `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${text}</faultstring>` +
        '<detail /></soap:Fault>',
    );
  }
  return envelope(
    '1.2',
    '<soap12:Fault><soap12:Code><soap12:Value>soap12:Sender</soap12:Value></soap12:Code>' +
      `<soap12:Reason><soap12:Text xml:lang="en">${text}</soap12:Text></soap12:Reason>` +
      '<soap12:Detail /></soap12:Fault>',
  );
}

/** The text of one element (any prefix), or null. Enough for these flat envelopes. */
export function elementText(xml: string, name: string): string | null {
  const match = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${name}>`,
  ).exec(xml);
  return match ? unescapeXml(match[1] ?? '') : null;
}

/** What a Fault says (faultstring in 1.1, Reason/Text in 1.2), or null when it is no Fault. */
export function faultText(xml: string): string | null {
  if (!/<(?:[\w.-]+:)?Fault[\s>]/.test(xml)) return null;
  return elementText(xml, 'faultstring') ?? elementText(xml, 'Text') ?? 'SOAP Fault';
}
