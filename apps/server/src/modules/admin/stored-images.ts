import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../providers/storage/storage.ts';

type ImageFiles = { url: string; thumbnailUrl: string; variants?: { url: string }[] };

/**
 * Removes the files of images whose rows are gone (after the commit). A file that cannot be
 * removed is logged and left behind: an orphan file costs a little space, a failed delete of a
 * committed change would lie to the admin.
 */
export async function deleteStoredImages(
  storage: Storage,
  images: ImageFiles[],
  log: FastifyBaseLogger,
): Promise<void> {
  const keys = images
    .flatMap((image) => [
      image.url,
      image.thumbnailUrl,
      ...(image.variants ?? []).map((v) => v.url),
    ])
    .map((url) => storage.keyFromUrl(url))
    .filter((key): key is string => key !== null);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason, key: keys[index] }, 'image file could not be deleted');
    }
  });
}
