import { fileMaxMegabytes } from '@sehat/core/chat/file-rules';
import { chatLimits } from '@sehat/core/chat/limits';
import { sendFileFieldsSchema, sendTextBodySchema } from '@sehat/core/chat/schemas';
import { chatMessages } from '@sehat/core/chat/messages';
import type { FastifyRequest } from 'fastify';
import { badRequest, invalidFields } from '../../../platform/http/errors';
import { readForm, type FormRules } from '../../../platform/http/read-form';
import type { MessageContent } from '../service';

export interface MessageForm {
  clientId: string;
  content: MessageContent;
}

const fileRules: FormRules = {
  fileField: 'file',
  maxFileBytes: chatLimits.fileMaxBytes,
  fileTooLarge: chatMessages.fileTooLarge(fileMaxMegabytes),
};

/** Multipart: one `file` part (at most 10 MB) and `clientId`, read only once the sender may send it. */
async function readFileForm(request: FastifyRequest): Promise<MessageForm> {
  const sender = request.user!;
  const { fields, file } = await readForm(request, fileRules, (bytes) =>
    request.server.chatService.admitFile(sender, bytes),
  );
  const parsed = sendFileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error);
  if (!file || file.size === 0) {
    throw badRequest(chatMessages.fileMissing, { file: chatMessages.fileMissing });
  }
  return {
    clientId: parsed.data.clientId,
    content: { kind: 'file', stagedPath: file.stagedPath, name: file.name },
  };
}

/** A send is JSON `{message, clientId}` or a multipart form carrying a file. */
export async function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  if (request.isMultipart()) return readFileForm(request);
  const parsed = sendTextBodySchema.safeParse(request.body ?? {});
  if (!parsed.success) throw invalidFields(parsed.error);
  return { clientId: parsed.data.clientId, content: { kind: 'text', text: parsed.data.message } };
}
