import { describe, expect, it } from 'vitest';
import { lucideIconImports } from './lucide-icon-imports';

const transform = (code: string) => {
  const hook = lucideIconImports().transform as (code: string, id: string) => { code: string } | undefined;
  return hook(code, '/w/apps/web/src/components/x.tsx')?.code;
};

describe('icons imported from their own modules (ADR 235)', () => {
  it('imports each icon from its module and keeps the rest from the index', () => {
    const code = transform("import { Trash, createLucideIcon } from 'lucide-react';");
    expect(code).toContain("import Trash from 'lucide-react/icons/trash';");
    expect(code).toContain("import { createLucideIcon } from 'lucide-react';");
  });

  it('keeps types alone as a type import, which leaves no import of the index (ADR 251)', () => {
    const code = transform("import { Eye, type LucideIcon } from 'lucide-react';");
    expect(code).toContain("import Eye from 'lucide-react/icons/eye';");
    expect(code).toContain("import type { LucideIcon } from 'lucide-react';");
    expect(code).not.toMatch(/import \{[^}]*\} from 'lucide-react'/);
  });
});
