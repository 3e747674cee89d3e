import { clientIdPattern } from '@sehat/core/validation/client-id-format';
import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id';

describe('newClientId', () => {
  it('makes ids the server accepts, never the same twice, each sorting after the one before', () => {
    const ids = Array.from({ length: 200 }, newClientId);
    for (const id of ids) expect(id).toMatch(clientIdPattern);
    expect(new Set(ids).size).toBe(ids.length);
    const times = ids.map((id) => id.slice(0, 12));
    expect([...times].sort()).toEqual(times);
  });
});
