import type { User } from '@sehat/core/user/user-schema';
import type { UserRow } from '../../db/schema/index';

export type AccountRow = Omit<UserRow, 'passwordHash'>;

export function avatarUrl(photoPath: string | null): string | null {
  return photoPath ? `/uploads/${photoPath}` : null;
}

/** The contract's `user` object. Never includes the password hash. */
export function presentUser(row: AccountRow): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    address: row.address,
    role: row.role,
    photoUrl: avatarUrl(row.photoPath),
    createdAt: row.createdAt.toISOString(),
  };
}
