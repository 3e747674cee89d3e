import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rules a snippet breaks, linted as if it were the web file at `file` (under apps/web/src). */
async function broken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result.messages.map((message) => message.ruleId);
}

// The lint's resolver must understand `#web/...` (ADR 242): an import it cannot resolve passes
// the boundary rules unchecked.
describe('the web boundaries, through the #web alias', () => {
  it("refuse a feature importing another feature's component, a .tsx file", async () => {
    const code = "export { CareNote } from '#web/features/forum/components/care-note';\n";
    expect(await broken('features/chat/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("refuse a feature importing another feature's module, a .ts file", async () => {
    const code = "export { tagChoices } from '#web/features/forum/utils/tag-choices';\n";
    expect(await broken('features/chat/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuse shared code importing a feature', async () => {
    const code = "export { CareNote } from '#web/features/forum/components/care-note';\n";
    expect(await broken('lib/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("let a feature import another feature's public face, its index.ts", async () => {
    const code = "export { chatDraftState } from '#web/features/chat';\n";
    expect(await broken('features/forum/admin/components/probe.ts', code)).toEqual([]);
  });

  it("refuse a feature importing past another feature's face", async () => {
    const code = "export { chatDraftFor } from '#web/features/chat/utils/chat-draft';\n";
    expect(await broken('features/forum/admin/components/probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let a feature import shared code', async () => {
    const code = "export { queryClient } from '#web/lib/query-client';\n";
    expect(await broken('features/chat/probe.ts', code)).toEqual([]);
  });
});

describe('a web import three or more folders up', () => {
  it('is refused: it is written #web/...', async () => {
    const code = "export { queryClient } from '../../../lib/query-client';\n";
    expect(await broken('features/chat/hooks/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('two folders up, inside a feature, passes', async () => {
    const code = "export { chatKeys } from '../../api/chat-keys';\n";
    expect(await broken('features/chat/components/inbox/probe.ts', code)).toEqual([]);
  });
});
