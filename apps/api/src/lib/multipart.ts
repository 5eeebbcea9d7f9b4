/**
 * Reads a whole multipart form into memory before anything is stored (files are capped by the
 * multipart limits: 5 MB each, 10 per request), so a refused request leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { MAX_UPLOAD_BYTES } from './images';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  fieldname: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export async function readMultipartForm(req: FastifyRequest, noun = 'file', maxFiles = 10): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the form as multipart/form-data, with the ${noun}s attached as files.`);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input sends a part without a name or bytes: nothing was chosen.
        if (data.length === 0 && !part.filename) continue;
        files.push({ data, filename: part.filename, fieldname: part.fieldname });
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') throw badRequest('VALIDATION_FAILED', `The field ${part.fieldname} is too long.`);
        if (part.fieldname in fields) throw badRequest('VALIDATION_FAILED', `The field ${part.fieldname} was sent more than once.`);
        // Empty inputs count as not filled in (a blank price must not become ₹0).
        if (part.value.trim() !== '') fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'UPLOAD_TOO_LARGE', `Each ${noun} must be ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or smaller.`);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, 'PAYLOAD_TOO_LARGE', `You can send at most ${maxFiles} ${noun}s.`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    throw badRequest('VALIDATION_FAILED', 'The form could not be read. Please send it again.');
  }
  if (files.length > maxFiles) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `You can send at most ${maxFiles} ${noun}s.`);
  return { fields, files };
}
