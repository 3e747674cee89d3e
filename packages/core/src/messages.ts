import { journalLimits } from './education/limits';
import { waitTimeText } from './auth/wait-time';

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
  close: 'Tutup',
  retry: 'Coba Lagi',
} as const;

/** When the database or the disk is away: the request may succeed if sent again shortly. */
export const availabilityMessages = {
  unavailable: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi dalam beberapa saat.',
} as const;

export const authMessages = {
  allFieldsRequired: 'Semua field wajib diisi.',
  usernameRequired: 'Username wajib diisi.',
  usernameFormat: 'Username 3–30 karakter dan hanya boleh berisi huruf, angka, titik, atau garis bawah.',
  fullNameRequired: 'Nama wajib diisi.',
  fullNameTooLong: 'Nama maksimal 100 karakter.',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  emailTooLong: 'Email maksimal 254 karakter.',
  passwordRequired: 'Password wajib diisi.',
  passwordTooShort: 'Password minimal 6 karakter.',
  passwordTooLong: 'Password maksimal 128 karakter.',
  passwordTooCommon: 'Password ini terlalu umum dan mudah ditebak. Silakan pilih password lain.',
  passwordMismatch: 'Password dan konfirmasi password tidak sama.',
  usernameTaken: 'Username sudah digunakan. Silakan pilih username lain.',
  emailTaken: 'Email sudah terdaftar. Silakan gunakan email lain atau masuk.',
  loginRequired: 'Username/email dan password wajib diisi!',
  invalidCredentials: 'Username/email atau password salah.',
  tooManyLoginAttempts: (seconds: number) =>
    `Terlalu banyak percobaan masuk. Silakan tunggu ${waitTimeText(seconds)} lalu coba lagi.`,
  network: 'Terjadi kesalahan koneksi ke server.',
  logoutConfirm: 'Apakah Anda yakin ingin keluar?',
  adminLogoutConfirm: 'Apakah Anda yakin ingin keluar dari sistem admin?',
  adminLogoutButton: 'Ya, Logout',
  logoutButton: 'Ya, Keluar',
  logoutFailed: 'Gagal keluar. Silakan coba lagi.',
} as const;

export const passwordMessages = {
  allFieldsRequired: 'Semua field wajib diisi.',
  newTooShort: 'Kata sandi baru minimal 6 karakter.',
  newTooLong: 'Kata sandi baru maksimal 128 karakter.',
  newTooCommon: 'Kata sandi baru terlalu umum dan mudah ditebak. Silakan pilih kata sandi lain.',
  confirmMismatch: 'Konfirmasi kata sandi tidak cocok.',
  currentWrong: 'Kata sandi saat ini salah.',
  sameAsCurrent: 'Kata sandi baru harus berbeda dari kata sandi saat ini.',
  confirmQuestion: 'Apakah Anda yakin ingin mengubah kata sandi?',
  success: 'Kata sandi berhasil diubah!',
  failed: 'Gagal mengubah kata sandi.',
} as const;

