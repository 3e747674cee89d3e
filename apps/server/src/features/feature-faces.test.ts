import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faceBreaches, readServerFiles } from '../../test/feature-faces';

describe("each feature's one public face, its index.ts (ADR 240)", () => {
  it('finds an import that reaches past a feature’s index, from code or tests outside it', () => {
    const files = new Map([
      ['src/api/features.ts', "import chat, { routes } from '../features/chat/index';"],
      ['src/cli/tool.ts', "import type { Notifier } from '../features/notifications/notifier';"],
      ['test/helper.ts', "const { job } = await import('../src/features/auth/reset-requests');"],
      ['src/features/chat/service.ts', "import { policy } from './policy';\nimport x from '../users/index';"],
      ['src/features/chat/routes/a.test.ts', "import '../../forum/routes/b';"],
    ]);
    expect(faceBreaches(files)).toEqual([
      { file: 'src/cli/tool.ts', target: 'src/features/notifications/notifier' },
      { file: 'test/helper.ts', target: 'src/features/auth/reset-requests' },
      { file: 'src/features/chat/routes/a.test.ts', target: 'src/features/forum/routes/b' },
    ]);
  });

  it('holds for the server: nothing imports a feature but through its index', () => {
    const files = readServerFiles(fileURLToPath(new URL('../..', import.meta.url)));
    expect(files.has('src/api/features.ts')).toBe(true);
    // This file's examples above are breaches on purpose.
    files.delete('src/features/feature-faces.test.ts');
    expect(faceBreaches(files)).toEqual([]);
  });
});
