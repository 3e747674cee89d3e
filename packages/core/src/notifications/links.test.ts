import { describe, expect, it } from 'vitest';
import { forumParams, notificationLinks } from './links';

describe('notification links', () => {
  it("a question's link opens its detail panel on the forum", () => {
    const url = new URL(notificationLinks.question(42), 'https://example.test');
    expect(url.pathname).toBe('/forum');
    expect(url.searchParams.get(forumParams.question)).toBe('42');
  });
});
