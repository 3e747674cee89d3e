/**
 * Guided self-help: the programme pages, the session page, the outcome and the errors.
 * Indonesian text; the programme's own text is in its content file.
 */
import type { ProgramFlagReason } from './outcome';
import type { WorksheetProblem } from './worksheet';
import { worksheetFieldMaxLength } from './program';

export const programErrors = {
  notFound: 'Program tidak ditemukan.',
  sessionNotFound: 'Sesi tidak ditemukan.',
  notEnrolled: 'Anda belum memulai program ini.',
  previousSessionFirst: 'Selesaikan sesi sebelumnya terlebih dahulu.',
  usersOnly: 'Program bantu diri hanya untuk akun pengguna.',
  worksheet: {
    unknownField: 'Lembar kerja berisi kolom yang tidak dikenal.',
    tooLong: `Setiap jawaban lembar kerja maksimal ${worksheetFieldMaxLength} karakter.`,
    empty: 'Isi setidaknya satu kolom lembar kerja.',
  } satisfies Record<WorksheetProblem, string>,
  worksheetInvalid: 'Lembar kerja tidak valid.',
  phq9Required: 'Jawab kesembilan pertanyaan PHQ-9.',
  phq9Invalid: 'Jawaban PHQ-9 harus 9 angka 0–3.',
  loadFailed: 'Program tidak dapat dimuat. Coba lagi.',
  enrolFailed: 'Program belum dapat dimulai. Coba lagi.',
  choiceInvalid: 'Pilih aktif atau tidak untuk pendampingan atau pengingat.',
  choiceFailed: 'Pilihan belum tersimpan. Coba lagi.',
} as const;

/** What the counsellors' list says about a flag, and the automatic message to the team. */
export const programFlagLabels = {
  crisis: 'Menjawab pertanyaan 9 PHQ-9 (pikiran mati atau melukai diri)',
  deterioration: 'Skor PHQ-9 naik 6 poin atau lebih dari awal program',
  notOnTrack: 'Belum ada perbaikan berarti pada sesi 4',
} as const satisfies Record<ProgramFlagReason, string>;

export const programTeamAlert = {
  crisis: (session: number) =>
    `Program bantu diri: pada ukuran sesi ${session}, pertanyaan tentang pikiran mati atau melukai diri dijawab. Dikirim otomatis agar tim konselor segera menyapa.`,
  deterioration: (session: number) =>
    `Program bantu diri: skor ukuran sesi ${session} memburuk dibandingkan awal program. Dikirim otomatis agar tim konselor dapat menyapa.`,
} as const;

/**
 * The notice in the person's conversation when they ask for guidance: it names the programme,
 * never a score or an answer.
 */
export const programGuidanceNotice = (title: string) =>
  `Saya ingin konselor mendampingi dan mengikuti kemajuan saya di program bantu diri "${title}". Dikirim otomatis.`;

/** The programme page's choices: guidance by a counsellor, and reminders of the next session. */
export const programChoiceLabels = {
  title: 'Pendampingan dan pengingat',
  guidance: 'Minta konselor mengikuti kemajuan saya',
  guidanceHint:
    'Konselor dapat melihat berapa sesi yang sudah Anda selesaikan, skor PHQ-9 awal dan terakhir, serta tanda bila perlu perhatian, di samping chat Anda. Lembar kerja Anda tetap hanya untuk Anda. Tim diberi tahu lewat chat Anda; Anda dapat menghentikannya kapan saja.',
  reminders: 'Ingatkan saya saat sesi berikutnya menunggu',
  remindersHint:
    'Lewat push atau email sesuai pengaturan pemberitahuan di profil Anda, tanpa isi atau skor apa pun. Paling banyak satu pengingat untuk setiap sesi.',
  saving: 'Menyimpan…',
} as const;

/** The programme in the counsellor's case panel (only with the person's consent, ADR 234). */
export const programCaseLabels = {
  title: 'Program bantu diri',
  progress: (title: string, done: number, total: number) => `${title}: ${done} dari ${total} sesi`,
  scores: (baseline: number, latest: number) => `PHQ-9 ${baseline} → ${latest}`,
  noMeasure: 'Belum ada ukuran PHQ-9.',
  since: (when: string) => `Meminta pendampingan sejak ${when}`,
  flagsTitle: 'Perlu perhatian',
  loadFailed: 'Program bantu diri tidak dapat dimuat.',
} as const;

