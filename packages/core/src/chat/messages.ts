/**
 * The live chat (user popup and counsellor inbox).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
import { waitTimeText } from '../auth/wait-time';
import { supportTeamName } from './support-team-name';

/** Live chat (spec §8 "Chat (user)", "Chat (admin)", §9), for the popup, the inbox and the API. */
export const chatMessages = {
  loadFailed: 'Gagal memuat pesan. Coba lagi.',
  userMissing: 'User tidak ditemukan. Silakan login ulang.',
  sendFailed: 'Gagal mengirim pesan. Coba lagi.',
  sendServerError: 'Server error. Silakan coba lagi nanti.',
  sendInvalid: 'Data tidak valid. Silakan cek input Anda.',
  sendNoConnection: 'Tidak dapat terhubung ke server. Cek koneksi internet Anda.',
  adminMissing: 'Admin tidak ditemukan. Silakan login ulang.',
  adminUsersLoadFailed: 'Gagal memuat daftar user.',
  adminMessagesLoadFailed: 'Gagal memuat pesan.',
  adminChatLoadFailed: 'Gagal memuat chat. Coba lagi.',
  adminSendFailed: 'Gagal mengirim pesan.',
  adminConversationFailed: 'Gagal membuat conversation.',
  adminRefreshFailed: 'Gagal refresh data. Coba lagi.',
  assigneeNotCounsellor: 'Percakapan hanya dapat diserahkan kepada konselor.',
  conversationUpdateFailed: 'Gagal memperbarui percakapan. Coba lagi.',
  messageEmpty: 'Pesan tidak boleh kosong.',
  messageTooLong: (max: number) => `Pesan maksimal ${max} karakter.`,
  fileTypeNotAllowed:
    'File harus berupa gambar (JPG, PNG, WebP, GIF), rekaman suara (OGG, MP3, M4A, AAC, AMR) atau PDF.',
  fileTooLarge: (megabytes: number) => `Ukuran file maksimal ${megabytes} MB.`,
  fileQuotaReached: (megabytes: number, seconds: number) =>
    `Anda sudah mengirim file sebanyak ${megabytes} MB dalam 24 jam terakhir. Silakan tunggu ${waitTimeText(seconds)} lalu coba lagi, atau kirim pesan teks.`,
  fileUnreadable: 'File tidak dapat dibaca. Silakan pilih file lain.',
  fileMissing: 'Pilih file yang akan dikirim.',
  conversationNotFound: 'Percakapan tidak ditemukan.',
  chatUserNotFound: 'Pengguna tidak ditemukan.',
  conversationForUsersOnly: 'Chat konsultasi hanya tersedia untuk akun pengguna.',
  sendingTooFast: 'Anda mengirim pesan terlalu cepat. Silakan tunggu sebentar lalu coba lagi.',
  clientIdConflict: 'Pesan ini sudah terkirim di percakapan lain.',
  historyDeletedNote: (when: string) => `Riwayat chat telah dihapus oleh pengguna pada ${when}.`,
  historyDeleteFailed: 'Gagal menghapus riwayat chat. Coba lagi.',
} as const;

