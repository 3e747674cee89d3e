/**
 * For the browser: zod's JIT compiles object schemas with `new Function`, and merely probing
 * for it makes a strict CSP (no 'unsafe-eval', as this site sends) report a violation. This
 * switches it off (`jitless`), so validation runs without code generation.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (so that copies of zod share them)
 * and reads `jitless` when a schema is built. Setting it there, rather than through
 * `z.config`, keeps zod out of the app's first chunk; browser.test.ts checks that zod sees it.
 * Call it before any schema is built.
 */
export function configureBrowserValidation(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