export const programLabels = {
  listTitle: 'Program Bantu Diri',
  listIntro:
    'Program singkat yang dapat Anda kerjakan sendiri, sedikit demi sedikit, dengan ukuran sederhana untuk melihat apakah membantu. Program ini bukan pengganti perawatan tenaga kesehatan.',
  sessionsCount: (count: number) => `${count} sesi`,
  minutesTotal: (minutes: number) => `± ${minutes} menit seluruhnya`,
  minutes: (minutes: number) => `± ${minutes} menit`,
  open: 'Lihat program',
  sessionsTitle: 'Sesi',
  sessionLabel: (nomor: number) => `Sesi ${nomor}`,
  done: 'Selesai',
  next: 'Berikutnya',
  locked: 'Selesaikan sesi sebelumnya dulu',
  progress: (done: number, total: number) => `${done} dari ${total} sesi selesai`,
  enrol: 'Mulai program',
  enrolling: 'Memulai…',
  loginToSave: 'Masuk untuk menyimpan kemajuan',
  visitorNote:
    'Anda dapat membaca semua sesi. Untuk menyimpan lembar kerja dan melihat perubahan skor, masuk ke akun Anda.',
  staffNote: 'Akun staf dapat membaca program ini; kemajuan hanya disimpan untuk akun pengguna.',
  teamNote:
    'Bila skor Anda memburuk atau Anda menjawab pertanyaan tentang pikiran mati atau melukai diri, tim konselor diberi tahu lewat chat Anda agar dapat menyapa.',
  sourcesTitle: 'Sumber',
  backToProgram: 'Kembali ke program',
  stepsTitle: 'Bacaan sesi ini',
  worksheetTitle: 'Lembar kerja',
  measureTitle: 'Ukur suasana hati Anda (PHQ-9)',
  measureIntro:
    'Sembilan pertanyaan yang sama di setiap sesi, supaya Anda dan kami dapat melihat perubahannya.',
  save: 'Simpan sesi',
  saving: 'Menyimpan…',
  saved: 'Sesi tersimpan.',
  outcomeTitle: 'Perubahan skor Anda',
  scoreAt: (nomor: number) => (nomor === 1 ? 'Sesi 1 (awal)' : `Sesi ${nomor}`),
  scoreOf: (score: number) => `${score} dari 27`,
  outcome: {
    reliableImprovement: 'Skor Anda turun 6 poin atau lebih sejak awal: perbaikan yang berarti.',
    deterioration:
      'Skor Anda naik 6 poin atau lebih sejak awal. Ini tanda Anda perlu bantuan lebih; tim konselor sudah diberi tahu, dan Anda dapat memulai chat kapan saja.',
    notOnTrack:
      'Belum ada perbaikan berarti sampai sesi ini. Itu bukan kegagalan Anda: program ini mungkin belum cukup. Bicarakan dengan konselor atau tenaga kesehatan.',
    steady: 'Teruskan langkah kecil Anda, dan ukur lagi di sesi berikutnya.',
  },
  nextSession: (nomor: number) => `Lanjut ke sesi ${nomor}`,
  /** Worksheets kept on the device (ADR 238). */
  offlineFill:
    'Kemajuan Anda tidak dapat dimuat tanpa koneksi. Anda tetap dapat mengisi lembar kerja: isian disimpan di perangkat ini dan dikirim saat koneksi kembali.',
  queued:
    'Lembar kerja disimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali. Jangan keluar dari akun sebelum terkirim: keluar menghapus isian ini dari perangkat.',
  refused: (reason: string) =>
    `Lembar kerja ini belum tersimpan di akun Anda. ${reason} Isian Anda masih ada di perangkat ini: perbaiki bila perlu lalu kirim lagi, atau buang bila tidak diperlukan.`,
  discard: 'Buang isian ini',
  discardConfirm:
    'Buang isian lembar kerja dan jawaban PHQ-9 sesi ini dari perangkat? Isian yang dibuang tidak dapat dikembalikan.',
  alreadyDone: 'Sesi ini sudah selesai dan tersimpan. Anda dapat membaca dan memperbarui lembar kerjanya.',
  visitorFill:
    'Anda dapat mengisi lembar kerja ini untuk diri sendiri, tetapi isiannya tidak disimpan: tanpa akun, isian hilang saat halaman ditutup. Kemajuan hanya disimpan bila Anda masuk ke akun.',
  finished:
    'Anda telah menyelesaikan semua sesi. Kembali ke sesi mana pun untuk membaca atau memperbarui lembar kerja.',
  offerTitle: 'Coba program bantu diri "Langkah Kecil"',
  offerText:
    'Enam sesi singkat berbasis aktivasi perilaku untuk gejala ringan sampai sedang, dengan ukuran PHQ-9 di setiap sesi.',
  offerLink: 'Lihat program',
  crossLink: 'Program bantu diri "Langkah Kecil": langkah kecil saat suasana hati murung',
} as const;

/** The counsellors' list of flagged participants (/admin/program-bantu-diri). */
export const adminProgramLabels = {
  adminNav: 'Bantu Diri',
  title: 'Program Bantu Diri: perlu perhatian',
  intro:
    'Peserta program yang skornya memburuk, yang menjawab pertanyaan 9 PHQ-9, atau yang belum membaik pada sesi 4. Sapa mereka lewat chat.',
  caption: 'Peserta yang ditandai',
  columnUser: 'Pengguna',
  columnReason: 'Alasan',
  columnAt: 'Sejak',
  columnAction: 'Aksi',
  openChat: (username: string) => `Buka chat dengan @${username}`,
  openChatShort: 'Buka chat',
  empty: 'Tidak ada peserta yang ditandai saat ini.',
  loadFailed: 'Daftar peserta tidak dapat dimuat. Coba lagi.',
} as const;
