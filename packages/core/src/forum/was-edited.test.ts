import { describe, expect, it } from 'vitest';
import { wasEdited } from './was-edited';

describe('wasEdited', () => {
  it('is false when updatedAt equals createdAt, true when it differs', () => {
    expect(wasEdited({ createdAt: '2026-03-10T12:00:00.000Z', updatedAt: '2026-03-10T12:00:00Z' })).toBe(
      false,
    );
    expect(wasEdited({ createdAt: '2026-03-10T12:00:00Z', updatedAt: '2026-03-10T12:00:00.001Z' })).toBe(
      true,
    );
  });
});
