import { turkishSlug } from '@arsamezat/shared/core/turkish-text';

const SLUG_MAX = 80;

/**
 * The public page's name from a firm's title (`/firms/:slug`): Turkish letters transliterated
 * ('Çağlayan Gayrimenkul A.Ş.' → 'caglayan-gayrimenkul-a-s', the shared `turkishSlug`), at most
 * 80 characters; 'firma' when nothing is left.
 */
export function slugOf(title: string): string {
  const slug = turkishSlug(title).slice(0, SLUG_MAX).replace(/-+$/, '');
  return slug || 'firma';
}

/** `base`, or `base-2`, `base-3`… : the first not among `taken`. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
