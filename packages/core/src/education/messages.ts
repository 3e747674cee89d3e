import { labels } from '../messages';
import { journalLimits } from './limits';

/**
 * The education corner: articles, topic pages and their admin.
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
/** Journal rules and server answers (spec §5 Journal edit, §8 Journals). */
export const journalMessages = {
  requiredFields: 'Judul, sumber, dan kutipan tidak boleh kosong',
  categoryRequired: 'Kategori wajib dipilih.',
  categoryInvalid: 'Kategori tidak valid. Pilih Neurosis, Psikotik, PTSD, Depresi, atau Anxiety.',
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
  categoryNames: labels.topics,
  articlesTitle: 'Ruang Artikel',
  articlesIntro: 'Jurnal dan bacaan tepercaya, masing-masing dengan ringkasan singkat dari tim kami.',
  category: 'Kategori',
  allCategories: 'Semua kategori',
  categoryOption: (name: string, count: number) => `${name} (${count})`,
  search: 'Cari artikel',
  searchPlaceholder: 'Cari judul atau kutipan...',
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
