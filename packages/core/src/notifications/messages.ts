/**
 * In-app notifications: the bell in both headers and the texts the server stores (ADR 77).
 * Texts name only what the recipient already knows (their own question's title), never what
 * someone else wrote to them.
 */
export const notificationMessages = {
  forumResponse: (title: string, count = 1) =>
    count > 1
      ? `Ada ${count} tanggapan baru untuk pertanyaan Anda "${title}".`
      : `Ada tanggapan baru untuk pertanyaan Anda "${title}".`,
  chatReply: 'Konselor membalas pesan Anda. Buka chat untuk membacanya.',
  checkin: 'Bagaimana kabar Anda hari ini? Jawab dengan satu ketukan.',
  programReminder: 'Sesi berikutnya menunggu Anda.',
  chatOverdue: 'Percakapan berisiko menunggu lewat target balasan. Buka inbox untuk membalasnya.',
  chatEscalation:
    'Seorang konselor memulai protokol eskalasi untuk risiko segera. Buka percakapannya untuk mendampingi.',
  careOffer:
    'Percakapan berat baru saja selesai. Luangkan waktu untuk memeriksa keadaan Anda, dan atur debriefing dengan supervisor dalam 24 jam.',
  questionHidden: (title: string) =>
    `Pertanyaan Anda "${title}" disembunyikan oleh moderator karena melanggar pedoman forum.`,
  questionRemoved: (title: string) =>
    `Pertanyaan Anda "${title}" dihapus oleh moderator karena melanggar pedoman forum.`,
  responseHidden: (title: string) =>
    `Tanggapan Anda pada pertanyaan "${title}" disembunyikan oleh moderator karena melanggar pedoman forum.`,
  responseRemoved: (title: string) =>
    `Tanggapan Anda pada pertanyaan "${title}" dihapus oleh moderator karena melanggar pedoman forum.`,
  invalidCursor: 'Parameter halaman tidak valid.',
  tooManyIds: (max: number) => `Paling banyak ${max} notifikasi sekaligus.`,
  loadFailed: 'Gagal memuat notifikasi. Coba lagi.',
  markFailed: 'Gagal menandai notifikasi. Coba lagi.',
} as const;

export const notificationLabels = {
  bell: (unread: number) => (unread > 0 ? `Notifikasi (${unread} belum dibaca)` : 'Notifikasi'),
  title: 'Notifikasi',
  empty: 'Belum ada notifikasi.',
  loadMore: 'Muat lebih banyak',
  markAllRead: 'Tandai semua sudah dibaca',
  unread: 'Belum dibaca',
  close: 'Tutup notifikasi',
  loading: 'Memuat notifikasi...',
} as const;
