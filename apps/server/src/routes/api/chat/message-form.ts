import { fileMaxMegabytes } from '@sehat/core/chat/file-rules';
import { chatLimits } from '@sehat/core/chat/limits';
import { sendFileFieldsSchema, sendTextBodySchema } from '@sehat/core/chat/schemas';
import { chatMessages, commonMessages } from '@sehat/core/messages';
import type { FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { badRequest, payloadTooLarge } from '../../../lib/errors';
import type { MessageContent } from '../../../plugins/app/chat/service';

export interface MessageForm {
  clientId: string;
  content: MessageContent;
}

function invalid(error: ZodError) {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message]));
  return badRequest(error.issues[0]?.message ?? commonMessages.invalidInput, fields);
}

/** Multipart: one `file` part (at most 10 MB) and `clientId`. */
async function readFileForm(request: FastifyRequest): Promise<MessageForm> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: chatLimits.fileMaxBytes, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) {
          file = { bytes, name: part.filename };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(chatMessages.fileTooLarge(fileMaxMegabytes));
    }
    throw error;
  }
  const parsed = sendFileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error);
  if (!file || file.bytes.length === 0)
    throw badRequest(chatMessages.fileMissing, { file: chatMessages.fileMissing });
  return { clientId: parsed.data.clientId, content: { kind: 'file', ...file } };
}

/** A send is JSON `{message, clientId}` or a multipart form carrying a file. */
export async function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  if (request.isMultipart()) return readFileForm(request);
  const parsed = sendTextBodySchema.safeParse(request.body ?? {});
  if (!parsed.success) throw invalid(parsed.error);
  return { clientId: parsed.data.clientId, content: { kind: 'text', text: parsed.data.message } };
}
