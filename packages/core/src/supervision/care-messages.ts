/** Texts of care for counsellors (issue 50 item 5): the wellbeing check and the debriefs. */
export const careMessages = {
  scoreInvalid: 'Pilih nilai 1 sampai 5.',
  noteTooLong: (max: number) => `Catatan paling banyak ${max} karakter.`,
  debriefNotFound: 'Debriefing tidak ditemukan.',
  debriefNotYours: 'Hanya konselornya sendiri atau supervisor yang dapat menandai debriefing ini.',
} as const;

export const careLabels = {
  adminNav: 'Kesejahteraan',
  pageTitle: 'Kesejahteraan Anda',
  pageIntro:
    'Percakapan berisiko itu berat. Catatan di sini hanya untuk Anda: supervisor hanya melihat jumlah dan rata-rata, tidak pernah catatan Anda.',
  formTitle: 'Bagaimana keadaan Anda sekarang?',
  scoreLegend: 'Nilai keadaan Anda',
  scoreNames: { 1: 'Sangat berat', 2: 'Berat', 3: 'Biasa', 4: 'Baik', 5: 'Sangat baik' } as Record<
    number,
    string
  >,
  note: 'Catatan pribadi (opsional)',
  submit: 'Simpan',
  saving: 'Menyimpan...',
  saved: 'Terima kasih. Catatan Anda tersimpan.',
  saveFailed: 'Gagal menyimpan. Coba lagi.',
  entriesTitle: 'Catatan Anda sebelumnya',
  entriesEmpty: 'Belum ada catatan.',
  entry: (score: number, name: string) => `${score}: ${name}`,
  loadFailed: 'Gagal memuat. Coba lagi.',
  loading: 'Memuat...',
  debriefsTitle: 'Debriefing',
  debriefsIntro:
    'Setelah percakapan berisiko selesai, bicarakan dengan supervisor dalam 24 jam. Tandai setelah debriefing dilakukan.',
  debriefsEmpty: 'Tidak ada debriefing yang menunggu.',
  debriefWith: (name: string) => `Percakapan dengan ${name}`,
  dueAt: (when: string) => `Paling lambat ${when}`,
  overdue: 'Lewat 24 jam',
  markHeld: 'Tandai sudah dilakukan',
  markHeldLabel: (name: string) => `Tandai debriefing percakapan dengan ${name} sudah dilakukan`,
  marking: 'Menandai...',
  markFailed: 'Gagal menandai debriefing. Coba lagi.',
  consoleTitle: 'Debriefing terbuka',
  consoleIntro: 'Debriefing setelah percakapan berisiko, yang lewat 24 jam lebih dulu.',
  counsellor: (name: string) => `Konselor: ${name}`,
  noCounsellor: 'Konselor: tidak tercatat',
  count: (open: number, overdue: number) => `${open} terbuka, ${overdue} lewat 24 jam`,
} as const;
