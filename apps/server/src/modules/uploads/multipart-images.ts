import { IMAGE_MESSAGES, LISTING_IMAGE_LIMITS } from '@arsamezat/shared/admin/admin-listing-images';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

export type UploadedFile = { fileName: string; data: Buffer };

/** A file name fit for a message: no control characters, at most 120 letters. */
export function displayName(fileName: string | undefined, index: number): string {
  const clean = Array.from((fileName ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim())
    .slice(0, 120)
    .join('');
  return clean || `${index + 1}. dosya`;
}

const isLimitError = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT');

/**
 * Reads every file of a multipart request into memory (at most 10 files of 10 MB each). A file
 * over the limit is read to its end and dropped, then the whole request answers 413 naming it,
 * so the browser always gets to read the answer.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest(IMAGE_MESSAGES.noFiles, 'NO_FILES');
  const files: UploadedFile[] = [];
  const oversized: string[] = [];
  try {
    let index = 0;
    for await (const part of request.files({
      throwFileSizeLimit: false,
      limits: { fileSize: LISTING_IMAGE_LIMITS.maxBytes },
    })) {
      const fileName = displayName(part.filename, index);
      index += 1;
      const data = await part.toBuffer();
      if (part.file.truncated) oversized.push(fileName);
      else files.push({ fileName, data });
    }
  } catch (error) {
    if (isLimitError(error)) throw badRequest(IMAGE_MESSAGES.tooManyFiles, 'TOO_MANY_FILES');
    if (error instanceof AppError) throw error;
    // The body itself is broken (cut short, a part without its boundary): the sender's fault.
    throw badRequest(IMAGE_MESSAGES.unreadable, 'UNREADABLE_IMAGE');
  }
  if (oversized.length > 0) {
    const fields = Object.fromEntries(oversized.map((name) => [name, IMAGE_MESSAGES.tooLarge]));
    throw new AppError('IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge, { fields });
  }
  if (files.length === 0) throw badRequest(IMAGE_MESSAGES.noFiles, 'NO_FILES');
  return files;
}
