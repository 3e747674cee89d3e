/**
 * Texts of the counsellors' case notes and summary, and of the person's rating of a resolved
 * conversation (issue 35; ADR 195, 196).
 */
export const caseNoteMessages = {
  noteEmpty: 'Catatan tidak boleh kosong.',
  noteTooLong: (max: number) => `Catatan maksimal ${max} karakter.`,
  followUpTooLong: (max: number) => `Tindak lanjut maksimal ${max} karakter.`,
  riskLevelInvalid: 'Pilih tingkat risiko: rendah, sedang, atau tinggi.',
  loadFailed: 'Gagal memuat catatan. Coba lagi.',
  saveFailed: 'Gagal menyimpan. Coba lagi.',
} as const;

export const caseRiskLevelNames = { rendah: 'Rendah', sedang: 'Sedang', tinggi: 'Tinggi' } as const;

export const caseNoteLabels = {
  panelTitle: 'Ringkasan kasus & catatan tim',
  privateHint: 'Hanya terlihat oleh tim konselor. Tidak pernah ditampilkan kepada pengguna.',
  summaryTitle: 'Ringkasan kasus',
  summaryEmpty: 'Belum ada ringkasan kasus.',
  riskLevel: 'Tingkat risiko',
  referral: 'Rujukan',
  referralMade: 'Sudah dirujuk ke layanan lain',
  referralYes: 'Sudah dirujuk',
  referralNo: 'Belum dirujuk',
  followUp: 'Tindak lanjut',
  followUpHint: 'Apa yang perlu dilakukan konselor berikutnya.',
  saveSummary: 'Simpan ringkasan',
  savingSummary: 'Menyimpan...',
  editSummary: 'Ubah ringkasan',
  cancel: 'Batal',
  summaryBy: (name: string, when: string) => `Diperbarui oleh ${name}, ${when}`,
  notesTitle: 'Catatan pribadi',
  notesEmpty: 'Belum ada catatan.',
  loadingNotes: 'Memuat catatan...',
  retry: 'Coba lagi',
  newNote: 'Catatan baru',
  addNote: 'Tambah catatan',
  addingNote: 'Menyimpan...',
  noteAdded: 'Catatan tersimpan dan tampil paling bawah di daftar catatan.',
  formerCounsellor: 'Konselor (akun dihapus)',
} as const;

export const ratingMessages = {
  scoreInvalid: 'Pilih nilai 1 sampai 5.',
  commentTooLong: (max: number) => `Komentar maksimal ${max} karakter.`,
  notResolved: 'Percakapan ini belum selesai, jadi belum dapat dinilai.',
  alreadyRated: 'Anda sudah memberi penilaian untuk percakapan ini.',
  sendFailed: 'Gagal mengirim penilaian. Coba lagi.',
} as const;

export const ratingLabels = {
  title: 'Bagaimana percakapan ini membantu Anda?',
  intro: 'Penilaian Anda membantu tim konselor menjadi lebih baik. Tidak wajib.',
  score: 'Nilai',
  scoreName: (score: number) =>
    `${score} - ${['Tidak membantu', 'Kurang membantu', 'Cukup membantu', 'Membantu', 'Sangat membantu'][score - 1]}`,
  comment: 'Komentar (opsional)',
  send: 'Kirim penilaian',
  sending: 'Mengirim...',
  thanks: 'Terima kasih atas penilaian Anda.',
} as const;
