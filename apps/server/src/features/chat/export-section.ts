import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, messages, uploads } from '../../db/schema/index';

import { chatFileUrl } from './presenter';

const iso = (date: Date) => date.toISOString();

/**
 * The person's own conversation, both sides of it, and the results they shared there, in the data
 * export; never other people's chats, even for a counsellor (their replies there belong to those
 * conversations). A file is a full link to the chat's file route, which opens it for whoever is
 * logged in to the account (ADR 203).
 */
export default fp<{ siteOrigin: string }>(
  async (app, { siteOrigin }) => {
    const { db } = app;
    app.dataExporter.section('chat', async (user) => {
      const [chat, shares] = await Promise.all([
        db
          .select({ message: messages, file: uploads })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .leftJoin(uploads, eq(uploads.id, messages.uploadId))
          .where(eq(conversations.userId, user.id))
          .orderBy(asc(messages.id)),
        app.chatResultShares.listForUser(user.id),
      ]);
      return {
        messages: chat.map(({ message, file }) => ({
          id: message.id,
          senderRole: message.senderRole,
          message: message.body,
          type: message.type,
          file: file
            ? {
                name: file.originalName ?? file.path,
                size: file.size,
                mime: file.mime,
                url: `${siteOrigin}${chatFileUrl(message.id)}`,
              }
            : null,
          createdAt: iso(message.createdAt),
        })),
        sharedResults: shares,
      };
    });
  },
  { name: 'chat-export', dependencies: ['db', 'data-export', 'chat-result-shares'] },
);
