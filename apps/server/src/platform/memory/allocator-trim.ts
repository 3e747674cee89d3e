/** Hands the C allocator's free pages back to the system; true when it released any. */
export type AllocatorTrim = () => Promise<boolean>;

/**
 * glibc's `malloc_trim(0)` through koffi, loaded when first needed (ADR 105). glibc keeps what
 * V8's compiler threads, argon2 and PGlite's start freed in its arenas, resident until trimmed.
 * Undefined where there is no glibc (macOS, Windows, musl): their allocators return memory
 * themselves.
 */
export async function loadAllocatorTrim(): Promise<AllocatorTrim | undefined> {
  if (process.platform !== 'linux') return undefined;
  const { default: koffi } = await import('koffi');
  let mallocTrim: ReturnType<ReturnType<typeof koffi.load>['func']>;
  try {
    mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
  } catch {
    return undefined;
  }
  // Off the event loop: a trim walks every arena, which takes milliseconds after a busy spell.
  return () =>
    new Promise((resolve, reject) => {
      mallocTrim.async(0, (error: unknown, released: number) =>
        error ? reject(error) : resolve(released === 1),
      );
    });
}
