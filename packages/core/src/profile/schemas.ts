import { z } from 'zod';
import { addressField, emailField, fullNameField } from '../user/fields';

/** Text fields of `PATCH /api/profile` (the photo travels beside them as a file part). */
export const profileUpdateSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  address: addressField.default(''),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Avatar upload rules: what the server accepts and what the picker offers. */
export const avatarRules = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  outputSize: 256,
} as const;

export function isAcceptedImageType(mime: string): boolean {
  return (avatarRules.mimeTypes as readonly string[]).includes(mime);
}