export const chatLabels = {
  openChat: 'Chat dengan konselor',
  closeChat: 'Tutup chat',
  unreadBadge: (count: number) => `${count} pesan belum dibaca`,
  supportTeam: supportTeamName,
  supportStatus: 'Konselor kami siap mendengarkan',
  messageLabel: 'Pesan',
  placeholder: 'Ketik pesan...',
  send: 'Kirim',
  sending: 'Mengirim...',
  attach: 'Lampirkan file',
  attachHint: 'Gambar (JPG, PNG, WebP, GIF), rekaman suara atau PDF, maksimal 10 MB.',
  loadingMessages: 'Memuat pesan...',
  conversationUnavailable: 'Percakapan belum terbuka',
  loadOlder: 'Muat pesan sebelumnya',
  emptyConversation: 'Belum ada pesan. Ceritakan apa yang Anda rasakan, tim konselor kami siap membantu.',
  emptyAdminConversation: 'Belum ada pesan dalam percakapan ini.',
  messageList: 'Daftar pesan',
  sent: 'Terkirim',
  read: 'Dibaca',
  you: 'Anda',
  download: 'Unduh',
  openImage: (name: string) => `Buka gambar ${name}`,
  imageAlt: (name: string) => `Gambar: ${name}`,
  /** A voice note or other recording: its visible label and the player's name. */
  audioTitle: 'Pesan suara',
  audioPlayer: (name: string) => `Putar rekaman ${name}`,
  dismissError: 'Klik untuk menutup pesan ini',
  inboxTitle: 'Inbox Chat',
  filterLabel: 'Tampilkan',
  filterActive: 'Aktif',
  filterAll: 'Semua',
  filterUnread: 'Belum Dibaca',
  filterMine: 'Milik Saya',
  filterUnassigned: 'Belum Ditugaskan',
  filterResolved: 'Selesai',
  noActive: 'Belum ada percakapan yang menunggu. Percakapan muncul di sini begitu pengguna menulis.',
  noMine: 'Tidak ada percakapan yang Anda pegang.',
  noUnassigned: 'Semua percakapan sudah ada yang memegang.',
  noResolved: 'Belum ada percakapan yang selesai.',
  statusResolved: 'Selesai',
  resolve: 'Tandai Selesai',
  reopen: 'Buka Kembali',
  take: 'Ambil Percakapan',
  assigneeLabel: 'Dipegang oleh',
  unassigned: 'Belum ditugaskan',
  heldBy: (name: string) => `Dipegang ${name}`,
  counsellorTyping: 'Konselor sedang membalas...',
  userTyping: (name: string) => `${name} sedang mengetik...`,
  /** The team's first greeting unless CHAT_GREETING says otherwise; {name} is the user's name. */
  defaultGreeting:
    'Halo {name}, terima kasih sudah menghubungi tim konselor Sehat Jiwa. Ceritakan apa yang sedang Anda rasakan, kami akan membalas secepatnya.',
  automatic: 'Pesan otomatis',
  /** Sent to the user, automatically, when a counsellor marks the conversation done (ADR 116). */
  closing: (name: string) =>
    `${name} menandai percakapan ini selesai. Terima kasih sudah bercerita. Bila Anda ingin bercerita lagi, tulis saja di sini kapan pun. Bila Anda merasa dalam bahaya, jangan menunggu balasan: hubungi 112 atau buka "Butuh bantuan sekarang?" di bagian atas halaman.`,
  refresh: 'Muat ulang',
  searchLabel: 'Cari pengguna',
  searchPlaceholder: 'Cari nama atau username...',
  userList: 'Daftar pengguna',
  noUsers: 'Belum ada pengguna.',
  noUnread: 'Tidak ada pesan yang belum dibaca.',
  noSearchResults: 'Tidak ada pengguna yang cocok.',
  noMessagesYet: 'Belum ada pesan',
  loadMoreUsers: 'Muat lebih banyak',
  selectConversation: 'Pilih percakapan',
  selectConversationHint: 'Pilih pengguna di sebelah kiri untuk membaca dan membalas pesannya.',
  backToList: 'Kembali ke daftar',
  loadingUsers: 'Memuat daftar user...',
  newLineHint: 'Enter untuk mengirim, Shift+Enter untuk baris baru.',
  riskBadge: 'Krisis',
  /**
   * The counsellor's view (ADR 116): what they need, not the user's notices. Short, beside
   * "Krisis" in the pane's strip; the signals and their sources are one click away (ADR 217).
   */
  riskNote: 'Tanda risiko belum ditandai ditangani. Balas lebih dulu, lalu tandai ditangani dengan catatan.',
  counsellorOffHours:
    'Di luar jam layanan: pengguna melihat nomor bantuan darurat di chat dan tahu bahwa balasan bisa tertunda.',
  riskBadgeLabel: 'Percakapan dengan tanda risiko yang belum ditandai ditangani',
  crisisTitle: 'Anda tidak sendirian',
  crisisText:
    'Pesan Anda sudah terkirim dan akan dibaca konselor kami. Bila Anda dalam bahaya sekarang, jangan menunggu balasan: hubungi salah satu layanan berikut.',
  crisisClose: 'Tutup',
  waitingForReply: 'Konselor belum membalas.',
  /** The one line a minimised help box keeps, beside its title (issue 32 item 6). */
  showHelp: 'Lihat nomor bantuan',
  hideHelp: 'Kecilkan',
  queued: 'Anda sudah dalam antrean. Konselor akan membalas secepatnya.',
  urgentHelp: 'Bila Anda dalam bahaya atau butuh bantuan segera, jangan menunggu balasan. Hubungi:',
  deleteHistory: 'Hapus Riwayat Chat',
  deleteHistoryTitle: 'Hapus riwayat chat?',
  deleteHistoryText:
    'Semua pesan dan file yang pernah Anda kirim dan terima di chat ini akan dihapus, termasuk salinan yang dilihat tim konselor. Tindakan ini tidak dapat dibatalkan. Percakapan hanya akan mencatat bahwa riwayatnya telah dihapus.',
  deleteHistoryConfirm: 'Ya, Hapus Riwayat',
  deleteHistoryCancel: 'Batal',
  deletingHistory: 'Menghapus...',
} as const;

