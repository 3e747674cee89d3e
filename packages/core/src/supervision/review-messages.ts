import type { RubricCriterion } from './rubric';

/** Texts of the quality reviews (issue 50 item 4): the rubric, the form and the sample list. */
export const reviewMessages = {
  criteria: {
    engagement: {
      name: 'Keterlibatan',
      low: 'Jawaban kaku atau seperti templat; perasaan orang itu tidak ditanggapi.',
      high: 'Hangat dan hadir; perasaan orang itu dipantulkan dengan kata-katanya sendiri.',
    },
    collaboration: {
      name: 'Pemecahan masalah bersama',
      low: 'Konselor menasihati atau memutuskan sendiri.',
      high: 'Langkah berikutnya dicari dan disepakati bersama orang itu.',
    },
    safetyAssessment: {
      name: 'Penilaian keselamatan',
      low: 'Risiko bunuh diri atau bahaya tidak ditanyakan.',
      high: 'Ditanyakan langsung, rencana keselamatan dan akses ke sarana dibahas.',
    },
  } satisfies Record<RubricCriterion, { name: string; low: string; high: string }>,
  scoreInvalid: (criterion: string) => `Nilai ${criterion} harus 1 sampai 5.`,
  scoresMissing: 'Isi ketiga nilai tinjauan.',
  commentTooLong: (max: number) => `Catatan tinjauan paling banyak ${max} karakter.`,
} as const;

export const reviewLabels = {
  formTitle: 'Tinjau percakapan',
  formIntro: 'Nilai 1 sampai 5 untuk tiap kriteria. Hanya supervisor dan admin yang melihat tinjauan.',
  scoreOption: (score: number) => String(score),
  scaleLow: (text: string) => `1: ${text}`,
  scaleHigh: (text: string) => `5: ${text}`,
  comment: 'Catatan untuk konselor (opsional)',
  submit: 'Simpan tinjauan',
  saving: 'Menyimpan...',
  saved: 'Tinjauan tersimpan.',
  saveFailed: 'Gagal menyimpan tinjauan. Coba lagi.',
  open: 'Tinjau',
  close: 'Tutup tinjauan',
  earlier: 'Tinjauan sebelumnya',
  byReviewer: (name: string, when: string) => `${name}, ${when}`,
  formerStaff: 'Mantan staf',
  mean: (value: number) => `Rata-rata ${value.toLocaleString('id-ID')}`,
  sampleTitle: 'Tinjauan',
  sampleIntro:
    'Setiap percakapan berisiko yang selesai dalam periode ini, ditambah sampel acak 10% dari yang lain. Sampelnya tetap untuk periode yang sama.',
  sampleEmpty: 'Tidak ada percakapan yang selesai dalam periode ini.',
  sampleLoading: 'Memuat sampel tinjauan...',
  sampleFailed: 'Gagal memuat sampel tinjauan. Coba lagi.',
  risky: 'Berisiko',
  sampled: 'Sampel acak',
  reviewed: 'Sudah ditinjau',
  notReviewed: 'Belum ditinjau',
  resolvedAt: (when: string) => `Selesai ${when}`,
  counsellor: (name: string) => `Konselor: ${name}`,
  noCounsellor: 'Konselor: tidak tercatat',
  reviewAction: (name: string) => `Tinjau percakapan dengan ${name}`,
  count: (all: number, open: number) => `${all} percakapan, ${open} belum ditinjau`,
} as const;

/** The quality and care section of the report page (supervisors and admins). */
export const qualityReportLabels = {
  title: 'Mutu layanan dan kepedulian',
  intro:
    'Rata-rata tinjauan per konselor dalam periode ini, kesejahteraan tim (hanya jumlah dan rata-rata), dan debriefing setelah percakapan berisiko.',
  reviewsTable: 'Rata-rata tinjauan per konselor',
  counsellor: 'Konselor',
  reviewCount: 'Tinjauan',
  formerCounsellor: 'Konselor (akun dihapus)',
  noReviews: 'Belum ada tinjauan dalam periode ini.',
  wellbeingTitle: 'Kesejahteraan tim',
  wellbeingEntries: (count: number) => `${count} cek kesejahteraan`,
  wellbeingAverage: (average: number) => `rata-rata ${average.toLocaleString('id-ID')} dari 5`,
  wellbeingHidden: (min: number) =>
    `Rata-rata ditampilkan bila ada paling sedikit ${min} cek, agar tidak ada nilai pribadi yang terbaca.`,
  debriefsTitle: 'Debriefing',
  debriefsDue: (count: number) => `${count} jatuh tempo dalam periode ini`,
  debriefsInTime: (count: number) => `${count} dilakukan dalam 24 jam`,
  debriefsLate: (count: number) => `${count} terlambat`,
  debriefsOpen: (count: number) => `${count} belum dilakukan`,
  loadFailed: 'Gagal memuat mutu layanan. Coba lagi.',
} as const;
