import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureBrowserValidation } from './browser';

describe('configureBrowserValidation', () => {
  afterAll(() => {
    z.config({ jitless: false });
  });

  it("turns zod's JIT off, as zod itself reads its settings", () => {
    expect(z.config().jitless).not.toBe(true);
    configureBrowserValidation();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
