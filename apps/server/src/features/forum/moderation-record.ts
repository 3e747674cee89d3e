import type { ModerationAction, ModerationKind } from '@sehat/core/forum/moderation-contract';
import type { FastifyInstance } from 'fastify';
import { forumModerationLog } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import type { Actor } from './policy';

export interface ModeratedTarget {
  kind: ModerationKind;
  id: number;
  authorId: number;
  questionId: number;
  /** The question's title, read before a deleted question is gone. */
  title: string;
}

/**
 * What a moderator's action leaves behind, in the action's own transaction: the author is told
 * of a deletion or a first hiding (never of a keep), and the moderation log has its entry.
 * Every way a moderator acts (the queue's decisions, deleting from the forum) goes through here.
 */
export async function recordModeration(
  app: FastifyInstance,
  tx: Tx,
  target: ModeratedTarget,
  action: ModerationAction,
  moderator: Actor,
  { tellAuthor }: { tellAuthor: boolean },
): Promise<void> {
  const { kind, id, authorId, questionId, title } = target;
  if (tellAuthor && action !== 'keep') {
    await app.notifier.moderated(tx, {
      kind,
      action,
      authorId,
      questionId,
      title,
      moderatorId: moderator.id,
    });
  }
  await tx.insert(forumModerationLog).values({
    action: `${action}_${kind}`,
    targetId: id,
    questionId,
    authorId,
    adminId: moderator.id,
    adminUsername: moderator.username,
  });
}

/**
 * A post's risk columns as its author writes it: crisis language written again sends it back
 * to the moderation queue even when a moderator had kept it before.
 */
export const riskOnWrite = (risk: boolean) => (risk ? { risk, reviewedAt: null } : { risk });
