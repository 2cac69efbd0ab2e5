/*
 * The browse's search and filters of issue 30: keyword, district, neighbourhood, area, zoning.
 * Shared by the browse query (listings.ts) and a saved search's filters (watchlist.ts).
 */
import { z } from 'zod';
import { foldedWords } from '../core/turkish-text.ts';
import type { City } from './cities.ts';
import {
  AREA_FILTER_MAX_M2,
  DISTRICTS_MAX,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MAX_WORDS,
  NEIGHBOURHOODS_MAX,
  ZONINGS,
} from './listing-options.ts';
import {
  cityOfCode,
  DISTRICT_CODE_PATTERN,
  districtOfNeighbourhood,
  NEIGHBOURHOOD_CODE_PATTERN,
} from './location-codes.ts';

/** `x=A,B`, `x=A&x=B` or both, trimmed, empty parts dropped. */
export function splitList(value: unknown): unknown[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '' && part !== undefined);
}

const codeList = (pattern: RegExp, max: number, invalid: string, tooMany: string) =>
  z.preprocess(
    splitList,
    z
      .array(z.string({ error: invalid }).regex(pattern, invalid))
      .max(max, tooMany)
      .transform((codes) => [...new Set(codes)]),
  );

/** The words searched for ('Çeşme’de arsa'): bounded; none (only spaces or marks) is no search. */
export const KeywordParamSchema = z
  .string({ error: 'Arama sözcüğü geçersiz.' })
  .max(KEYWORD_MAX_LENGTH, `Arama en fazla ${KEYWORD_MAX_LENGTH} karakter olabilir.`)
  .refine((value) => !/\p{Cc}/u.test(value), 'Arama sözcüğü geçersiz.')
  // One kind of space and of apostrophe, so every reader splits the words the same way.
  .transform((value) =>
    value
      .trim()
      .replaceAll(/\s+/g, ' ')
      .replaceAll(/[’‘`´]/g, "'"),
  )
  .refine(
    (value) => foldedWords(value).length <= KEYWORD_MAX_WORDS,
    `En fazla ${KEYWORD_MAX_WORDS} sözcükle arayın.`,
  )
  .transform((value) => (foldedWords(value).length > 0 ? value : undefined))
  .optional();

export const DistrictsParamSchema = codeList(
  DISTRICT_CODE_PATTERN,
  DISTRICTS_MAX,
  'İlçe geçersiz.',
  `En fazla ${DISTRICTS_MAX} ilçe seçilebilir.`,
);
export const NeighbourhoodsParamSchema = codeList(
  NEIGHBOURHOOD_CODE_PATTERN,
  NEIGHBOURHOODS_MAX,
  'Mahalle geçersiz.',
  `En fazla ${NEIGHBOURHOODS_MAX} mahalle seçilebilir.`,
);

export const areaParam = (label: string) =>
  z.coerce
    .number({ error: `${label} geçersiz.` })
    .int(`${label} tam sayı (m²) olmalıdır.`)
    .min(0, `${label} negatif olamaz.`)
    .max(AREA_FILTER_MAX_M2, `${label} çok büyük.`)
    .optional();

export const ZoningsParamSchema = z.preprocess(
  splitList,
  z
    .array(z.enum(ZONINGS, { error: 'İmar durumu geçersiz.' }))
    .max(ZONINGS.length, 'İmar durumu geçersiz.')
    .transform((zonings) => [...new Set(zonings)]),
);

/** The issue 30 fields, as a browse query and a saved search both take them. */
export const browseSearchFields = {
  q: KeywordParamSchema,
  districts: DistrictsParamSchema.default([]),
  neighbourhoods: NeighbourhoodsParamSchema.default([]),
  minArea: areaParam('En küçük alan'),
  maxArea: areaParam('En büyük alan'),
  zoning: ZoningsParamSchema.default([]),
};

type BrowseSearch = {
  cities: readonly City[];
  districts: readonly string[];
  neighbourhoods: readonly string[];
  minArea?: number | undefined;
  maxArea?: number | undefined;
};

/**
 * The checks across fields (decision 082): districts under the ONE chosen province, mahalleler
 * under a chosen district, the area range the right way round.
 */
export function checkBrowseSearch(search: BrowseSearch, ctx: z.RefinementCtx): void {
  const { cities, districts, neighbourhoods, minArea, maxArea } = search;
  if (districts.length > 0 && cities.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['districts'],
      message: 'İlçe seçmek için tek bir il seçin.',
    });
  } else if (districts.some((code) => cityOfCode(code) !== cities[0])) {
    ctx.addIssue({
      code: 'custom',
      path: ['districts'],
      message: 'Seçilen ilçe, seçilen ilde değil.',
    });
  }
  if (neighbourhoods.some((code) => !districts.includes(districtOfNeighbourhood(code)))) {
    ctx.addIssue({
      code: 'custom',
      path: ['neighbourhoods'],
      message: 'Mahalle seçmek için önce ilçesini seçin.',
    });
  }
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) {
    ctx.addIssue({
      code: 'custom',
      path: ['minArea'],
      message: 'En küçük alan en büyük alandan büyük olamaz.',
    });
  }
}
