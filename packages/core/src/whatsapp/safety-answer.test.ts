import { describe, expect, it } from 'vitest';
import { defaultServiceHours } from '../service-hours/schedule';
import { defaultCrisisContacts } from '../site/site-defaults';
import { safetyAnswer } from './safety-answer';

// 2026-11-30 is a Monday; the default hours are 09.00–21.00 WIB (UTC+7) every day.
const openAt = new Date('2026-11-30T05:00:00Z');
const closedAt = new Date('2026-11-30T15:30:00Z');
const plan = 'https://sehatjiwa.id/rencana-keamanan';

describe('safetyAnswer', () => {
  it('lists the configured phone numbers, says a counsellor is on duty and gives the place in the queue', () => {
    const text = safetyAnswer({
      contacts: defaultCrisisContacts,
      hours: defaultServiceHours,
      now: openAt,
      queuePlace: 3,
      safetyPlanUrl: plan,
    });
    expect(text).toContain('SEJIWA 119 ext. 8: 119 ext. 8');
    expect(text).toContain('Nomor darurat 112: 112');
    expect(text).not.toContain('healing119.id');
    expect(text).toContain('Konselor sedang bertugas');
    expect(text).toContain('Jam layanan: setiap hari pukul 09.00–21.00 WIB.');
    expect(text).toContain('Posisi Anda dalam antrean: 3.');
    expect(text).not.toContain(plan);
  });

  it('outside the hours says when the service opens again instead, and offers the safety plan', () => {
    const text = safetyAnswer({
      contacts: defaultCrisisContacts,
      hours: defaultServiceHours,
      now: closedAt,
      queuePlace: 1,
      safetyPlanUrl: plan,
    });
    expect(text).not.toContain('Konselor sedang bertugas');
    expect(text).toContain('Layanan buka lagi besok pukul 09.00 WIB.');
    expect(text).toContain('Posisi Anda dalam antrean: 1.');
    expect(text).toContain(`rencana keamanan pribadi: ${plan}`);
  });
});