export const profileMessages = {
  loadFailed: 'Gagal mengambil data profile.',
  addressTooLong: 'Alamat maksimal 255 karakter.',
  imagesOnly: 'File harus berupa gambar (JPG, PNG, WebP, GIF, atau AVIF).',
  imageTooLarge: 'Ukuran foto maksimal 5 MB.',
  imageUnreadable: 'Gambar tidak dapat dibaca. Silakan pilih file gambar lain.',
  saveConfirm: 'Simpan perubahan profil Anda?',
  saveSuccess: 'Profil berhasil diperbarui!',
  saveFailed: 'Gagal menyimpan profil.',
  tooManyEmailChanges: (seconds: number) =>
    `Terlalu banyak percobaan mengganti email. Silakan tunggu ${waitTimeText(seconds)} lalu coba lagi.`,
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
    profile: 'Profile',
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
  register: {
    title: 'Daftar Akun',
    subtitle: 'Buat akun untuk menyimpan hasil tes, bertanya di forum, dan berkonsultasi.',
    username: 'Username',
    fullName: 'Nama',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Konfirmasi Password',
    submit: 'Sign up',
    submitting: 'Mendaftar...',
    haveAccount: 'Sudah punya akun?',
    toLogin: 'Masuk di sini',
  },
  login: {
    title: 'Masuk',
    subtitle: 'Masuk dengan username atau email Anda.',
    username: 'Username',
    password: 'Katasandi',
    submit: 'Sign in',
    submitting: 'Memproses...',
    noAccount: 'Belum punya akun?',
    toRegister: 'Daftar di sini',
  },
  profile: {
    title: 'Profil Saya',
    username: 'Username',
    fullName: 'Nama Lengkap',
    email: 'Email',
    address: 'Alamat',
    role: 'Peran',
    memberSince: 'Bergabung sejak',
    photo: 'Foto profil',
    changePhoto: 'Ganti foto',
    photoHint: 'JPG, PNG, WebP, GIF, atau AVIF, maksimal 5 MB.',
    editTitle: 'Edit Profil',
    edit: 'Edit',
    save: 'Save',
    saving: 'Menyimpan...',
    cancel: 'Cancel',
    logout: 'Logout',
    changePassword: 'Ubah Kata Sandi',
    emptyValue: '—',
  },
  changePassword: {
    title: 'Ubah Kata Sandi',
    current: 'Kata Sandi Saat Ini',
    next: 'Kata Sandi Baru',
    confirm: 'Konfirmasi Kata Sandi Baru',
    submit: 'Simpan Kata Sandi',
    submitting: 'Menyimpan...',
    back: 'Kembali ke Profil',
    showPasswords: 'Tampilkan kata sandi',
  },
  landing: {
    heroTitle: 'Kesehatan mental Anda berharga',
    heroText:
      'Kenali kondisi Anda dengan tes diri SRQ-29 yang digunakan Kementerian Kesehatan, pelajari gejalanya, dan temukan dukungan dari komunitas dan konselor kami.',
    register: 'DAFTAR',
    login: 'MASUK',
    start: 'MULAI',
    startHint: 'Tes diri gratis, sekitar 5 menit, tanpa perlu mendaftar.',
    cardsTitle: 'Kenali gejalanya',
    cards: {
      neurosis: {
        title: 'Neurosis',
        text: 'Cemas, sedih berkepanjangan, sulit tidur, atau keluhan fisik tanpa sebab yang jelas.',
      },
      psikotik: {
        title: 'Psikotik',
        text: 'Mendengar atau melihat hal yang tidak dialami orang lain, atau keyakinan yang tidak biasa.',
      },
      ptsd: {
        title: 'PTSD',
        text: 'Kenangan menakutkan yang terus muncul setelah mengalami atau menyaksikan peristiwa traumatis.',
      },
    },
    disclaimer: 'Tes diri adalah skrining, bukan diagnosis.',
    learnMore: 'Pelajari selengkapnya',
    heroBadge: 'Skrining kesehatan mental mandiri',
    selfTest: 'Tes Diri',
    lastResult: 'Hasil tes terakhir Anda',
    viewLastResult: 'Lihat hasil',
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
    counseling: 'Mental Counseling',
    contact: 'Kontak',
    phone: 'Telepon',
    emailLabel: 'Email',
    city: 'Pekanbaru, Riau',
    links: 'Tautan',
    privacy: 'Privacy Policy',
    terms: 'Term Of Use',
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

/** The short Privacy Policy and Term Of Use pages linked from the footer. */
export const legalPages = {
  updated: 'Terakhir diperbarui: November 2026',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Kami menjaga data Anda dengan serius. Halaman ini menjelaskan data apa yang kami simpan, untuk apa, dan hak Anda atas data tersebut.',
    sections: [
      {
        heading: 'Data yang kami simpan',
        text: 'Data akun (username, nama, email, alamat, foto profil), hasil tes diri bila Anda masuk, serta pertanyaan, respon, dan pesan yang Anda kirim di forum dan chat.',
      },
      {
        heading: 'Cookie',
        text: 'Kami hanya memakai satu cookie sesi agar Anda tetap masuk. Kami tidak memakai cookie iklan atau pelacak pihak ketiga. Peta OpenStreetMap baru dimuat setelah Anda memintanya.',
      },
      {
        heading: 'Untuk apa data dipakai',
        text: 'Data dipakai hanya untuk menjalankan layanan: menampilkan hasil tes Anda, forum, dan percakapan dengan konselor. Kami tidak menjual atau membagikan data Anda kepada pihak lain.',
      },
      {
        heading: 'Hak Anda',
        text: 'Anda dapat mengubah data profil kapan saja. Untuk menghapus akun beserta seluruh datanya, kirim email kepada kami dari alamat email akun Anda.',
      },
    ],
  },
  terms: {
    title: 'Term Of Use',
    intro: 'Dengan memakai Sehat Jiwa, Anda menyetujui ketentuan singkat berikut.',
    sections: [
      {
        heading: 'Bukan diagnosis',
        text: 'Tes diri adalah alat skrining, bukan diagnosis. Hasilnya tidak menggantikan pemeriksaan oleh psikolog, psikiater, atau dokter.',
      },
      {
        heading: 'Keadaan darurat',
        text: 'Bila Anda atau orang di sekitar Anda dalam bahaya, segera hubungi 112 atau layanan kesehatan jiwa 119 ekstensi 8, atau datangi IGD rumah sakit terdekat.',
      },
      {
        heading: 'Forum dan chat',
        text: 'Hormati sesama pengguna. Jangan membagikan data pribadi orang lain, ujaran kebencian, atau konten yang membahayakan. Kami dapat menghapus konten yang melanggar.',
      },
      {
        heading: 'Akun Anda',
        text: 'Jaga kerahasiaan kata sandi Anda. Anda bertanggung jawab atas aktivitas yang dilakukan dengan akun Anda.',
      },
    ],
  },
} as const;

/** Admin: user management (spec §2 Admin users, §4, §5, §8 "Admin users"). */
export const adminUserMessages = {
  title: 'Manajemen User',
  subtitle: 'Tambah, ubah, dan hapus akun pengguna dan admin.',
  listTab: 'Daftar User',
  sections: 'Bagian halaman user',
  searchLabel: 'Cari user',
  searchPlaceholder: 'Cari nama, email, atau ID...',
  add: 'Tambah User',
  columns: {
    name: 'Name',
    id: 'ID',
    email: 'Email',
    role: 'Role',
    dateAdded: 'Date added',
    action: 'Action',
  },
  tableCaption: 'Daftar user',
  edit: 'Edit',
  delete: 'Hapus',
  editUser: (name: string) => `Edit ${name}`,
  deleteUser: (name: string) => `Hapus ${name}`,
  you: 'Anda',
  loading: 'Memuat data user...',
  empty: 'Belum ada user.',
  noMatch: (query: string) => `Tidak ada user yang cocok dengan "${query}".`,
  showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} user`,
  loadMore: 'Muat lebih banyak',
  form: {
    addTitle: 'Tambah User',
    editTitle: 'Edit User',
    username: 'Username',
    email: 'Email',
    fullName: 'Nama Lengkap',
    role: 'Role',
    address: 'Alamat',
    password: 'Password',
    passwordEditHint: 'Password (kosongkan jika tidak diubah)',
    save: 'Simpan',
    saving: 'Menyimpan...',
    cancel: 'Batal',
  },
  roleLabels: { user: 'User', admin: 'Admin' },
  roleInvalid: 'Role harus User atau Admin.',
  created: 'User berhasil ditambahkan!',
  updated: 'User berhasil diupdate!',
  deleted: 'User berhasil dihapus!',
  loadFailed: 'Gagal mengambil data pengguna',
  connectionFailed: 'Gagal koneksi ke server',
  createFailed: 'Gagal menambah user',
  updateFailed: 'Gagal mengupdate user',
  deleteFailed: 'Gagal menghapus user',
  deleteTitle: 'Konfirmasi Hapus User',
  deleteConfirm: (name: string) =>
    `Yakin ingin menghapus user "${name}"? Tindakan ini tidak dapat dibatalkan. Semua data user ini ` +
    '(profil, foto, hasil tes diri, pertanyaan, respon dan vote forum, serta percakapan chat beserta filenya) ' +
    'akan dihapus secara permanen.',
  deleteButton: 'Hapus',
  notFound: 'User tidak ditemukan.',
  lastAdminDemote:
    'Tidak dapat mengubah role admin terakhir menjadi User. Tambahkan admin lain terlebih dahulu.',
  lastAdminDelete: 'Tidak dapat menghapus admin terakhir. Tambahkan admin lain terlebih dahulu.',
  selfDelete: 'Anda tidak dapat menghapus akun Anda sendiri saat sedang masuk dengan akun tersebut.',
  invalidCursor: 'Halaman data tidak valid. Silakan muat ulang daftar.',
  queryTooLong: 'Kata kunci pencarian maksimal 100 karakter.',
} as const;

/** The admin audit log (who did what to whom, and when). */
export const auditLogMessages = {
  tab: 'Log Aktivitas',
  caption: 'Log aktivitas admin',
  columns: { time: 'Waktu', actor: 'Admin', action: 'Aksi', target: 'Target', details: 'Detail' },
  actions: {
    'user.created': 'Menambah user',
    'user.updated': 'Mengubah data user',
    'user.role_changed': 'Mengubah role user',
    'user.deleted': 'Menghapus user',
  },
  changedFields: 'Diubah:',
  roleChange: (from: string, to: string) => `${from} → ${to}`,
  initialRole: (role: string) => `Role: ${role}`,
  previousUsername: (name: string) => `sebelumnya @${name}`,
  fieldNames: {
    username: 'username',
    email: 'email',
    fullName: 'nama lengkap',
    address: 'alamat',
    password: 'password',
  },
  loading: 'Memuat log aktivitas...',
  empty: 'Belum ada aktivitas admin.',
  loadFailed: 'Gagal memuat log aktivitas.',
  loadMore: 'Muat lebih banyak',
} as const;

/** Journal rules and server answers (spec §5 Journal edit, §8 Journals). */
export const journalMessages = {
  requiredFields: 'Judul, sumber, dan kutipan tidak boleh kosong',
  categoryRequired: 'Kategori wajib dipilih.',
  categoryInvalid: 'Kategori tidak valid. Pilih Neurosis, Psikotik, atau PTSD.',
  judulTooLong: `Judul maksimal ${journalLimits.judulMax} karakter.`,
  sumberInvalid: 'Sumber harus berupa link lengkap yang diawali http:// atau https://.',
  sumberTooLong: `Link sumber maksimal ${journalLimits.sumberMax} karakter.`,
  kutipanTooLong: `Kutipan maksimal ${journalLimits.kutipanMax} karakter.`,
  searchTooLong: `Kata kunci pencarian maksimal ${journalLimits.searchMax} karakter.`,
  notFound: 'Jurnal tidak ditemukan. Mungkin sudah dihapus.',
} as const;

/** Pojok Edukasi: the education corner and its article section (spec §2, §8 Articles). */
export const educationLabels = {
  title: 'Pojok Edukasi',
  intro:
    'Kenali kondisi kesehatan mental yang umum, pahami tandanya, dan temukan bantuan yang tepat. Bacaan di sini bersumber dari WHO, Kementerian Kesehatan, dan penelitian ilmiah.',
  browseArticles: 'Jelajahi Ruang Artikel',
  topicsTitle: 'Kenali topiknya',
  moreTopics: 'Topik lainnya',
  readTopic: 'Baca selengkapnya',
  categoryNames: { neurosis: 'Neurosis', psikotik: 'Psikotik', ptsd: 'PTSD' },
  articlesTitle: 'Ruang Artikel',
  articlesIntro: 'Jurnal dan bacaan tepercaya, masing-masing dengan ringkasan singkat dari tim kami.',
  category: 'Kategori',
  allCategories: 'Semua kategori',
  categoryOption: (name: string, count: number) => `${name} (${count})`,
  search: 'Cari artikel',
  searchPlaceholder: 'Cari judul atau kutipan...',
  source: 'Sumber',
  openSource: 'Buka sumber',
  newTab: '(membuka tab baru)',
  showMore: 'Tampilkan lebih banyak',
  loading: 'Memuat artikel...',
  count: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} artikel`,
  featuredTitle: 'Tautan pilihan',
  featured: {
    selfTest: { title: 'Ikuti Tes Diri', text: 'Skrining SRQ-29 gratis, sekitar 5 menit, tanpa mendaftar.' },
    forum: { title: 'Forum Diskusi', text: 'Bertanya dan berbagi pengalaman dengan sesama.' },
    consult: {
      title: 'konsul dengan ahlinya',
      text: 'Ngobrol langsung dengan konselor kami lewat chat.',
      loginHint: 'Masuk terlebih dahulu untuk memulai chat.',
    },
  },
} as const;

