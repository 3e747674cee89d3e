import { describe, expect, it } from 'vitest';
import { avatarColor, avatarPalette, initialsOf } from './avatar';

describe('avatarColor', () => {
  it('has a palette of 15 colours', () => {
    expect(avatarPalette).toHaveLength(15);
    expect(new Set(avatarPalette).size).toBe(15);
  });

  it.each([
    [0, 0],
    [1, 1],
    [14, 14],
    [15, 0],
    [16, 1],
    [452, 2],
  ])('user %i gets palette entry %i', (id, index) => {
    expect(avatarColor(id)).toBe(avatarPalette[index]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Budi Santoso', 'budi', 'BU'],
    ['  siti ', 'siti99', 'SI'],
    ['', 'admin', 'AD'],
    [null, 'x', 'X'],
    ['A B', 'ab', 'AB'],
    ['Ñoño', 'n', 'ÑO'],
  ])('%s / %s → %s', (fullName, username, expected) => {
    expect(initialsOf(fullName, username)).toBe(expected);
  });
});
