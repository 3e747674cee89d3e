import { journalLimits } from './education/limits';

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
  passwordMismatch: 'Password dan konfirmasi password tidak sama.',
  usernameTaken: 'Username sudah digunakan. Silakan pilih username lain.',
  emailTaken: 'Email sudah terdaftar. Silakan gunakan email lain atau masuk.',
  loginRequired: 'Username/email dan password wajib diisi!',
  invalidCredentials: 'Username/email atau password salah.',
  tooManyLoginAttempts: 'Terlalu banyak percobaan masuk. Silakan tunggu 15 menit lalu coba lagi.',
  registerSuccess: 'Pendaftaran berhasil! Selamat datang.',
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
    mapTitle: 'Peta lokasi Sehat Jiwa di Pekanbaru, Riau',
    instagram: 'Sehat Jiwa di Instagram',
    whatsapp: 'Hubungi Sehat Jiwa lewat WhatsApp',
    youtube: 'Sehat Jiwa di YouTube',
    emailUs: 'Kirim email ke Sehat Jiwa',
    copyright: 'Hak cipta dilindungi.',
  },
  comingSoon: {
    title: 'Segera hadir',
    text: 'Halaman ini sedang kami siapkan. Silakan kembali lagi nanti.',
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
  clearSearch: 'Hapus pencarian',
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
