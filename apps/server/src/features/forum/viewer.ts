/** Who is reading the forum: decides hidden items, anonymity and the admin-only `risk`. */
export interface ForumViewer {
  id: number | null;
  admin: boolean;
}

export function forumViewer(user: { id: number; role: string } | null | undefined): ForumViewer {
  return user ? { id: user.id, admin: user.role === 'admin' } : { id: null, admin: false };
}
