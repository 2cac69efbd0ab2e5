/**
 * The identity port: does the population registry hold a person with this number, name and
 * birth date? NVI's public check (KPSPublic) answers only true or false; it never tells which
 * part did not match, and neither do we.
 *
 * Names go in as the member typed them; an adapter upper-cases them with the Turkish rules the
 * registry uses. An error thrown means no answer (unreachable, slow, a SOAP Fault, an unreadable
 * reply): nothing may be recorded as verified. Errors carry no number and no name.
 */
export type IdentityRegistry = {
  readonly name: 'local' | 'kps';
  verify(query: IdentityQuery): Promise<boolean>;
  /** Stops what the adapter started (the local fake's server). */
  close(): Promise<void>;
};

export type IdentityQuery =
  | {
      kind: 'tc';
      identityNumber: string;
      firstName: string;
      lastName: string;
      birthYear: number;
    }
  | {
      /** A foreigner identity number (99…): the registry's foreign-identity operation. */
      kind: 'foreign';
      identityNumber: string;
      firstName: string;
      lastName: string;
      birthDay: number;
      birthMonth: number;
      birthYear: number;
    };

/** The registry gave no answer we can use; `reason` is safe to log (no personal data). */
export class IdentityRegistryError extends Error {
  override name = 'IdentityRegistryError';
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'fault' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}