/** The article list's states (spec §8 Articles) and the related journals of topic pages (§8 Journals). */
export const educationMessages = {
  articlesFailedTitle: 'Gagal memuat artikel',
  articlesFailedText: 'Terjadi kesalahan saat memuat artikel',
  articlesEmpty: 'Belum ada artikel tersedia untuk kategori ini.',
  searchEmpty: 'Tidak ada artikel yang cocok dengan pencarian Anda.',
  journalsFailedTitle: 'Gagal memuat jurnal',
  journalsFailedText: 'Terjadi kesalahan saat memuat jurnal',
  journalsEmpty: 'Tidak ada jurnal ditemukan.',
  noLink: 'Link tidak tersedia',
} as const;

/** The headings and fixed lines of every topic page (the content itself is in education/topics). */
export const topicPageLabels = {
  breadcrumb: 'Lokasi halaman',
  disclaimer:
    'Informasi ini untuk edukasi dan tidak menggantikan pemeriksaan oleh dokter, psikolog, atau psikiater.',
  whatTitle: (title: string) => `Apa itu ${title}?`,
  signsTitle: 'Tanda yang sering muncul',
  helpsTitle: 'Apa yang dapat membantu',
  seekHelpTitle: 'Kapan perlu mencari bantuan profesional',
  whereTitle: 'Ke mana mencari bantuan di Indonesia',
  crisisTitle: 'Butuh bantuan sekarang?',
  crisisText:
    'Bila Anda atau orang di dekat Anda berpikir untuk mengakhiri hidup atau dalam bahaya, segera hubungi:',
  relatedTitle: 'Jurnal terkait',
  allArticles: 'Lihat semua artikel',
  loadingJournals: 'Memuat jurnal...',
  sourcesTitle: 'Sumber bacaan',
  ctaTitle: 'Ingin tahu kondisi Anda saat ini?',
  ctaText:
    'Tes diri SRQ-29 membantu mengenali keluhan dalam 30 hari terakhir. Hasilnya skrining, bukan diagnosis.',
  ctaButton: 'Ikuti Tes Diri',
  otherTopics: 'Topik lainnya',
} as const;

/** The admin journal manager (spec §2 Admin journals, §8 Journals (admin)). */
export const adminJournalLabels = {
  title: 'Kelola Jurnal',
  intro: 'Pilih kategori untuk melihat, mengubah, atau menghapus jurnalnya.',
  categoriesTitle: 'Kategori',
  journalCount: (count: number) => `${count} jurnal`,
  openCategory: 'Lihat jurnal',
  detailTitle: (category: string) => `Jurnal ${category}`,
  backToCategories: 'Kembali ke kategori',
  add: 'Tambah Jurnal',
  addTitle: 'Tambah Jurnal Baru',
  kategori: 'Kategori',
  chooseCategory: 'Pilih kategori',
  categoryLocked: 'Kategori mengikuti kategori yang sedang dibuka.',
  judul: 'Judul',
  sumber: 'Link Sumber',
  sumberHint: 'Alamat lengkap, diawali https://',
  kutipan: 'Kutipan',
  edit: 'Edit',
  editTitle: (judul: string) => `Edit jurnal: ${judul}`,
  delete: 'Hapus',
  save: 'Simpan',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  loading: 'Memuat jurnal...',
  showMore: 'Tampilkan lebih banyak',
  deleteConfirm: (judul: string) =>
    `Yakin ingin menghapus jurnal "${judul}"? Tindakan ini tidak dapat dibatalkan.`,
} as const;

export const adminJournalMessages = {
  loadFailed: 'Gagal mengambil data jurnal',
  loadNetwork: 'Terjadi kesalahan saat mengambil data jurnal',
  addFailed: 'Gagal menambahkan jurnal',
  addNetwork: 'Terjadi kesalahan saat menambahkan jurnal',
  updateFailed: 'Gagal mengupdate jurnal',
  updateNetwork: 'Terjadi kesalahan saat mengupdate jurnal',
  deleteFailed: 'Gagal menghapus jurnal',
  deleteNetwork: 'Terjadi kesalahan saat menghapus jurnal',
  added: 'Jurnal berhasil ditambahkan!',
  updated: 'Jurnal berhasil diperbarui!',
  deleted: 'Jurnal berhasil dihapus!',
} as const;

/** Forum Diskusi (spec §2 Forum, §5, §8): errors, confirmations and notices. */
export const forumMessages = {
  loginToAsk: 'Silakan login terlebih dahulu untuk bertanya!',
  loginToRespond: 'Silakan login terlebih dahulu untuk memberikan respon!',
  loginToVote: 'Silakan login terlebih dahulu untuk memberikan vote!',
  loginForMine: 'Silakan login terlebih dahulu untuk melihat pertanyaan Anda!',
  titleRequired: 'Pertanyaan wajib diisi.',
  titleTooLong: 'Pertanyaan maksimal 150 karakter.',
  descRequired: 'Keterangan wajib diisi.',
  descTooLong: 'Keterangan maksimal 5000 karakter.',
  responseRequired: 'Respon tidak boleh kosong!',
  responseTooLong: 'Respon maksimal 2000 karakter.',
  searchTooLong: 'Kata kunci pencarian maksimal 100 karakter.',
  invalidCursor: 'Halaman berikutnya tidak valid. Silakan muat ulang daftar.',
  questionNotFound: 'Pertanyaan tidak ditemukan!',
  responseNotFound: 'Respon tidak ditemukan!',
  ownVote: 'Anda tidak bisa vote respon Anda sendiri!',
  notQuestionOwner: 'Anda hanya dapat mengubah pertanyaan Anda sendiri.',
  notResponseOwner: 'Anda hanya dapat mengubah respon Anda sendiri.',
  cannotDeleteQuestion: 'Anda hanya dapat menghapus pertanyaan Anda sendiri.',
  cannotDeleteResponse: 'Anda hanya dapat menghapus respon Anda sendiri.',
  questionRateLimited: (seconds: number) =>
    `Anda baru saja mengirim pertanyaan. Silakan tunggu ${seconds} detik sebelum bertanya lagi.`,
  responseRateLimited: (seconds: number) =>
    `Anda baru saja mengirim respon. Silakan tunggu ${seconds} detik sebelum mengirim respon lagi.`,
  voteRateLimited: (seconds: number) =>
    `Terlalu banyak vote dalam waktu singkat. Silakan tunggu ${seconds} detik lalu coba lagi.`,
  loadQuestionsFailed: 'Gagal memuat pertanyaan.',
  loadFailed: 'Gagal memuat data. Silakan coba lagi.',
  createQuestionFailed: 'Gagal membuat pertanyaan',
  updateQuestionFailed: 'Gagal mengupdate pertanyaan',
  createResponseFailed: 'Gagal mengirim respon',
  updateResponseFailed: 'Gagal mengupdate respon',
  deleteResponseFailed: 'Gagal menghapus respon',
  voteFailed: 'Gagal memberikan vote',
  somethingWrong: 'Terjadi kesalahan',
  retryHint: 'Silakan coba lagi.',
  deleteQuestionConfirm: (title: string) => `Yakin ingin menghapus pertanyaan "${title}"?`,
  deleteQuestionSuccess: 'Pertanyaan berhasil dihapus!',
  deleteQuestionRefreshFailed: 'Pertanyaan berhasil dihapus, tapi ada masalah saat refresh data.',
  deleteQuestionFailed: 'Gagal menghapus pertanyaan.',
  deleteResponseConfirm: 'Yakin ingin menghapus respon ini?',
  newQuestionsNotice: '🎉 Pertanyaan baru telah ditambahkan!',
  loginToReport: 'Silakan login terlebih dahulu untuk melaporkan!',
  ownReport: 'Anda tidak dapat melaporkan tulisan Anda sendiri.',
  reportReasonRequired: 'Pilih alasan laporan.',
  reportNoteTooLong: 'Catatan maksimal 500 karakter.',
  reportFailed: 'Gagal mengirim laporan',
  reportSent: 'Terima kasih, laporan Anda sudah kami terima. Admin akan meninjaunya.',
  alreadyReported: 'Anda sudah melaporkan ini sebelumnya. Admin akan meninjaunya.',
  moderationFailed: 'Gagal menjalankan tindakan moderasi',
  moderationLoadFailed: 'Gagal memuat antrean moderasi.',
  moderationLogLoadFailed: 'Gagal memuat log moderasi.',
  reportRateLimited: (seconds: number) =>
    `Terlalu banyak laporan dalam waktu singkat. Silakan tunggu ${seconds} detik lalu coba lagi.`,
} as const;

