import { profileMessages } from '@sehat/core/profile/messages';
import { avatarRules, isAcceptedImageType } from '@sehat/core/profile/schemas';

/** The client-side avatar check: an accepted image type, at most 5 MB. Null when fine. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!isAcceptedImageType(file.type)) return profileMessages.imagesOnly;
  if (file.size > avatarRules.maxBytes) return profileMessages.imageTooLarge;
  return null;
}

/** The picker's `accept` attribute. */
export const avatarAccept = avatarRules.mimeTypes.join(',');
