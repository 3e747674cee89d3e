import type { RiskSource } from './signals';

export const riskMessages = {
  noteRequired: 'Tuliskan catatan penanganan.',
  noteTooShort: 'Catatan penanganan minimal 10 karakter: apa yang sudah dilakukan dan apa rencananya.',
  noteTooLong: 'Catatan penanganan maksimal 2000 karakter.',
  loadFailed: 'Tanda risiko tidak dapat dimuat. Coba lagi.',
  handleFailed: 'Tanda risiko belum ditandai ditangani. Coba lagi.',
};

/** The counsellors' side panel: every signal, its source and time, and marking it handled. */
export const riskLabels = {
  panelTitle: 'Tanda risiko',
  active: 'Aktif: belum ditandai ditangani',
  handled: (by: string, at: string) => `Ditandai ditangani oleh ${by}, ${at}`,
  formerCounsellor: 'konselor sebelumnya',
  signalsToggle: (count: number) => `${count} tanda risiko`,
  crisis: 'Krisis',
  concern: 'Perlu perhatian',
  markHandled: 'Tandai ditangani',
  noteLabel: 'Catatan penanganan',
  noteHint: 'Minimal 10 karakter. Catatan ini hanya untuk tim konselor dan tersimpan di catatan kasus.',
  save: 'Simpan',
  cancel: 'Batal',
  handledDone: 'Tanda risiko ditandai ditangani.',
  sources: {
    srq29: 'Hasil SRQ-29 yang dibagikan',
    phq9: 'Hasil PHQ-9 yang dibagikan',
    gad7: 'Hasil GAD-7 yang dibagikan',
    checkin: 'Cek kabar',
    chat: 'Pesan chat',
    forum: 'Postingan forum',
    selfhelp: 'Program bantu diri',
  } satisfies Record<RiskSource, string>,
};
