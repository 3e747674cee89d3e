import { z } from 'zod';
import { roles } from './limits';

/** The `user` object of the HTTP contract (api.md). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** The owner opened a verification link sent to `email` (ADR 130). */
  emailVerified: z.boolean(),
  address: z.string(),
  role: z.enum(roles),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `lastResult` of the contract: the newest self-test result of the session's user. */
export const lastResultSchema = z
  .object({ hasil: z.string(), severity: z.string(), createdAt: z.string() })
  .nullable();
export type LastResult = z.infer<typeof lastResultSchema>;

/** The answer that holds one account: register, the profile (read and saved), admin saves. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
