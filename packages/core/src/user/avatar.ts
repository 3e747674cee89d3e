/** The spec's 15-colour avatar palette; a user's colour is their id modulo 15. */
export const avatarPalette = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a21caf',
  '#c2410c',
  '#4d7c0f',
  '#4338ca',
  '#0e7490',
  '#9f1239',
  '#6d28d9',
  '#115e59',
] as const;

export function avatarColor(userId: number): string {
  const index = ((userId % avatarPalette.length) + avatarPalette.length) % avatarPalette.length;
  return avatarPalette[index]!;
}

/** First two letters of the full name, else of the username, uppercased. */
export function initialsOf(fullName: string | null | undefined, username: string): string {
  const source = (fullName ?? '').trim() || username.trim();
  const letters = Array.from(source.replace(/\s+/g, ''));
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}
