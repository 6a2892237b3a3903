import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, messages } from '../errors/http-error.js';

export const multipartMessages = {
  malformed: 'Форма с файлом не читается: нет границы частей (boundary) или данные оборваны',
} as const;

const malformed = () => new HttpError(400, multipartMessages.malformed);

/**
 * busboy's own failures (no or a bad boundary, a body cut short) are plain errors, without a status or a
 * code: the client's form is at fault. Errors with a status (a limit, a prototype key), with a code (a disk
 * the file was copied to failing) and the shop's own are left as they are.
 */
function formError(error: unknown): unknown {
  const plain = error instanceof Error && !('statusCode' in error) && !('code' in error);
  return plain ? malformed() : error;
}

/**
 * The one file of an upload route's multipart form (415 for another type, undefined when the form has no
 * file), with a form busboy cannot read refused with 400. A file stream already failed (the body ended inside
 * it) is refused here, as a reader given it would wait for data that never comes.
 */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw new HttpError(415, messages.unsupportedMediaType);
  const part = await request.file().catch((error: unknown) => {
    throw formError(error);
  });
  if (part?.file.errored) throw malformed();
  return part;
}

/**
 * The error an upload route answers when reading the file failed: the stream's own failure (the form cut
 * short while it was read) is the client's; anything else (the import's, the database's) is left as it is.
 */
export function fileReadError(part: MultipartFile, error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const streamError = part.file.errored;
  return streamError === null ? error : formError(streamError);
}

/** The whole file in memory: `tooLarge` when it went over the route's limit, 400 for a form cut short. */
export async function fileBuffer(part: MultipartFile, tooLarge: () => HttpError): Promise<Buffer> {
  return part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw tooLarge();
    throw fileReadError(part, error);
  });
}