/** The counsellors' prepared answers: their admin screen, the '/' list in the inbox, the API. */
export const cannedResponseMessages = {
  titleRequired: 'Judul jawaban cepat wajib diisi.',
  titleTooLong: (max: number) => `Judul jawaban cepat maksimal ${max} karakter.`,
  textRequired: 'Isi jawaban cepat wajib diisi.',
  textTooLong: (max: number) => `Isi jawaban cepat maksimal ${max} karakter.`,
  notFound: 'Jawaban cepat tidak ditemukan.',
  tooMany: (max: number) =>
    `Jumlah jawaban cepat sudah mencapai batas ${max}. Hapus yang tidak dipakai lagi.`,
  loadFailed: 'Gagal memuat jawaban cepat. Coba lagi.',
  saveFailed: 'Gagal menyimpan jawaban cepat. Coba lagi.',
  deleteFailed: 'Gagal menghapus jawaban cepat. Coba lagi.',
} as const;

export const cannedResponseLabels = {
  pageTitle: 'Jawaban Cepat',
  pageIntro:
    'Jawaban singkat yang sudah disiapkan untuk tim konselor. Di kolom pesan inbox, ketik / lalu nama jawabannya untuk menyisipkannya.',
  manageLink: 'Kelola Jawaban Cepat',
  backToInbox: 'Kembali ke Inbox Chat',
  add: 'Tambah Jawaban Cepat',
  addTitle: 'Tambah jawaban cepat',
  editTitle: 'Ubah jawaban cepat',
  title: 'Judul',
  text: 'Isi jawaban',
  save: 'Simpan',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  edit: 'Ubah',
  editNamed: (title: string) => `Ubah ${title}`,
  remove: 'Hapus',
  removeNamed: (title: string) => `Hapus ${title}`,
  removeConfirmTitle: 'Hapus jawaban cepat?',
  removeConfirmText: (title: string) => `Jawaban cepat "${title}" akan dihapus untuk seluruh tim konselor.`,
  removeConfirm: 'Ya, Hapus',
  loading: 'Memuat jawaban cepat...',
  empty: 'Belum ada jawaban cepat. Tambahkan yang sering Anda tulis.',
  count: (count: number, max: number) => `${count} dari ${max} jawaban cepat`,
  listLabel: 'Jawaban cepat',
  noMatch: 'Tidak ada jawaban cepat yang cocok.',
  composerHint: 'Ketik / di awal pesan untuk memilih jawaban cepat.',
} as const;

/** A crisis result shared with the counsellors (docs/decisions/0078-crisis-result-to-counsellor.md). */
export const resultShareMessages = {
  resultNotFound: 'Hasil tes tidak ditemukan.',
  shareFailed: 'Gagal membagikan ringkasan hasil tes. Coba lagi, atau buka chat tanpa membagikannya.',
} as const;

/** A forum post's writer chose the counsellor (docs/decisions/0225-forum-crisis-signal.md). */
export const forumCrisisMessages = {
  noCrisisLanguage: 'Tulisan ini tidak memuat tanda krisis.',
  textRequired: 'Tulisan wajib diisi.',
  textTooLong: 'Tulisan terlalu panjang.',
  /** The automatic message in the person's conversation (never the post's words). */
  teamAlert:
    'Forum: menulis sesuatu yang berat dan memilih bicara dengan konselor. Dikirim otomatis agar tim konselor segera menyapa.',
} as const;

export const resultShareLabels = {
  cardTitle: 'Ringkasan hasil tes yang dibagikan pengguna',
  screening: 'Tes',
  hasil: 'Hasil',
  severity: 'Tingkat',
  score: 'Skor',
  crisisItem: 'Pikiran mengakhiri hidup / menyakiti diri',
  crisisYes: 'Ya',
  crisisNo: 'Tidak',
  testedAt: 'Tanggal tes',
  sharedAt: 'Dibagikan',
} as const;

/**
 * The one way to a counsellor, the same on every screen (docs/decisions/0113): what happens
 * is said before anyone signs in, and sharing a result is a choice between two buttons.
 */