/** Forum Diskusi screen texts (spec §2 Forum). */
export const forumLabels = {
  heroTitle: 'Bertanya? Ceritakan di sini, kita hadapi bersama.',
  heroText:
    'Ajukan pertanyaan seputar kesehatan mental, berbagi pengalaman, dan saling menguatkan. Hormati sesama dan jangan membagikan data pribadi.',
  sidebarLabel: 'Akun dan pintasan forum',
  statusActive: 'active',
  statusGuest: 'Belum login',
  visitor: 'Pengunjung',
  ask: 'tanya?',
  loginFirst: 'Login dulu',
  mine: 'Pertanyaan Saya',
  mineHint: 'Login untuk melihat pertanyaan Anda.',
  filtersLabel: 'Cari dan saring pertanyaan',
  search: 'Cari pertanyaan',
  searchPlaceholder: 'Cari judul atau keterangan...',
  sort: 'Urutkan',
  sortOptions: { terbaru: 'Terbaru', terlama: 'Terlama' },
  tag: 'Kategori',
  tagAll: 'Semua',
  tagNone: 'Tanpa kategori',
  tags: { psikotik: 'Psikotik', neurosis: 'Neurosis', ptsd: 'PTSD' },
  refresh: 'Muat ulang',
  refreshQuestions: 'Muat ulang daftar pertanyaan',
  showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} pertanyaan`,
  loadingQuestions: 'Memuat pertanyaan...',
  loadMore: 'Muat lebih banyak',
  loadingMore: 'Memuat...',
  emptyTitle: 'Belum ada pertanyaan',
  emptyText: 'Jadilah yang pertama mengajukan pertanyaan!',
  emptyAsk: 'Ajukan Pertanyaan',
  noMatchTitle: 'Tidak ada pertanyaan yang cocok',
  noMatchText: 'Coba kata kunci lain atau ubah filter kategori.',
  questionsLabel: 'Daftar pertanyaan',
  updated: (time: string) => `(diperbarui ${time})`,
  responseCount: (count: number) => `${count} respon`,
  questionMenu: 'Menu pertanyaan',
  edit: 'Edit',
  delete: 'Hapus',
  close: 'Tutup',
  responseLabel: 'Tanggapan Anda',
  responsePlaceholder: 'Berikan tanggapan anda',
  responseCancel: 'Cancel',
  respond: 'Respon',
  sending: 'Mengirim...',
  responsesHeading: (count: number) => `Respon (${count})`,
  refreshResponses: 'Muat ulang respon',
  loadingResponses: 'Memuat respon...',
  noResponses: 'Belum ada respon untuk pertanyaan ini.',
  loadMoreResponses: 'Muat respon lainnya',
  upvote: 'Upvote',
  upvoteCount: (count: number) => `${count} vote`,
  editResponse: 'Edit respon',
  deleteResponse: 'Hapus respon',
  editResponseLabel: 'Ubah respon',
  cancelEdit: 'Batal',
  save: 'Simpan',
  saving: 'Menyimpan...',
  askTitle: 'Buat Pertanyaan Baru',
  editTitle: 'Edit Pertanyaan',
  titleField: 'Pertanyaan',
  titlePlaceholder: 'Tulis pertanyaan Anda secara singkat',
  descField: 'Keterangan',
  descPlaceholder: 'Ceritakan lebih lengkap agar orang lain bisa membantu',
  formCancel: 'Batal',
  submit: 'Kirim',
  update: 'Update',
  charCount: (used: number, max: number) => `${used}/${max}`,
  featuredTitle: 'Butuh bantuan lebih?',
  featuredArticles: 'Baca artikel di Ruang Artikel',
  featuredArticlesText: 'Pelajari gejala dan cara merawat kesehatan mental.',
  featuredChat: 'konsul dengan ahlinya',
  featuredChatText: 'Ngobrol langsung dengan konselor kami.',
  adminNav: 'Forum',
  moderationNote: 'Mode moderasi: Anda dapat menghapus pertanyaan dan respon yang melanggar.',
} as const;

/** Forum safety: anonymous posting, reports, hidden items and the crisis help after a post. */
export const forumSafetyLabels = {
  anonymous: 'Kirim sebagai Anonim',
  anonymousHint: 'Nama dan foto Anda tidak ditampilkan kepada pengguna lain. Admin tetap dapat melihatnya.',
  anonymousName: 'Anonim',
  postedAnonymously: 'Terkirim sebagai Anonim',
  hidden: 'Disembunyikan',
  hiddenNote: 'Disembunyikan dari pengguna lain sambil menunggu tinjauan admin.',
  risk: 'Tanda krisis',
  report: 'Laporkan',
  reportQuestion: 'Laporkan pertanyaan',
  reportResponse: 'Laporkan respon',
  reportTitle: 'Laporkan Konten',
  reportIntro: 'Bantu kami menjaga forum tetap aman. Laporan Anda tidak ditampilkan kepada penulisnya.',
  reportReason: 'Alasan',
  reasons: {
    spam: 'Spam atau iklan',
    menyakiti: 'Menyakiti atau merendahkan orang lain',
    'data-pribadi': 'Membagikan data pribadi',
    lainnya: 'Lainnya',
  },
  reportNote: 'Catatan (opsional)',
  reportSubmit: 'Kirim Laporan',
  reportSending: 'Mengirim...',
  crisisTitle: 'Anda tidak sendirian. Bantuan tersedia sekarang.',
  crisisText:
    'Tulisan Anda menyebut pikiran untuk mengakhiri hidup atau menyakiti diri. Perasaan seberat itu layak didengar. Bicaralah dengan seseorang sekarang; layanan berikut siap membantu Anda:',
  crisisDanger:
    'Bila Anda merasa dalam bahaya saat ini, hubungi nomor darurat atau segera datang ke IGD rumah sakit terdekat.',
  crisisClose: 'Tutup',
} as const;

/** The admin's forum moderation screen, /admin/moderasi. */
export const forumModerationLabels = {
  adminNav: 'Moderasi',
  title: 'Moderasi Forum',
  intro: 'Tinjau pertanyaan dan respon yang dilaporkan pengguna atau mengandung tanda krisis.',
  queueTitle: 'Antrean',
  statusLabel: 'Tampilkan',
  open: 'Perlu Ditinjau',
  closed: 'Sudah Ditinjau',
  log: 'Log Moderasi',
  kinds: { question: 'Pertanyaan', response: 'Respon' },
  itemRef: (kind: string, id: number) => `${kind} #${id}`,
  inQuestion: (id: number) => `pada pertanyaan #${id}`,
  author: 'Penulis',
  anonymous: 'Anonim',
  reports: (count: number) => `${count} laporan`,
  reasonCount: (reason: string, count: number) => `${reason}: ${count}`,
  notes: 'Catatan pelapor',
  risk: 'Tanda krisis',
  riskHint: 'Tulisan ini mengandung bahasa krisis. Pertimbangkan untuk menghubungi penulisnya lewat chat.',
  contact: 'Hubungi lewat chat',
  hidden: 'Disembunyikan',
  visible: 'Tampil',
  keep: 'Biarkan',
  hide: 'Sembunyikan',
  delete: 'Hapus',
  itemActions: (ref: string) => `Tindakan untuk ${ref}`,
  deleteConfirm: (ref: string) => `Yakin ingin menghapus ${ref}? Tindakan ini tidak dapat dibatalkan.`,
  kept: 'Konten dibiarkan tampil dan laporannya ditutup.',
  hiddenDone: 'Konten disembunyikan.',
  deleted: 'Konten dihapus.',
  loading: 'Memuat antrean moderasi...',
  emptyOpen: 'Tidak ada konten yang perlu ditinjau.',
  emptyClosed: 'Belum ada konten yang ditinjau.',
  showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} konten`,
  loadMore: 'Muat lebih banyak',
  logCaption: 'Log moderasi forum',
  logColumns: { time: 'Waktu', admin: 'Admin', action: 'Aksi', item: 'Konten', author: 'Penulis' },
  logActions: { keep: 'Membiarkan', hide: 'Menyembunyikan', delete: 'Menghapus' },
  logDeletedItem: '(sudah dihapus)',
  logDeletedUser: '(akun dihapus)',
  logLoading: 'Memuat log moderasi...',
  logEmpty: 'Belum ada tindakan moderasi.',
} as const;

/** The forum's short relative times (spec §9): 'Baru saja', '5m', '3j', 'Kemarin', then a date. */
export const forumTimeLabels = {
  justNow: 'Baru saja',
  minutes: (n: number) => `${n}m`,
  hours: (n: number) => `${n}j`,
  yesterday: 'Kemarin',
} as const;

/** Tes Diri: the questionnaire page and its errors (spec §2, §4, §8, §9). */
export const selftestMessages = {
  title: 'Tes Diri',
  eyebrow: 'SRQ-29 · Skrining kesehatan jiwa',
  intro:
    'Kuesioner ini berisi pertanyaan tentang keluhan yang mungkin Anda alami. Jawablah dengan jujur; tidak ada jawaban yang benar atau salah.',
  instructionsTitle: 'Petunjuk pengisian',
  instructions: [
    'Jawablah berdasarkan apa yang Anda alami dalam 30 hari terakhir.',
    'Pilih "Ya" bila Anda mengalaminya, atau "Tidak" bila tidak.',
    'Pertanyaan ditampilkan 5 per halaman. Semua pertanyaan di satu halaman perlu dijawab sebelum lanjut.',
    'Pengisian membutuhkan sekitar 5 menit.',
  ],
  privacyNote:
    'Bila Anda masuk, hasil tes disimpan di akun Anda. Bila tidak, hasil hanya tersimpan di perangkat ini.',
  disclaimer: 'Tes ini adalah skrining, bukan diagnosis.',
  loading: 'Memuat pertanyaan tes...',
  loadFailed: 'Gagal mengambil pertanyaan tes.',
  connectionFailed: 'Gagal koneksi ke server.',
  submitConnectionFailed: 'Gagal koneksi ke server: periksa koneksi internet Anda, lalu kirim kembali.',
  noQuestions: 'Belum ada pertanyaan tes. Silakan kembali lagi nanti.',
  yes: 'Ya',
  no: 'Tidak',
  previous: 'Sebelumnya',
  next: 'Selanjutnya',
  submit: 'Kirim Jawaban',
  submitting: 'Mengirim...',
  pageIncomplete: 'Jawab semua pertanyaan di halaman ini untuk melanjutkan.',
  allIncomplete: 'Jawab semua pertanyaan untuk mengirim jawaban.',
  progressLabel: 'Kemajuan pengisian tes',
  pageOf: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
  answeredOf: (answered: number, total: number) => `${answered} dari ${total} pertanyaan terjawab`,
  questionsOnPage: (page: number) => `Pertanyaan halaman ${page}`,
  newQuestion: '🎉 Pertanyaan baru telah ditambahkan!',
  questionsChanged:
    'Pertanyaan tes baru saja diperbarui. Periksa pertanyaan yang belum terjawab, lalu kirim kembali.',
  unknownResult: (hasil: string) => `Tidak dapat menentukan halaman hasil. Hasil: ${hasil}`,
  seeResult: 'Lihat Hasil Saya',
  submittedTitle: 'Jawaban Anda sudah terkirim',
  submittedText: 'Hasil lengkap beserta saran untuk Anda ada di halaman hasil.',
  previousResult: 'Hasil tes terakhir Anda masih tersimpan di perangkat ini.',
  viewPreviousResult: 'Lihat hasil',
  // Server-side validation of a submission.
  answersRequired: 'Jawaban wajib diisi.',
  answersInvalid: 'Setiap jawaban harus 1 (Ya) atau 0 (Tidak).',
  answersWrongCount:
    'Jumlah jawaban tidak sesuai dengan jumlah pertanyaan. Muat ulang pertanyaan lalu coba lagi.',
  revisionMismatch:
    'Pertanyaan tes telah diperbarui sejak Anda mulai mengisi. Muat ulang pertanyaan lalu kirim kembali.',
  tooManySubmissions: 'Terlalu banyak tes dikirim. Silakan coba lagi nanti.',
  resultNotFound: 'Hasil tes tidak ditemukan.',
} as const;

/** Result pages (spec §2 Result pages, §9): labels around the written advice. */
export const resultLabels = {
  pageTitle: 'Hasil Tes Diri',
  eyebrow: 'Hasil skrining SRQ-29',
  severity: 'Tingkat',
  progressLabel: 'Tingkat keluhan',
  testedOn: 'Tanggal tes',
  yesAnswers: 'Jawaban "Ya"',
  screeningNotDiagnosis:
    'Hasil ini adalah skrining, bukan diagnosis. Hanya tenaga kesehatan jiwa, seperti psikolog klinis atau psikiater, yang dapat menegakkan diagnosis.',
  alsoDetected: 'Juga terdeteksi',
  alsoDetectedIntro: 'Selain hasil utama di atas, jawaban Anda juga menunjukkan:',
  explanation: 'Apa arti hasil ini?',
  advice: 'Yang dapat Anda lakukan',
  seekHelp: 'Kapan dan ke mana mencari bantuan',
  articles: 'Artikel terkait',
  articlesLoading: 'Memuat artikel...',
  articlesEmpty: 'Belum ada artikel tersedia untuk kategori ini.',
  articlesFailed: 'Gagal memuat artikel',
  articlesError: 'Terjadi kesalahan saat memuat artikel',
  noLink: 'Link tidak tersedia',
  readArticle: 'Baca artikel',
  retake: 'Tes Ulang',
  retakeConfirm: 'Mulai tes dari awal? Hasil tes yang tersimpan di perangkat ini akan dihapus.',
  retakeConfirmButton: 'Ya, Tes Ulang',
  print: 'Cetak Hasil',
  history: 'Riwayat tes di Profil',
  loading: 'Memuat hasil tes...',
  domainNames: {
    neurosis: 'Gejala Neurosis',
    psikotik: 'Gejala Psikotik',
    ptsd: 'Gejala PTSD',
    zat: 'Penggunaan Zat Psikotik',
  },
  severityOf: (severity: string) => `Tingkat ${severity}`,
  domainDetail: (yes: number, total: number) => `${yes} dari ${total} jawaban "Ya"`,
  mainResult: 'Hasil utama',
  devPreviewTitle: 'Pintasan pengembang',
  devPreviewNote: 'Hanya tampil di build pengembangan.',
} as const;

/** The crisis help box (selftest-scoring.md): shown first when a crisis question was answered yes. */
export const crisisMessages = {
  title: 'Anda tidak sendirian. Bantuan tersedia sekarang.',
  text: 'Anda menjawab "Ya" pada pertanyaan tentang pikiran untuk mengakhiri hidup. Perasaan seberat itu layak didengar. Bicaralah dengan seseorang sekarang; layanan berikut siap membantu Anda:',
  danger:
    'Bila Anda merasa dalam bahaya saat ini, hubungi nomor darurat di atas atau segera datang ke IGD rumah sakit terdekat. Jangan sendirian: minta orang yang Anda percayai menemani Anda.',
  call: 'Telepon',
  open: 'Buka',
  chat: 'Mulai chat',
  chatLogin: 'Masuk untuk chat',
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
    chat: {
      name: 'Chat dengan konselor Sehat Jiwa',
      description: 'Ceritakan apa yang Anda rasakan kepada tim konselor kami lewat chat di situs ini.',
    },
  },
} as const;

type LevelContent = { summary: string; advice: readonly string[] };
const seekHelpPlaces = [
  'Puskesmas terdekat: layanan kesehatan jiwa dasar dan rujukan, dapat menggunakan BPJS Kesehatan.',
  'Psikolog klinis: konseling dan psikoterapi di Puskesmas, rumah sakit, atau biro psikologi.',
  'Psikiater (dokter spesialis kedokteran jiwa): di poli jiwa rumah sakit umum atau rumah sakit jiwa, terutama bila keluhan berat atau mungkin memerlukan obat.',
  'Konselor Sehat Jiwa: ceritakan keluhan Anda lewat chat di situs ini untuk langkah awal.',
] as const;
const normalAdvice = [
  'Pertahankan kebiasaan baik: tidur cukup, makan bergizi, dan aktif bergerak.',
  'Jaga hubungan dengan orang-orang terdekat dan luangkan waktu untuk hal yang Anda sukai.',
  'Kenali tanda stres sejak dini, lalu kelola dengan cara yang sehat seperti beristirahat, beribadah, atau bercerita.',
  'Ulangi tes ini bila keadaan Anda berubah, misalnya setelah mengalami peristiwa berat.',
] as const;

/**
 * The written explanation and advice of each result page, per severity. Careful wording:
 * screening, not diagnosis; when and where to seek help, sooner the more severe.
 */
export const resultContent = {
  neurosis: {
    about: [
      'Jawaban Anda menunjukkan sejumlah keluhan yang sering menyertai gangguan mental emosional (neurosis), seperti rasa cemas, sedih, sulit tidur, mudah lelah, atau keluhan fisik seperti sakit kepala dan gangguan pencernaan tanpa sebab yang jelas.',
      'Keluhan seperti ini umum dialami dan dapat membaik dengan dukungan yang tepat. Tes ini menghitung banyaknya keluhan, bukan penyebabnya, sehingga hasilnya perlu dibicarakan dengan tenaga kesehatan untuk mengetahui kondisi Anda sebenarnya.',
    ],
    seekHelpNote:
      'Cari bantuan profesional bila keluhan berlangsung lebih dari dua minggu, mengganggu pekerjaan, sekolah, atau hubungan Anda, atau bila Anda merasa tidak sanggup menghadapinya sendiri.',
    levels: {
      Normal: {
        summary:
          'Tingkat keluhan tidak diketahui atau belum mencapai batas skrining gejala neurosis. Tetap perhatikan perasaan Anda.',
        advice: normalAdvice,
      },
      Ringan: {
        summary:
          'Keluhan Anda berada pada tingkat ringan. Keluhan ini mungkin mulai terasa mengganggu, tetapi biasanya masih dapat diatasi dengan perawatan diri dan dukungan orang terdekat.',
        advice: [
          'Jaga tidur yang teratur, makan bergizi, dan bergerak aktif sekitar 30 menit sehari.',
          'Luangkan waktu untuk kegiatan yang menenangkan, misalnya berjalan santai, beribadah, atau latihan pernapasan perlahan.',
          'Ceritakan apa yang Anda rasakan kepada orang yang Anda percayai.',
          'Kurangi kafein, rokok, dan alkohol, yang dapat memperberat rasa cemas dan sulit tidur.',
          'Ulangi tes ini dalam 2–4 minggu. Bila keluhan menetap atau bertambah, konsultasikan ke Puskesmas atau psikolog.',
        ],
      },
      Sedang: {
        summary:
          'Keluhan Anda berada pada tingkat sedang dan kemungkinan sudah mengganggu pekerjaan, sekolah, atau hubungan Anda dengan orang lain.',
        advice: [
          'Buat janji konsultasi dengan psikolog klinis atau dokter Puskesmas dalam beberapa minggu ke depan.',
          'Catat keluhan Anda (kapan muncul, seberapa berat, apa pemicunya) untuk dibawa saat konsultasi.',
          'Tetap jalankan rutinitas harian: tidur, makan, dan aktivitas fisik, meskipun terasa berat.',
          'Beri tahu keluarga atau sahabat agar mereka dapat mendampingi Anda.',
          'Hindari meredakan keluhan dengan alkohol, obat tidur tanpa resep, atau zat lain.',
        ],
      },
      Berat: {
        summary:
          'Keluhan Anda berada pada tingkat berat. Keluhan sebanyak ini biasanya sangat mengganggu kehidupan sehari-hari dan perlu segera ditangani tenaga profesional.',
        advice: [
          'Segera temui psikolog klinis, psikiater, atau dokter Puskesmas, sebaiknya dalam minggu ini.',
          'Jangan menghadapinya sendirian: minta orang yang Anda percayai menemani Anda mencari bantuan.',
          'Bawa hasil tes ini (gunakan tombol Cetak Hasil) saat berkonsultasi.',
          'Bila muncul pikiran untuk menyakiti diri sendiri, segera hubungi layanan darurat atau datang ke IGD rumah sakit terdekat.',
        ],
      },
    } satisfies Record<'Normal' | 'Ringan' | 'Sedang' | 'Berat', LevelContent>,
  },
  psikotik: {
    about: [
      'Jawaban Anda menunjukkan pengalaman yang dapat berkaitan dengan gejala psikotik, misalnya merasa ada orang yang berniat mencelakai Anda, pikiran yang terasa tidak biasa, atau mendengar suara yang tidak didengar orang lain.',
      'Pengalaman seperti ini dapat muncul karena berbagai sebab: stres yang sangat berat, kurang tidur parah, penggunaan zat, kondisi medis tertentu, atau gangguan jiwa yang dapat diobati. Hanya pemeriksaan oleh psikiater yang dapat memastikan penyebabnya.',
    ],
    seekHelpNote:
      'Gejala psikotik sebaiknya diperiksakan ke psikiater atau Puskesmas sesegera mungkin. Penanganan sejak dini memberi hasil jauh lebih baik.',
    levels: {
      Ringan: {
        summary:
          'Anda melaporkan sedikit pengalaman yang tidak biasa. Meski ringan, pengalaman seperti ini sebaiknya tetap dibicarakan dengan tenaga kesehatan.',
        advice: [
          'Ceritakan pengalaman ini kepada dokter Puskesmas atau psikolog pada kesempatan pertama.',
          'Jaga tidur yang cukup dan hindari alkohol serta narkoba.',
          'Catat kapan pengalaman ini muncul dan apa yang terjadi sebelumnya.',
        ],
      },
      Sedang: {
        summary:
          'Anda menjawab "Ya" pada salah satu pertanyaan tentang gejala psikotik. Satu gejala pun layak diperiksakan, terutama bila muncul berulang atau membuat Anda takut.',
        advice: [
          'Buat janji dengan psikiater atau dokter Puskesmas dalam waktu dekat dan ceritakan pengalaman ini apa adanya.',
          'Ajak anggota keluarga atau orang yang Anda percayai untuk menemani.',
          'Jaga tidur yang cukup; hindari begadang, alkohol, dan narkoba, yang dapat memperberat gejala.',
          'Catat kapan pengalaman ini muncul dan apa yang terjadi sebelumnya.',
        ],
      },
      Berat: {
        summary:
          'Anda menjawab "Ya" pada beberapa pertanyaan tentang gejala psikotik. Kondisi ini perlu segera diperiksa oleh psikiater.',
        advice: [
          'Segera periksakan diri ke psikiater, poli jiwa rumah sakit, atau Puskesmas; jangan menunggu gejala hilang sendiri.',
          'Minta keluarga atau orang terdekat mendampingi Anda, termasuk saat berobat.',
          'Bila Anda atau orang lain merasa tidak aman, hubungi nomor darurat atau datang ke IGD rumah sakit terdekat.',
          'Jangan memakai alkohol atau narkoba, dan jangan minum obat tanpa resep dokter.',
        ],
      },
    } satisfies Record<'Ringan' | 'Sedang' | 'Berat', LevelContent>,
  },
  zat: {
    about: [
      'Jawaban Anda menunjukkan penggunaan alkohol yang lebih banyak dari biasanya, atau penggunaan narkoba, dalam 30 hari terakhir.',
      'Alkohol dan narkoba dapat memperberat rasa cemas, depresi, dan gangguan tidur, memicu gejala psikotik, serta merusak kesehatan fisik. Ketergantungan adalah masalah kesehatan yang dapat dipulihkan, bukan kegagalan pribadi.',
    ],
    seekHelpNote:
      'Bantuan tersedia tanpa harus menunggu keadaan memburuk. Rehabilitasi yang diminta secara sukarela dapat diakses di Puskesmas atau rumah sakit yang menjadi Institusi Penerima Wajib Lapor (IPWL).',
    levels: {
      Ringan: {
        summary:
          'Anda melaporkan penggunaan zat yang mulai meningkat. Ini saat yang tepat untuk menguranginya sebelum menjadi kebiasaan.',
        advice: [
          'Tetapkan batas yang jelas dan kurangi jumlah serta seberapa sering Anda memakainya.',
          'Kenali pemicunya, misalnya stres, tempat, atau teman tertentu, lalu cari cara lain untuk menghadapinya.',
          'Ceritakan niat Anda kepada orang yang Anda percayai agar mereka dapat mendukung.',
        ],
      },
      Sedang: {
        summary:
          'Penggunaan alkohol atau narkoba yang Anda laporkan perlu diperhatikan, karena dapat berkembang menjadi ketergantungan dan memengaruhi kesehatan jiwa Anda.',
        advice: [
          'Bicarakan penggunaan zat Anda dengan dokter Puskesmas; pembicaraan ini bersifat rahasia.',
          'Kurangi jumlah dan frekuensi pemakaian, dan hindari tempat atau teman yang memicunya.',
          'Jangan berhenti mendadak dari alkohol dalam jumlah banyak atau obat tertentu tanpa pengawasan dokter, karena dapat berbahaya.',
          'Minta dukungan keluarga atau kelompok dukungan sebaya.',
        ],
      },
      Berat: {
        summary:
          'Penggunaan zat yang Anda laporkan sudah berisiko tinggi bagi kesehatan Anda dan perlu segera ditangani.',
        advice: [
          'Segera temui dokter Puskesmas, psikiater, atau layanan rehabilitasi (IPWL).',
          'Jangan berhenti mendadak tanpa pengawasan dokter, karena gejala putus zat dapat berbahaya.',
          'Minta keluarga atau orang terdekat mendampingi Anda.',
          'Bila muncul kebingungan, kejang, atau pikiran menyakiti diri, segera ke IGD rumah sakit terdekat.',
        ],
      },
    } satisfies Record<'Ringan' | 'Sedang' | 'Berat', LevelContent>,
  },
  ptsd: {
    about: [
      'Jawaban Anda menunjukkan keluhan yang sering muncul setelah seseorang mengalami atau menyaksikan peristiwa yang sangat menakutkan, seperti bencana, kecelakaan, atau kekerasan: mimpi buruk, kenangan yang terus muncul, menghindari hal-hal yang mengingatkan, atau merasa mati rasa.',
      'Reaksi seperti ini wajar pada minggu-minggu awal setelah peristiwa berat. Bila menetap lebih dari satu bulan atau mengganggu kehidupan sehari-hari, keluhan ini dapat menjadi tanda gangguan stres pascatrauma (PTSD), yang dapat ditangani dengan baik.',
    ],
    seekHelpNote:
      'Cari bantuan profesional bila keluhan menetap lebih dari satu bulan setelah peristiwa, makin berat, atau membuat Anda sulit menjalani hari.',
    levels: {
      Ringan: {
        summary:
          'Anda melaporkan sebagian kecil keluhan pascatrauma. Pulih dari peristiwa berat adalah proses yang membutuhkan waktu.',
        advice: [
          'Tetap terhubung dengan keluarga, teman, atau komunitas Anda.',
          'Jaga rutinitas harian dan batasi paparan berita atau gambar tentang peristiwa tersebut.',
          'Latihan pernapasan perlahan dapat membantu saat kenangan itu muncul.',
          'Bila keluhan menetap lebih dari satu bulan, konsultasikan ke psikolog atau Puskesmas.',
        ],
      },
      Sedang: {
        summary:
          'Anda melaporkan beberapa keluhan pascatrauma yang kemungkinan sudah mengganggu tidur, pekerjaan, atau hubungan Anda.',
        advice: [
          'Konsultasikan ke psikolog klinis atau Puskesmas; terapi yang berfokus pada trauma terbukti membantu.',
          'Ceritakan kepada orang yang Anda percayai, sebatas yang terasa nyaman bagi Anda.',
          'Hindari meredakan keluhan dengan alkohol atau obat penenang tanpa resep.',
          'Jaga tidur dan aktivitas fisik yang teratur.',
        ],
      },
      Berat: {
        summary:
          'Anda melaporkan banyak keluhan pascatrauma. Kondisi ini perlu segera ditangani oleh tenaga profesional.',
        advice: [
          'Segera temui psikolog klinis atau psikiater; penanganan trauma dapat sangat membantu pemulihan.',
          'Minta orang terdekat mendampingi Anda.',
          'Bawa hasil tes ini saat berkonsultasi.',
          'Bila Anda merasa tidak aman atau muncul pikiran untuk menyakiti diri, segera hubungi nomor darurat.',
        ],
      },
    } satisfies Record<'Ringan' | 'Sedang' | 'Berat', LevelContent>,
  },
  normal: {
    about: [
      'Jawaban Anda tidak menunjukkan keluhan kesehatan jiwa yang mencapai batas skrining. Ini kabar baik.',
      'Kesehatan jiwa dapat berubah seiring waktu dan keadaan. Hasil ini hanya menggambarkan 30 hari terakhir; bila Anda tetap merasa tidak baik-baik saja, perasaan itu tetap penting dan layak dibicarakan.',
    ],
    seekHelpNote:
      'Anda tetap dapat berkonsultasi kapan saja, misalnya bila merasa tertekan, mengalami peristiwa berat, atau ingin menjaga kesehatan jiwa Anda.',
    levels: {
      Normal: {
        summary: 'Tidak ada keluhan yang terdeteksi pada tingkat yang perlu ditindaklanjuti.',
        advice: normalAdvice,
      },
    } satisfies Record<'Normal', LevelContent>,
  },
  seekHelpPlaces,
} as const;

/** Logged-in users' history of results, on the profile and the printable report. */
export const selftestHistoryMessages = {
  title: 'Riwayat Tes Diri',
  intro: 'Hasil tes yang Anda kerjakan saat masuk, dari yang terbaru.',
  loading: 'Memuat riwayat tes...',
  loadFailed: 'Gagal memuat riwayat tes.',
  empty: 'Anda belum pernah mengerjakan Tes Diri saat masuk.',
  start: 'Mulai Tes Diri',
  more: 'Muat lebih banyak',
  view: 'Lihat & cetak',
  reportTitle: 'Laporan Hasil Tes Diri',
  reportLoadFailed: 'Gagal memuat laporan hasil tes.',
  reportIntro:
    'Bawa laporan ini saat berkonsultasi dengan psikolog, psikiater, atau dokter Puskesmas. Laporan ini adalah hasil skrining, bukan diagnosis.',
  instrument: 'Instrumen: Self-Reporting Questionnaire (SRQ-29), periode 30 hari terakhir.',
  name: 'Nama',
  date: 'Tanggal tes',
  result: 'Hasil utama',
  score: 'Jumlah jawaban "Ya"',
  domainsTitle: 'Rincian per bagian',
  domain: 'Bagian',
  yesOfTotal: 'Jawaban "Ya"',
  status: 'Status',
  flagged: 'Terdeteksi',
  notFlagged: 'Tidak terdeteksi',
  answersTitle: 'Jawaban',
  answerNumber: 'No',
  question: 'Pertanyaan',
  answer: 'Jawaban',
  crisisNote:
    'Perhatian: menjawab "Ya" pada pertanyaan tentang pikiran untuk mengakhiri hidup. Mohon ditindaklanjuti segera.',
  print: 'Cetak',
  back: 'Kembali ke Profil',
  notFound: 'Hasil tes tidak ditemukan.',
} as const;

/** Admin /admin/questioner (spec §2 Admin self-test questions, §4, §5, §8). */
export const adminQuestionMessages = {
  title: 'Pertanyaan Tes Diri',
  intro: 'Kelola pertanyaan SRQ-29 yang ditampilkan di halaman Tes Diri.',
  columns: { no: 'No', pertanyaan: 'Pertanyaan', kategori: 'Kategori', aksi: 'Aksi' },
  filter: 'Kategori',
  categories: {
    semua: 'Semua',
    neurosis: 'Neurosis',
    psikotik: 'Psikotik',
    ptsd: 'PTSD',
    zat: 'Zat',
  },
  uncategorised: 'Tanpa kategori',
  crisisBadge: 'Krisis',
  count: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} pertanyaan`,
  empty: (kategori: string) => `Tidak ada pertanyaan yang ditemukan untuk kategori ${kategori}`,
  loading: 'Memuat pertanyaan...',
  add: 'Tambah Pertanyaan',
  addTitle: 'Tambah Pertanyaan',
  editTitle: 'Edit Pertanyaan',
  pertanyaan: 'Pertanyaan',
  kategori: 'Kategori',
  kategoriPlaceholder: '-- Pilih kategori --',
  crisis: 'Pertanyaan krisis',
  crisisHint:
    'Bila dijawab "Ya", halaman hasil menampilkan bantuan darurat lebih dulu (mis. pertanyaan tentang pikiran mengakhiri hidup).',
  save: 'Simpan',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  edit: 'Edit',
  delete: 'Hapus',
  editLabel: (no: number) => `Edit pertanyaan nomor ${no}`,
  deleteLabel: (no: number) => `Hapus pertanyaan nomor ${no}`,
  pertanyaanRequired: 'Pertanyaan wajib diisi.',
  pertanyaanTooLong: 'Pertanyaan maksimal 500 karakter.',
  kategoriRequired: 'Kategori wajib dipilih.',
  deleteConfirm: (pertanyaan: string) => `Yakin ingin menghapus pertanyaan "${pertanyaan}"?`,
  added: 'Pertanyaan berhasil ditambahkan!',
  updated: 'Pertanyaan berhasil diperbarui!',
  deleted: 'Pertanyaan berhasil dihapus!',
  loadFailed: 'Gagal mengambil data pertanyaan',
  addFailed: 'Gagal menambah pertanyaan',
  updateFailed: 'Gagal mengupdate pertanyaan',
  deleteFailed: 'Gagal menghapus pertanyaan',
  notFound: 'Pertanyaan tidak ditemukan.',
  withReason: (prefix: string, reason: string) => `${prefix}: ${reason}`,
} as const;

