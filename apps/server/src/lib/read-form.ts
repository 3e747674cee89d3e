import type { FastifyRequest } from 'fastify';

export interface ReadForm {
  fields: Record<string, unknown>;
  file?: Buffer;
}

/**
 * Reads a multipart form (text fields plus at most one file part named `fileField`), or a
 * JSON body. Oversized files throw fastify-multipart's 413 while being read.
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<ReadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  }
  const form: ReadForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      // Browsers send an empty, nameless part when no file was chosen.
      if (part.fieldname === fileField && (content.length > 0 || part.filename)) form.file = content;
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
