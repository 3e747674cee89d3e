// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { outsideHoursWarning } from '@sehat/core/service-hours/describe';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { VisitorProviders } from '#web/testing/component-providers';
import { HistoryDeletedNote, OperatingHoursBanner } from './chat-banners';
import { UrgentHelp } from './urgent-help';

afterEach(cleanup);

const holiday = { ...defaultServiceHours, closedDates: [{ date: '2026-11-28', note: 'Idul Fitri' }] };
// 17:50 in Jakarta on the closed date.
const closedEvening = new Date('2026-11-28T10:50:00Z');

describe('the chat banners', () => {
  it('show their whole text, to be wrapped, with nothing to expand (issue 48)', () => {
    const warning = outsideHoursWarning(holiday, closedEvening);
    render(<OperatingHoursBanner text={warning} />);
    const text = screen.getByText(warning);
    expect(warning).toMatch(/^Hari ini layanan tutup \(Idul Fitri\)\. Pesan Anda akan dibalas/);
    expect(text.closest('p')?.textContent).toBe(warning);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('say when the history was deleted as every other date and time', () => {
    render(<HistoryDeletedNote at="2026-11-28T10:34:00Z" />);
    const note = screen.getByText(/^Riwayat chat telah dihapus oleh pengguna pada /);
    expect(note.textContent).toMatch(/pada \d{1,2} November 2026 pukul \d{2}\.\d{2}\.$/);
    expect(note.textContent).not.toMatch(/[AP]M|\//);
  });

  it("name the closed day in the popup's box while nobody is on duty", () => {
    const closedNow = 'Hari ini layanan tutup (Idul Fitri). Buka lagi Senin, 30 November pukul 09.00 WIB.';
    render(<UrgentHelp state={{ offDuty: true, queued: false }} closedNow={closedNow} />, {
      wrapper: VisitorProviders,
    });
    expect(screen.getByText(serviceHoursMessages.offDuty(closedNow))).toBeTruthy();
  });
});
