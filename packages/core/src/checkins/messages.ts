import type { CheckinAnswer } from './answers';

/** Check-ins ("caring contacts"): a short question some days after a hard moment. */
export const checkinLabels = {
  title: 'Cek Kabar',
  question: 'Bagaimana kabar Anda hari ini?',
  questionHint: 'Pilih satu. Jawaban Anda hanya dilihat oleh Anda dan tim konselor.',
  answers: {
    baik: { label: 'Baik', description: 'Hari ini cukup baik.' },
    biasa: { label: 'Biasa saja', description: 'Tidak buruk, tidak juga baik.' },
    berat: { label: 'Berat', description: 'Hari ini terasa berat.' },
    bahaya: {
      label: 'Saya tidak aman',
      description: 'Saya berpikir untuk menyakiti diri atau mengakhiri hidup.',
    },
  } satisfies Record<CheckinAnswer, { label: string; description: string }>,
  sending: 'Mengirim...',
  thanks: {
    baik: 'Senang mendengarnya. Terima kasih sudah menjawab.',
    biasa: 'Terima kasih sudah menjawab. Bila hari terasa makin berat, rencana keamanan Anda siap dibuka.',
    berat: 'Terima kasih sudah jujur. Tim konselor sudah diberi tahu dan akan menyapa Anda lewat chat.',
    bahaya:
      'Anda tidak sendirian. Tim konselor sudah diberi tahu. Hubungi salah satu layanan di bawah sekarang juga.',
  } satisfies Record<CheckinAnswer, string>,
  openChat: 'Buka chat dengan konselor',
  openPlan: 'Buka rencana keamanan',
  offerTitle: 'Boleh kami menanyakan kabar Anda nanti?',
  offerText:
    'Kami akan mengirim satu pertanyaan singkat, "Bagaimana kabar Anda hari ini?", beberapa kali dalam beberapa minggu ke depan, sebagai notifikasi. Anda menjawab dengan satu ketukan. Bila jawaban Anda "Berat" atau "Saya tidak aman", tim konselor diberi tahu agar dapat menyapa Anda. Anda bisa menghentikannya kapan saja.',
  offerShort:
    'Beberapa hari setelah masa sulit, kami bisa mengirim satu pertanyaan singkat: "Bagaimana kabar Anda hari ini?" Anda yang memutuskan.',
  offerAccept: 'Ya, tanyakan kabar saya',
  /** Check-in e-mails go to verified addresses only (issue 48 item 5). */
  emailUnverified:
    'Check-in muncul di aplikasi dan sebagai notifikasi push. Lewat e-mail, check-in baru dikirim setelah alamat e-mail Anda diverifikasi.',
  emailUnverifiedLink: 'Kirim ulang e-mail verifikasi di profil',
  offerLogin: 'Masuk untuk mengatur check-in',
  offerLoginText: 'Check-in dikirim sebagai notifikasi ke akun Anda, jadi Anda perlu masuk terlebih dahulu.',
  accepting: 'Menyimpan...',
  scheduledTitle: 'Check-in Anda',
  scheduledText: 'Kami akan menanyakan kabar Anda pada waktu berikut:',
  noneScheduled: 'Tidak ada check-in yang terjadwal.',
  stop: 'Hentikan check-in',
  stopping: 'Menghentikan...',
  stopTitle: 'Hentikan check-in?',
  stopText: 'Check-in yang belum dikirim dibatalkan. Anda bisa memintanya lagi kapan saja.',
  stopConfirm: 'Ya, hentikan',
  stopped: 'Check-in dihentikan.',
  history: 'Jawaban sebelumnya',
  answeredAt: (when: string, answer: string) => `${when}: ${answer}`,
  loading: 'Memuat check-in...',
  teamAlert: {
    berat:
      'Check-in: "Berat". Jawaban atas pertanyaan "Bagaimana kabar Anda hari ini?", dikirim otomatis agar tim konselor dapat menyapa.',
    bahaya:
      'Check-in: "Saya tidak aman". Jawaban atas pertanyaan "Bagaimana kabar Anda hari ini?", dikirim otomatis agar tim konselor segera menyapa.',
  },

  crisisLinkText: 'Minta kami menanyakan kabar Anda',
} as const;

/** The counsellors' list of check-ins (admin). */
export const adminCheckinLabels = {
  title: 'Check-in',
  adminNav: 'Check-in',
  intro:
    'Pertanyaan "Bagaimana kabar Anda hari ini?" yang diminta pengguna. Jawaban "Berat" dan "Saya tidak aman" juga masuk ke Inbox sebagai percakapan berisiko.',
  tabs: 'Status check-in',
  due: 'Belum dijawab',
  answered: 'Sudah dijawab',
  columnUser: 'Pengguna',
  columnDue: 'Jadwal',
  columnSent: 'Dikirim',
  columnAnswer: 'Jawaban',
  columnAnsweredAt: 'Dijawab',
  columnAction: 'Aksi',
  notSent: 'Belum dikirim',
  openChat: (name: string) => `Buka chat dengan ${name}`,
  openChatShort: 'Buka chat',
  emptyDue: 'Tidak ada check-in yang menunggu jawaban.',
  emptyAnswered: 'Belum ada check-in yang dijawab.',
  loadMore: 'Muat lebih banyak',
  loading: 'Memuat check-in...',
} as const;

export const checkinMessages = {
  notFound: 'Check-in tidak ditemukan.',
  notYetDue: 'Check-in ini belum waktunya dijawab.',
  alreadyAnswered: 'Check-in ini sudah dijawab.',
  answerInvalid: 'Pilih salah satu jawaban.',
  usersOnly: 'Check-in hanya untuk akun pengguna.',
  invalidCursor: 'Parameter halaman tidak valid.',
  loadFailed: 'Gagal memuat check-in. Coba lagi.',
  acceptFailed: 'Gagal mengatur check-in. Coba lagi.',
  stopFailed: 'Gagal menghentikan check-in. Coba lagi.',
  answerFailed: 'Gagal mengirim jawaban. Coba lagi.',
} as const;
