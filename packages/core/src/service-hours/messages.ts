/**
 * Service hours: when the counsellors are on duty, as the chat, the help pages and the admin
 * screen say it (issue 35 item 1).
 */

/** Indonesia's three zones by the names people use; other zones show as their IANA name. */
export const zoneAbbreviations: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

export const serviceHoursMessages = {
  /** The spec's 5-second warning (§9), with the hours of the day the service opens next. */
  outsideHoursWarning: (span: string | null) =>
    span
      ? `Pesan Anda akan dibalas pada jam operasi (${span}). Tim kami akan merespons segera setelah jam operasi dimulai.`
      : 'Pesan Anda akan dibalas pada jam operasi. Tim kami akan merespons segera setelah jam operasi dimulai.',
  /** The popup's waiting box while nobody is on duty. */
  offDuty: (closedNow: string | null) =>
    closedNow ? `Konselor sedang tidak bertugas. ${closedNow}` : 'Konselor sedang tidak bertugas.',
  nextOpen: (when: string, time: string) => `Layanan buka lagi ${when} pukul ${time}.`,
  /** Today is a closed date (with the admins' note, if any) or a weekday without hours. */
  closedToday: (note: string | null) =>
    note ? `Hari ini layanan tutup (${note}).` : 'Hari ini layanan tutup.',
  /** After `closedToday`, which already says it is the service. */
  openAgain: (when: string, time: string) => `Buka lagi ${when} pukul ${time}.`,
  today: 'hari ini',
  tomorrow: 'besok',
  everyDay: 'setiap hari',
  /** "Senin–Jumat pukul 09.00–17.00". */
  daysAt: (days: string, span: string) => `${days} pukul ${span}`,
  /** The weekdays without hours, after the open ones: '; Sabtu–Minggu tutup'. */
  daysClosed: (days: string) => `; ${days} tutup`,
  noOpenDay: 'belum ada jadwal',
  timezoneInvalid: 'Zona waktu tidak dikenal. Pilih zona waktu dari daftar.',
  clockInvalid: 'Isi jam dengan format JJ:MM, misalnya 09:00.',
  hoursIncomplete: (day: string) => `Isi jam buka dan jam tutup hari ${day}, atau tandai hari itu tutup.`,
  closeBeforeOpen: (day: string) =>
    `Jam tutup hari ${day} harus setelah jam buka. Jadwal yang melewati tengah malam belum didukung: isi jam tutup 00:00, lalu buka hari berikutnya pukul 00:00.`,
  weeklyIncomplete: 'Jadwal mingguan harus berisi ketujuh hari, masing-masing satu kali.',
  dateInvalid: 'Isi tanggal yang valid (TTTT-BB-HH).',
  dateTwice: (date: string) => `Tanggal ${date} sudah ada di daftar tanggal tutup.`,
  noteTooLong: (max: number) => `Keterangan paling banyak ${max} karakter.`,
  tooManyDates: (max: number) => `Paling banyak ${max} tanggal tutup. Hapus tanggal yang sudah lewat.`,
  loadFailed: 'Gagal memuat jam layanan.',
  saveFailed: 'Gagal menyimpan jam layanan. Coba lagi.',
} as const;

export const serviceHoursLabels = {
  pageTitle: 'Jam Layanan',
  pageIntro:
    'Jam bertugas konselor. Chat, halaman bantuan dan pengingat di luar jam layanan membaca jadwal ini. Di luar jam layanan pengguna tetap bisa mengirim pesan dan melihat nomor bantuan darurat.',
  manageLink: 'Kelola Jam Layanan',
  backToInbox: 'Kembali ke inbox',
  nowOpen: 'Sekarang: buka.',
  nowClosed: 'Sekarang: tutup.',
  timezone: 'Zona waktu',
  timezoneHint: 'Jam di bawah ini mengikuti jam di zona waktu ini, di mana pun pengguna berada.',
  weeklyTitle: 'Jadwal mingguan',
  weeklyHint: 'Jam tutup 00:00 berarti buka sampai tengah malam.',
  openThatDay: 'Buka',
  from: 'Dari',
  until: 'Sampai',
  closedDay: 'Tutup',
  closedDatesTitle: 'Tanggal tutup',
  closedDatesHint:
    'Hari libur, misalnya Idul Fitri: layanan tutup sepanjang hari, apa pun jadwal mingguannya.',
  closedDatesEmpty: 'Belum ada tanggal tutup.',
  date: 'Tanggal',
  note: 'Keterangan (opsional)',
  remove: 'Hapus',
  removeDate: (date: string) => (date ? `Hapus tanggal ${date}` : 'Hapus tanggal ini'),
  addDate: 'Tambah tanggal tutup',
  save: 'Simpan jam layanan',
  saving: 'Menyimpan...',
  saved: 'Jam layanan disimpan.',
  loading: 'Memuat jam layanan...',
  /** The audit log's target column for a change of the hours. */
  auditTarget: 'Jam layanan',
} as const;
