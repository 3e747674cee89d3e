/** Weekly shifts of the counsellors and the coverage report (issue 50 item 6, ADR 232). */
export const shiftMessages = {
  dayInvalid: 'Pilih hari dari daftar (Senin sampai Minggu).',
  clockInvalid: 'Isi jam dengan format JJ:MM, misalnya 22:00.',
  counsellorInvalid: 'Pilih konselor dari daftar.',
  endBeforeStart: (day: string) =>
    `Jam selesai shift hari ${day} harus setelah jam mulai. Shift yang melewati tengah malam dibagi dua: sampai 00:00, lalu mulai 00:00 hari berikutnya.`,
  overlap: (day: string, first: string, second: string) =>
    `Dua shift konselor yang sama pada hari ${day} tumpang tindih (${first} dan ${second}). Gabungkan atau ubah jamnya.`,
  tooMany: (max: number) => `Paling banyak ${max} shift dalam satu minggu.`,
  notCounsellor: 'Shift hanya untuk akun yang dapat membalas chat (konselor, supervisor atau admin).',
  loadFailed: 'Gagal memuat jadwal shift.',
  saveFailed: 'Gagal menyimpan jadwal shift. Coba lagi.',
  coverageLoadFailed: 'Gagal memuat laporan cakupan. Coba lagi.',
} as const;

export const shiftLabels = {
  adminNav: 'Shift',
  pageTitle: 'Jadwal Shift',
  pageIntro:
    'Shift mingguan konselor menurut jam layanan. Percakapan baru lebih dulu diberikan kepada konselor yang sedang online dan sedang bertugas.',
  backToInbox: 'Kembali ke inbox',
  manageLink: 'Jadwal shift',
  zoneNote: (timezone: string) => `Jam menurut zona waktu layanan (${timezone}).`,
  midnightHint: 'Jam selesai 00:00 berarti sampai tengah malam.',
  noShifts: 'Belum ada shift.',
  counsellor: 'Konselor',
  start: 'Mulai',
  end: 'Selesai',
  add: 'Tambah shift',
  addOn: (day: string) => `Tambah shift hari ${day}`,
  remove: 'Hapus',
  removeShift: (name: string, day: string, span: string) => `Hapus shift ${name} hari ${day} ${span}`,
  save: 'Simpan jadwal shift',
  saving: 'Menyimpan...',
  saved: 'Jadwal shift disimpan.',
  loading: 'Memuat jadwal shift...',
  myShiftsTitle: 'Shift saya',
  myShiftsEmpty: 'Anda belum punya shift minggu ini.',
  coverageTitle: 'Cakupan per jam',
  coverageIntro:
    'Rata-rata konselor yang bertugas pada jam itu (menurut jadwal shift saat ini, dirata-rata atas hari dalam rentang) dibandingkan dengan orang yang mulai menunggu pada jam itu dan median balasan pertamanya.',
  coverageChart: 'Grafik konselor bertugas dan orang menunggu per jam',
  coverageTable: 'Tabel cakupan per jam',
  staffed: 'Konselor bertugas (rata-rata)',
  waiting: 'Orang menunggu',
  firstResponseP50: 'Balasan pertama (median)',
  gap: 'Tanpa konselor',
  /** A staffing average as Indonesian writes it: '0,5' (two decimals for a chart's finer ticks). */
  staffedText: (staffed: number) => staffed.toLocaleString('id-ID', { maximumFractionDigits: 2 }),
  coverageEmpty: 'Belum ada shift dan belum ada orang yang menunggu pada rentang ini.',
  coverageCsvFileName: (from: string, to: string) => `laporan-cakupan-${from}-${to}.csv`,
  downloadCoverage: 'Unduh CSV cakupan',
} as const;
