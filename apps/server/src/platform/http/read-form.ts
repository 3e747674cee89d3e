import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newToken } from '../security/tokens';
import { AppError, badRequest, payloadTooLarge } from './errors';

/** A file part of a form, as the OpenAPI document shows it. */
export const filePart = z.any().meta({ type: 'string', format: 'binary' });

/**
 * The body schema of a route that takes JSON or a multipart form: Fastify checks a JSON body
 * against it; a multipart body reaches the handler unread (Fastify validates it as null), and
 * the handler reads it with readForm.
 */
export function formBody<T extends z.ZodObject>(fields: T) {
  return fields.nullish();
}

/**
 * An uploaded file, streamed to a temporary file while the limit was checked; the temporary
 * file is removed once the response has gone (or the client went away).
 */
export interface FormFile {
  /** Where the bytes wait, outside the storage, until the route checks and stores them. */
  stagedPath: string;
  size: number;
  /** The name the sender's system gave it (may be empty). */
  name: string;
}

export interface ReadForm {
  fields: Record<string, unknown>;
  file?: FormFile;
}

/** What one route's form may carry. */
export interface FormRules {
  /** The one file part the route takes. */
  fileField: string;
  maxFileBytes: number;
  /** The 413 message of a file over `maxFileBytes`. */
  fileTooLarge: string;
}

/** Room for a form's text fields and part headers beside its file (the form's own limits are smaller). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a multipart body before a byte of it is read: one that says it is larger than the file
 * limit allows (413), one that would fill the site's file quota (413), and whatever `admit`
 * refuses for the file size the body announces (the file limit when it announces none).
 */
async function admitBody(
  request: FastifyRequest,
  rules: FormRules,
  admit?: (bytes: number) => Promise<void>,
) {
  const declared = Number(request.headers['content-length']);
  if (declared > rules.maxFileBytes + FORM_OVERHEAD_BYTES) throw payloadTooLarge(rules.fileTooLarge);
  const bytes = Number.isFinite(declared) ? Math.min(declared, rules.maxFileBytes) : rules.maxFileBytes;
  await request.server.uploadQuota.assertSiteRoom(bytes);
  await admit?.(bytes);
}

/**
 * Reads a multipart form (text fields plus at most one file part named `rules.fileField`), or
 * a JSON body. Whatever goes wrong while reading a multipart body is the client's: a file or
 * form over its limits is a 413, a body that is not the form it claims to be (no boundary,
 * another boundary, cut off) a 400. `admit` may refuse the upload before its body is read; a
 * file that would fill the site's file quota is a 413 (a form without one is read as usual).
 */
export async function readForm(
  request: FastifyRequest,
  rules: FormRules,
  admit?: (bytes: number) => Promise<void>,
): Promise<ReadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  }
  await admitBody(request, rules, admit);
  const form: ReadForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxFileBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) {
          part.file.resume();
          continue;
        }
        const staged = await stageFile(request, part.file);
        if (part.file.truncated) throw payloadTooLarge(rules.fileTooLarge);
        // Browsers send an empty, nameless part when no file was chosen.
        if (staged.size > 0 || part.filename) form.file = { ...staged, name: part.filename };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The server's own disk failing to take the staged file is not the client's fault.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw formError(error, rules);
  }
  if (form.file) await request.server.uploadQuota.assertSiteRoom(form.file.size);
  return form;
}

/**
 * Streams a file part to a temporary file, never holding it whole: busboy stops counting it at
 * the route's limit (the part then ends `truncated`). @fastify/multipart removes what
 * `tmpUploads` lists when the response ends or the client goes away.
 */
async function stageFile(
  request: FastifyRequest,
  file: Readable,
): Promise<{ stagedPath: string; size: number }> {
  const stagedPath = path.join(os.tmpdir(), `sehat-upload-${newToken(12)}`);
  request.tmpUploads ??= [];
  request.tmpUploads.push(stagedPath);
  let size = 0;
  await pipeline(
    file,
    async function* count(source: AsyncIterable<Buffer>) {
      for await (const piece of source) {
        size += piece.length;
        yield piece;
      }
    },
    createWriteStream(stagedPath),
  );
  return { stagedPath, size };
}

function formError(error: unknown, rules: FormRules): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(rules.fileTooLarge);
  // Too many parts, files or fields.
  if (statusCode === 413) return payloadTooLarge(commonMessages.payloadTooLarge);
  return badRequest(commonMessages.invalidInput);
}
