import { describe, expect, it } from 'vitest';
import { profileMessages } from '@sehat/core/profile/messages';
import { avatarAccept, checkAvatarFile } from './check-avatar-file';

const mb = 1024 * 1024;

describe('checkAvatarFile', () => {
  it('accepts the image types up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 5 * mb })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('rejects anything that is not an accepted image', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe(profileMessages.imagesOnly);
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe(profileMessages.imagesOnly);
    expect(checkAvatarFile({ type: '', size: 10 })).toBe(profileMessages.imagesOnly);
  });

  it('rejects images over 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * mb + 1 })).toBe(profileMessages.imageTooLarge);
  });

  it('offers exactly the accepted types in the picker', () => {
    expect(avatarAccept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });
});
