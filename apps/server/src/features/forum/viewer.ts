import { mayUse } from '@sehat/core/user/access';
import type { Role } from '@sehat/core/user/limits';

/** Who is reading the forum: decides hidden items, anonymity and the admin-only `risk`. */
export interface ForumViewer {
  id: number | null;
  admin: boolean;
}

export function forumViewer(user: { id: number; role: Role } | null | undefined): ForumViewer {
  return user ? { id: user.id, admin: mayUse(user.role, 'moderation') } : { id: null, admin: false };
}
