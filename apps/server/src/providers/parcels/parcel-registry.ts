import type { ParcelLookupRequest, ParcelRecord } from '@arsamezat/shared/listings/parcel-lookup';

/**
 * The land registry port (issue 30, decision 084): a parcel's outline, area and nitelik by il,
 * ilçe, mahalle, ada and parsel. Null: the registry does not know the parcel. An error thrown
 * means no answer (refused — TKGM answers 403 past about a hundred requests —, slow,
 * unreachable, unreadable); the caller falls back to placing the pin by hand.
 */
export type ParcelRegistry = {
  readonly name: 'local' | 'tkgm';
  lookup(query: ParcelLookupRequest): Promise<ParcelRecord | null>;
  /** Stops what the adapter started (the local fake's server). */
  close(): Promise<void>;
};

export class ParcelRegistryError extends Error {
  override name = 'ParcelRegistryError';
  constructor(
    readonly reason: 'refused' | 'timeout' | 'unreachable' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A place name in Turkish upper case, without the 'Mah.' / 'Mahallesi' the reference lists of
 * the listing form write after a mahalle ('Geriş Mah.' is the registry's 'GERİŞ').
 */
export const upperTr = (value: string) =>
  value
    .trim()
    .toLocaleUpperCase('tr-TR')
    .replace(/\s+(MAH\.?|MAHALLESİ)$/u, '');
