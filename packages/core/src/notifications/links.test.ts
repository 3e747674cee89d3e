import { describe, expect, it } from 'vitest';
import { pagePaths } from '../site/page-paths';
import { forumParams, notificationLinks } from './links';

describe('notification links', () => {
  it("a question's link opens its detail panel on the forum", () => {
    expect(notificationLinks.question(42)).toBe(`${pagePaths.Forum}?${forumParams.question}=42`);
  });
});
