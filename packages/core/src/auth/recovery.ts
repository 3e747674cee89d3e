import { z } from 'zod';
import { emailField, newPasswordField } from '../user/fields';
import { text } from '../validation/text';
import { recoveryMessages } from './recovery-messages';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Account recovery and e-mail verification (api.md "Reaching people", ADR 130); how often one
 * may ask is in limits/rate-limits.ts.
 */
export const recoveryLimits = {
  /** A reset link from a mail works this long after it was sent. */
  resetTokenMs: 30 * MINUTE_MS,
  /** An admin's one-time link is handed over by hand (phone, a visit): it works a day. */
  adminResetLinkMs: 24 * HOUR_MS,
  verificationTokenMs: 7 * 24 * HOUR_MS,
  /** The longest token string accepted before it is looked up (ours are 43 characters). */
  tokenMax: 200,
} as const;

/** Query parameter of /atur-ulang-kata-sandi and /verifikasi-email. */
export const tokenParam = 'token';

const tokenField = (invalid: string) =>
  text({ required: invalid, wrongType: invalid })
    .min(1, { error: invalid })
    .max(recoveryLimits.tokenMax, { error: invalid });

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: tokenField(recoveryMessages.resetTokenInvalid),
  password: newPasswordField,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset form's fields (the token comes from the link, not from the person). */
export const newPasswordFormSchema = passwordResetConfirmSchema.pick({ password: true });

export const emailVerificationConfirmSchema = z.object({
  token: tokenField(recoveryMessages.verificationTokenInvalid),
});
export type EmailVerificationConfirm = z.infer<typeof emailVerificationConfirmSchema>;

/** 201 of POST /api/admin/users/:id/password-reset-link. */
export const adminResetLinkSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type AdminResetLink = z.infer<typeof adminResetLinkSchema>;
