import type { User } from '@sehat/core/user/user-schema';

/** Who reads a programme: a visitor reads, a user keeps progress, staff read only. */
export type ProgramViewer = 'visitor' | 'user' | 'staff';

export function programViewerOf(user: User | null): ProgramViewer {
  if (!user) return 'visitor';
  return user.role === 'user' ? 'user' : 'staff';
}
