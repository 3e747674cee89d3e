import { describe, expect, it } from 'vitest';
import { loadAllocatorTrim } from './allocator-trim';

describe('loadAllocatorTrim', () => {
  it.runIf(process.platform === 'linux')('calls glibc’s malloc_trim off the event loop', async () => {
    const trim = await loadAllocatorTrim();
    expect(trim).toBeTypeOf('function');
    await expect(trim!()).resolves.toBeTypeOf('boolean');
  });
});