/** Live chat (spec §8 "Chat (user)", "Chat (admin)", §9), for the popup, the inbox and the API. */
export const chatMessages = {
  operatingHoursWarning:
    'Pesan Anda akan dibalas pada jam operasi (09:00 - 21:00). Tim kami akan merespons segera setelah jam operasi dimulai.',
  justNow: 'Baru saja',
  minutesAgo: (minutes: number) => `${minutes} menit yang lalu`,
  hoursAgo: (hours: number) => `${hours} jam yang lalu`,
  yesterday: 'Kemarin',
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
  messageEmpty: 'Pesan tidak boleh kosong.',
  messageTooLong: (max: number) => `Pesan maksimal ${max} karakter.`,
  fileTypeNotAllowed: 'File harus berupa gambar (JPG, PNG, WebP, GIF) atau PDF.',
  fileTooLarge: (megabytes: number) => `Ukuran file maksimal ${megabytes} MB.`,
  fileUnreadable: 'File tidak dapat dibaca. Silakan pilih file lain.',
  fileMissing: 'Pilih file yang akan dikirim.',
  conversationNotFound: 'Percakapan tidak ditemukan.',
  chatUserNotFound: 'Pengguna tidak ditemukan.',
  conversationForUsersOnly: 'Chat konsultasi hanya tersedia untuk akun pengguna.',
  sendingTooFast: 'Anda mengirim pesan terlalu cepat. Silakan tunggu sebentar lalu coba lagi.',
  clientIdConflict: 'Pesan ini sudah terkirim di percakapan lain.',
} as const;

