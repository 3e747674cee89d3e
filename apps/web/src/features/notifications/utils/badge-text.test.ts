import { notificationLabels } from '@sehat/core/notifications/messages';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('the bell', () => {
  it('draws the unread count, capped, and none when all are read', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(120)).toBe('99+');
  });

  it('names the unread count for screen readers', () => {
    expect(notificationLabels.bell(3)).toBe('Notifikasi (3 belum dibaca)');
    expect(notificationLabels.bell(0)).toBe('Notifikasi');
  });
});
