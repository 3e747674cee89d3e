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

  it('always carries the core numbers (112, 119 ext. 8, SAPA 129) once, whatever the operator configured', () => {
    const text = safetyAnswer({
      contacts: [
        { type: 'phone', name: 'Nomor darurat 112', description: 'Darurat', number: '112', display: '112' },
        {
          type: 'phone',
          name: 'Crisis line Riau',
          description: 'Lokal',
          number: '0761123',
          display: '0761-123',
        },
      ],
      hours: defaultServiceHours,
      now: openAt,
      queuePlace: 1,
      safetyPlanUrl: plan,
    });
    expect(text).toContain('SEJIWA 119 ext. 8: 119 ext. 8');
    expect(text).toContain('SAPA 129: 129');
    expect(text.match(/: 112$/gm)).toHaveLength(1);
    expect(text).toContain('Crisis line Riau: 0761-123');
  });
});
