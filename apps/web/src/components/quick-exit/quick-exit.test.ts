import { describe, expect, it } from 'vitest';
import { escapesExit } from './quick-exit';

describe('Escape three times', () => {
  it('leaves when the last three presses fall within two seconds', () => {
    expect(escapesExit([0, 500, 1_900])).toBe(true);
    expect(escapesExit([0, 5_000, 5_300, 6_000])).toBe(true);
  });

  it('stays for fewer presses or slower ones', () => {
    expect(escapesExit([0, 100])).toBe(false);
    expect(escapesExit([0, 1_500, 2_500])).toBe(false);
  });
});