export const chatLabels = {
  openChat: 'Chat dengan konselor',
  closeChat: 'Tutup chat',
  unreadBadge: (count: number) => `${count} pesan belum dibaca`,
  supportTeam: 'Tim Konselor Sehat Jiwa',
  supportStatus: 'Konselor kami siap mendengarkan',
  messageLabel: 'Pesan',
  placeholder: 'Ketik pesan...',
  send: 'Kirim',
  sending: 'Mengirim...',
  attach: 'Lampirkan file',
  attachHint: 'Gambar (JPG, PNG, WebP, GIF) atau PDF, maksimal 10 MB.',
  loadingMessages: 'Memuat pesan...',
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
  dismissError: 'Klik untuk menutup pesan ini',
  retry: 'Coba Lagi',
  inboxTitle: 'Inbox Chat',
  filterLabel: 'Tampilkan',
  filterAll: 'Semua',
  filterUnread: 'Belum Dibaca',
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
  riskBadgeLabel: 'Percakapan dengan tanda krisis yang belum dibalas',
  crisisTitle: 'Anda tidak sendirian',
  crisisText:
    'Pesan Anda sudah terkirim dan akan dibaca konselor kami. Bila Anda dalam bahaya sekarang, jangan menunggu balasan: hubungi salah satu layanan berikut.',
  crisisClose: 'Tutup',
  offDuty: 'Konselor sedang tidak bertugas (jam operasi 09:00 - 21:00).',
  waitingForReply: 'Konselor belum membalas.',
  urgentHelp: 'Bila Anda dalam bahaya atau butuh bantuan segera, jangan menunggu balasan. Hubungi:',
} as const;
