import { describe, expect, it } from 'vitest';
import { loadAllocatorTrim } from './allocator-trim';

describe('loadAllocatorTrim', () => {
  it.runIf(process.platform === 'linux')('calls glibc’s malloc_trim off the event loop', async () => {
    const trim = await loadAllocatorTrim();
    expect(trim).toBeTypeOf('function');
    const scratch = Array.from({ length: 2_000 }, () => Buffer.alloc(16 * 1024, 1));
    scratch.length = 0;
    await expect(trim!()).resolves.toBeTypeOf('boolean');
  });
});