export const counsellorEntryLabels = {
  start: 'Bicara dengan konselor',
  dialogTitle: 'Bicara dengan konselor Sehat Jiwa',
  /** `schedule`: the weekly hours in words, e.g. 'setiap hari pukul 09.00–21.00 WIB'. */
  hoursOpen: (schedule: string) => `Konselor bertugas ${schedule}, dan sekarang sedang bertugas.`,
  /** Outside the hours of a day the service opens. */
  hoursClosed: (schedule: string, nextOpen: string | null) =>
    `Konselor bertugas ${schedule}. Sekarang di luar jam itu: pesan Anda dibaca begitu mereka kembali.${nextOpen ? ` ${nextOpen}` : ''}`,
  /** On a closed day: `closedNow` names it, with its note, and says when the service opens. */
  hoursClosedToday: (schedule: string, closedNow: string) =>
    `Konselor bertugas ${schedule}. ${closedNow} Pesan Anda dibaca begitu mereka kembali.`,
  /** /bantuan: the hours, and while closed why and until when. */
  hoursNow: (schedule: string, closedNow: string | null) =>
    `Konselor bertugas ${schedule}.${closedNow ? ` ${closedNow}` : ''}`,
  queue: 'Pesan Anda masuk antrean; percakapan dengan tanda krisis dibalas lebih dulu.',
  meanwhile: 'Dalam bahaya sebelum ada balasan? Jangan menunggu, hubungi:',
  signIn:
    'Anda perlu masuk atau daftar dulu (gratis, sekitar satu menit); setelah itu chat langsung terbuka.',
  resultTitle: 'Hasil tes Anda',
  resultSummary: (summary: string, date: string) => [summary, date].filter(Boolean).join(' · '),
  resultCrisis: 'Dengan jawaban pada pertanyaan tentang pikiran mengakhiri hidup atau menyakiti diri.',
  shareWhat:
    'Bila dibagikan, konselor melihat hasil dan tingkatnya, apakah pertanyaan tentang pikiran mengakhiri hidup atau menyakiti diri dijawab, dan tanggal tes (bukan semua jawaban Anda), lalu membalas Anda lebih dulu.',
  shareKeeps: 'Hasil ini juga disimpan di akun Anda.',
  shareAndStart: 'Bagikan hasil saya dan mulai',
  startWithoutSharing: 'Mulai tanpa membagikan',
  startChat: 'Mulai chat',
  signInToStart: 'Masuk untuk mulai',
  sharing: 'Membagikan...',
  close: 'Tutup',
  signInNoticeTitle: 'Masuk untuk chat dengan konselor',
  /** One sentence in three parts: on the login page "Daftar gratis" is the link to registration. */
  signInNoticeNoAccount: 'Belum punya akun?',
  signInNoticeRegister: 'Daftar gratis',
  signInNoticeRest: ', sekitar satu menit. Setelah itu chat dengan konselor langsung terbuka.',
  signInNoticeDanger: 'Bila Anda dalam bahaya sekarang, jangan menunggu:',
} as const;

/** What tells a counsellor on any admin page that someone wrote (issue 32 item 5). */
export const counsellorAlertLabels = {
  inboxUnread: (count: number) => `${count} percakapan belum dibaca`,
  chime: 'Bunyi saat ada pesan masuk',
} as const;

/** Presence and response targets in the counsellors' inbox and header (issue 35, ADR 191–192). */
export const counsellorServiceLabels = {
  presenceLegend: 'Status saya',
  presence: { online: 'Daring', away: 'Sedang pergi', offline: 'Luring' },
  presenceFailed: 'Status tidak tersimpan. Coba lagi.',
  /** The team list's heading, with how many are online now. */
  teamSummary: (online: number) => `Tim konselor (${online} daring)`,
  teamEmpty: 'Belum ada konselor.',
  teamLoadFailed: 'Daftar tim tidak dapat dimuat.',
  openConversations: (count: number) => `${count} terbuka`,
  /** How long the person has waited for an answer, as `formatDuration` spells it. */
  waiting: (duration: string) => `Menunggu ${duration}`,
  /** Before the response target: when it falls and how long is left (`formatDuration`), e.g. 'Target balas 17.45 · 3 menit lagi'. */
  dueBy: (clock: string, left: string) => `Target balas ${clock} · ${left} lagi`,
  overdue: 'Lewat target',
} as const;
