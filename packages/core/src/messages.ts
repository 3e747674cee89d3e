/**
 * Every Indonesian string the user sees, spelled as the product spec spells it.
 * Server errors and web UI both read from here; nothing else writes UI text.
 */
export const dialogTitles = {
  failure: 'Gagal',
  warning: 'Peringatan',
  success: 'Berhasil!',
  confirmDelete: 'Konfirmasi Hapus',
  confirm: 'Konfirmasi',
} as const;

export const commonMessages = {
  invalidInput: 'Data tidak valid. Silakan cek input Anda.',
  payloadTooLarge: 'Data yang dikirim terlalu besar.',
  uploadStorageFull: 'Ruang penyimpanan file sedang penuh. Silakan coba lagi nanti.',
  unsupportedCharacters:
    'Teks berisi karakter yang tidak didukung. Silakan hapus karakter tersebut lalu coba lagi.',
  serverError: 'Server error. Silakan coba lagi nanti.',
  network: 'Terjadi kesalahan koneksi ke server.',
  notLoggedIn: 'User belum login!',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  foreignOrigin: 'Permintaan ditolak karena berasal dari situs lain.',
  notFound: 'Data atau halaman tidak ditemukan.',
  rateLimited: 'Terlalu banyak permintaan. Silakan tunggu sebentar lalu coba lagi.',
  loading: 'Memuat...',
  ok: 'OK',
  cancel: 'Batal',
  yes: 'Ya',
  retry: 'Coba Lagi',
  /** A resent submission whose device id another account (or a visitor) used first. */
  clientIdReused: 'Jawaban ini sudah terkirim dari akun lain.',
} as const;

/** The header's dark-mode switch (ADR 55). */
export const themeLabels = {
  darkMode: 'Mode gelap',
} as const;

/** When the database or the disk is away: the request may succeed if sent again shortly. */
export const availabilityMessages = {
  unavailable: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi dalam beberapa saat.',
} as const;

export const labels = {
  brand: 'Sehat Jiwa',
  tagline: 'Kenali, Pahami, dan Rawat kesehatan mental Anda.',
  nav: {
    home: 'Home',
    selfTest: 'Tes Diri',
    selfTestResult: 'Hasil Tes Diri',
    education: 'Pojok Edukasi',
    forum: 'Forum Diskusi',
    // Named in the footer of every page: here, so the footer loads no page's messages.
    safetyPlan: 'Rencana Keamanan',
    services: 'Layanan Terdekat',
    profile: 'Profile',
    login: 'Masuk',
    register: 'Daftar',
    account: 'Akun',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    mainNav: 'Navigasi utama',
    skipToContent: 'Langsung ke konten utama',
  },
  adminNav: {
    users: 'Users',
    questions: 'Pertanyaan',
    journals: 'Jurnal',
    inbox: 'Inbox',
    logout: 'Logout',
    area: 'Admin',
    navLabel: 'Navigasi admin',
    signedInAs: 'Masuk sebagai',
    changePassword: 'Ubah Kata Sandi',
    account: 'Akun admin',
  },
  topics: {
    neurosis: 'Neurosis',
    psikotik: 'Psikotik',
    ptsd: 'PTSD',
    depresi: 'Depresi',
    anxiety: 'Anxiety',
  },
  footer: {
    services: 'Layanan',
    counseling: 'Konseling Kesehatan Mental',
    contact: 'Kontak',
    phone: 'Telepon',
    emailLabel: 'Email',
    city: 'Pekanbaru, Riau',
    links: 'Tautan',
    privacy: 'Kebijakan Privasi',
    terms: 'Ketentuan Penggunaan',
    map: 'Lokasi kami',
    showMap: 'Tampilkan peta',
    mapOffline: 'Peta tidak dapat dimuat saat offline.',
    mapPrivacy: 'Peta dimuat dari OpenStreetMap hanya setelah Anda memintanya.',
    openMap: 'Buka di OpenStreetMap',
    social: 'Media sosial',
    mapTitle: (city: string) => `Peta lokasi Sehat Jiwa di ${city}`,
    instagram: 'Sehat Jiwa di Instagram',
    whatsapp: 'Hubungi Sehat Jiwa lewat WhatsApp',
    youtube: 'Sehat Jiwa di YouTube',
    emailUs: 'Kirim email ke Sehat Jiwa',
    copyright: 'Hak cipta dilindungi.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    text: 'Maaf, halaman yang Anda cari tidak ada.',
    home: 'Kembali ke Beranda',
  },
  errorBoundary: {
    title: 'Terjadi kesalahan',
    text: 'Maaf, terjadi kesalahan saat menampilkan halaman ini.',
    reload: 'Muat ulang halaman',
  },
} as const;

/** The crisis help box (selftest-scoring.md): shown first when a crisis question was answered yes. */
export const crisisMessages = {
  title: 'Anda tidak sendirian. Bantuan tersedia sekarang.',
  text: 'Anda menjawab "Ya" pada pertanyaan tentang pikiran untuk mengakhiri hidup. Perasaan seberat itu layak didengar. Bicaralah dengan seseorang sekarang; layanan berikut siap membantu Anda:',
  danger:
    'Bila Anda merasa dalam bahaya saat ini, hubungi nomor darurat di atas atau segera datang ke IGD rumah sakit terdekat. Jangan sendirian: minta orang yang Anda percayai menemani Anda.',
  call: 'Telepon',
  open: 'Buka',
  listLabel: 'Layanan bantuan',
  defaults: {
    healing119: {
      name: 'healing119.id',
      description: 'Layanan pencegahan bunuh diri dari Kementerian Kesehatan RI.',
    },
    sejiwa: {
      name: 'SEJIWA 119 ext. 8',
      description: 'Layanan konseling kesehatan jiwa: telepon 119, lalu tekan 8.',
      display: '119 ext. 8',
    },
    emergency: {
      name: 'Nomor darurat 112',
      description: 'Bila ada bahaya langsung bagi nyawa Anda atau orang lain.',
      display: '112',
    },
    sapa: {
      name: 'SAPA 129',
      description: 'Layanan pengaduan kekerasan terhadap perempuan dan anak (KemenPPPA).',
      display: '129',
    },
    chat: {
      name: 'Chat dengan konselor Sehat Jiwa',
      description: 'Ceritakan apa yang Anda rasakan kepada tim konselor kami lewat chat di situs ini.',
    },
  },
} as const;
