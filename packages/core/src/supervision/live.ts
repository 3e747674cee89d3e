import { z } from 'zod';
import { chatAssigneeSchema } from '../chat/schemas';

/** One open conversation on the supervisors' live console (api.md "Roles and supervision"). */
export const liveConversationSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), fullName: z.string() }),
  assignee: chatAssigneeSchema.nullable(),
  /** A risk signal no counsellor has marked handled yet (ADR 210). */
  risk: z.boolean(),
  /** Open and past its first-response due time (ADR 192). */
  overdue: z.boolean(),
  /** How long the person's unanswered message has waited; 0 once answered. */
  waitingSeconds: z.number().int(),
  lastMessageAt: z.string().nullable(),
  /** The newest message anyone wrote, cut short for the list. */
  lastMessage: z.string().nullable(),
});
export type LiveConversation = z.infer<typeof liveConversationSchema>;

export const liveResponseSchema = z.object({ conversations: z.array(liveConversationSchema) });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

/** The console lists this many at most: more open conversations than a team can watch at once. */
export const liveConsoleLimit = 200;

/** The console's order: at risk, then overdue, then the longest wait, then the latest message. */
export function byUrgency(a: LiveConversation, b: LiveConversation): number {
  return (
    Number(b.risk) - Number(a.risk) ||
    Number(b.overdue) - Number(a.overdue) ||
    b.waitingSeconds - a.waitingSeconds ||
    (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '')
  );
}
