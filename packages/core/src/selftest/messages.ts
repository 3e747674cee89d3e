/**
 * The SRQ-29 self-test, its result pages, history and question admin.
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
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
  topics: 'Baca di Pojok Edukasi',
  topicsIntro:
    'Penjelasan dalam bahasa Indonesia: apa itu, tandanya, apa yang membantu, dan kapan mencari bantuan.',
  readTopic: (title: string) => `Tentang ${title}`,
  articles: 'Artikel terkait',
  articlesIntro: 'Sumber dan bacaan lanjutan, sebagian besar berbahasa Inggris.',
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
      'Jawaban Anda tidak menunjukkan keluhan kesehatan jiwa yang mencapai batas skrining.',
      'Kesehatan jiwa dapat berubah seiring waktu dan keadaan. Hasil ini hanya menggambarkan 30 hari terakhir; bila Anda tetap merasa tidak baik-baik saja, perasaan itu tetap penting dan layak dibicarakan.',
    ],
    /** Only without a crisis answer (ADR 112). */
    reassurance: 'Ini kabar baik.',
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
  tableCaption: 'Pertanyaan Tes Diri, urut sesuai tampilan di tes',
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
  /** Deleting or un-marking the crisis item (ADR 117). */
  crisisDeleteTitle: 'Hapus pertanyaan krisis?',
  crisisUnmarkTitle: 'Lepas tanda krisis?',
  crisisChangeWarning: (no: number) =>
    `Pertanyaan nomor ${no} adalah pertanyaan krisis: bila dijawab "Ya", orang yang mengisi tes langsung melihat bantuan darurat dan konselor melihat tanda Krisis. Tanpanya, orang yang berpikir mengakhiri hidup tidak mendapat bantuan itu. Ketik nomor pertanyaan untuk melanjutkan.`,
  crisisTypeLabel: (no: number) => `Ketik ${no} untuk mengonfirmasi`,
  crisisConfirmRequired: (no: number) =>
    `Pertanyaan nomor ${no} adalah pertanyaan krisis. Ketik nomornya untuk mengonfirmasi perubahan ini.`,
  crisisLastOne:
    'Tes harus memiliki setidaknya satu pertanyaan krisis. Tandai pertanyaan lain sebagai krisis lebih dulu.',
  withReason: (prefix: string, reason: string) => `${prefix}: ${reason}`,
} as const;
