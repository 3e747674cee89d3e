/** The counsellor service report (`/admin/laporan`, issue 35 item 7; ADR 197, 198). */
export const reportMessages = {
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD.',
  rangeReversed: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  rangeTooLong: (days: number) => `Rentang laporan maksimal ${days} hari.`,
  loadFailed: 'Gagal memuat laporan. Coba lagi.',
} as const;

export const reportLabels = {
  adminNav: 'Laporan',
  title: 'Laporan layanan konselor',
  intro:
    'Angka percakapan chat untuk rentang tanggal yang dipilih. Jumlah di bawah 5 ditampilkan sebagai "<5" agar tidak ada orang yang dapat dikenali.',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  show: 'Tampilkan',
  download: 'Unduh CSV',
  loading: 'Memuat laporan...',
  empty: 'Belum ada percakapan pada rentang ini.',
  zoneNote: (timezone: string) => `Hari dan jam menurut zona waktu layanan (${timezone}).`,
  targetNote: 'Target balasan pertama: 5 menit untuk percakapan berisiko, 30 menit untuk lainnya.',
  summaryTitle: 'Ringkasan',
  conversations: 'Percakapan',
  firstResponseP50: 'Balasan pertama (median)',
  firstResponseP90: 'Balasan pertama (p90)',
  withinTarget: 'Sesuai target',
  abandoned: 'Ditinggalkan sebelum dibalas',
  risky: 'Berisiko',
  rating: 'Rata-rata penilaian',
  ratingCount: 'Jumlah penilaian',
  byDayTitle: 'Per hari',
  byHourTitle: 'Per jam',
  day: 'Tanggal',
  hour: 'Jam',
  chartByDay: 'Grafik percakapan dan balasan pertama per hari',
  chartByHour: 'Grafik percakapan dan balasan pertama per jam',
  tableByDay: 'Tabel per hari',
  tableByHour: 'Tabel per jam',
  chartLoading: 'Memuat grafik...',
  /** In place of a chart whose every count is hidden for privacy (ADR 197). */
  chartAllHidden:
    'Grafik tidak digambar: setiap jumlah di sini di bawah 5 dan disembunyikan agar tidak ada orang yang dapat dikenali. Tabel di sebelahnya menuliskannya sebagai "<5".',
  /** Under a chart that leaves some counts out for the same reason. */
  chartSomeHidden: (hidden: number) =>
    `${hidden} batang tidak digambar karena jumlahnya di bawah 5 (disembunyikan agar tidak ada orang yang dapat dikenali); tabel menuliskannya sebagai "<5".`,
  minutesSeries: 'Balasan pertama median (menit)',
  noValue: '-',
  hourName: (hour: number) => `${String(hour).padStart(2, '0')}.00`,
  percent: (share: number) => `${Math.round(share * 100)}%`,
  csvFileName: (from: string, to: string) => `laporan-chat-${from}-${to}.csv`,
} as const;
