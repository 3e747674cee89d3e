import { describe, expect, it } from 'vitest';
import { isEmptyPlan, linesOf, planAsText } from './plan-text';
import { safetyPlanLabels } from './messages';
import { emptySafetyPlan } from './schemas';

describe('the safety plan as text', () => {
  it('lists every step in order, the people with their numbers, then the help lines', () => {
    const text = planAsText(
      {
        ...emptySafetyPlan,
        warningSigns: ['Tidak bisa tidur'],
        people: [
          { name: 'Kak Rina', phone: '0812 3456' },
          { name: 'Pak RT', phone: '' },
        ],
        reasonsToLive: ['Anak saya'],
      },
      [
        { name: 'SEJIWA 119 ext. 8', reach: '119 ext. 8' },
        { name: 'Chat konselor', reach: null },
      ],
    );
    expect(text).toContain('1. Tanda-tanda peringatan saya\n- Tidak bisa tidur');
    expect(text).toContain(`2. Yang bisa saya lakukan sendiri untuk tenang\n- ${safetyPlanLabels.empty}`);
    expect(text).toContain('- Kak Rina: 0812 3456\n- Pak RT');
    expect(text).toContain('Alasan saya untuk terus hidup\n- Anak saya');
    expect(
      text.endsWith(`${safetyPlanLabels.crisisTitle}\n- SEJIWA 119 ext. 8: 119 ext. 8\n- Chat konselor`),
    ).toBe(true);
    expect(text.indexOf('6. Membuat')).toBeLessThan(text.indexOf('Alasan saya'));
  });

  it('reads a text box one entry per line, without blank lines', () => {
    expect(linesOf(' satu \r\n\n dua\n  \n')).toEqual(['satu', 'dua']);
  });

  it('knows an empty plan', () => {
    expect(isEmptyPlan(emptySafetyPlan)).toBe(true);
    expect(isEmptyPlan({ ...emptySafetyPlan, reasonsToLive: ['a'] })).toBe(false);
  });
});
