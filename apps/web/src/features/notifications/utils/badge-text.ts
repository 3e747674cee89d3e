/** The count drawn on the bell: '99+' beyond two digits, nothing when all are read. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
