import {
  IdentityRegistryError,
  type IdentityQuery,
  type IdentityRegistry,
} from './identity-registry.ts';
import {
  KPS_OPERATIONS,
  elementText,
  faultText,
  requestEnvelope,
  requestHeaders,
  type SoapVersion,
} from './kps-soap.ts';

export type KpsRegistryOptions = {
  /** The service folder: 'https://tckimlik.nvi.gov.tr/Service' (the .asmx files are beneath). */
  baseUrl: string;
  soapVersion: SoapVersion;
  /** No answer within this long is no answer (the member is told to try later). */
  timeoutMs: number;
  name?: 'local' | 'kps';
  close?: () => Promise<void>;
};

/**
 * NVI's KPSPublic identity checks over SOAP (kps-soap.ts). A SOAP Fault, an HTTP error, an
 * answer that is not true or false, no connection and no answer in time are each an
 * `IdentityRegistryError`; only `<…Result>true</…Result>` is a match.
 */
export function createKpsRegistry(options: KpsRegistryOptions): IdentityRegistry {
  const { baseUrl, soapVersion, timeoutMs } = options;
  return {
    name: options.name ?? 'kps',
    async verify(query: IdentityQuery): Promise<boolean> {
      const op = KPS_OPERATIONS[query.kind];
      let response: Response;
      let body: string;
      try {
        response = await fetch(`${baseUrl}${op.path}`, {
          method: 'POST',
          headers: requestHeaders(soapVersion, op),
          body: requestEnvelope(soapVersion, query),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw timedOut
          ? new IdentityRegistryError('timeout', `no answer within ${timeoutMs} ms`)
          : new IdentityRegistryError('unreachable', 'the registry could not be reached');
      }
      const fault = faultText(body);
      if (fault !== null) {
        // The fault's text describes the request's shape, never echoes its values.
        throw new IdentityRegistryError('fault', `SOAP Fault: ${fault.slice(0, 200)}`);
      }
      if (!response.ok) {
        throw new IdentityRegistryError('unreadable', `HTTP ${response.status} without a Fault`);
      }
      const result = elementText(body, `${op.operation}Result`);
      if (result === 'true') return true;
      if (result === 'false') return false;
      throw new IdentityRegistryError('unreadable', 'the answer holds no true or false result');
    },
    close: options.close ?? (() => Promise.resolve()),
  };
}
