/**
 * PHQ-9 and GAD-7: the choice of tests, the questionnaires, their results, next steps and
 * history. Indonesian text (shared texts: ../messages.ts, ADR 56). The item texts themselves
 * are in items.ts.
 */
import type { ScreeningBand } from './bands';
import type { ScoredScreeningCode, ScreeningCode } from './instruments';

/** What each screening is called and is for, on the choice of tests and in the API's list. */
export const screeningCatalogue = {
  srq29: {
    name: 'SRQ-29',
    title: 'Tes Diri SRQ-29',
    topic: 'Kesehatan jiwa umum',
    purpose:
      'Skrining umum: keluhan cemas, sedih, dan fisik, gejala psikotik, penggunaan zat, dan trauma dalam 30 hari terakhir.',
  },
  phq9: {
    name: 'PHQ-9',
    title: 'Tes Depresi PHQ-9',
    topic: 'Depresi',
    purpose:
      'Seberapa berat gejala depresi dalam 2 minggu terakhir. Ulangi setiap beberapa minggu untuk melihat perubahannya.',
  },
  gad7: {
    name: 'GAD-7',
    title: 'Tes Kecemasan GAD-7',
    topic: 'Kecemasan',
    purpose:
      'Seberapa berat gejala kecemasan dalam 2 minggu terakhir. Ulangi setiap beberapa minggu untuk melihat perubahannya.',
  },
} as const satisfies Record<ScreeningCode, { name: string; title: string; topic: string; purpose: string }>;

/** The choice of tests at the top of /tes-diri and on the topic pages. */
export const screeningChoiceMessages = {
  title: 'Pilih tes',
  current: 'Tes ini',
  minutes: (minutes: number) => `± ${minutes} menit`,
  items: (items: number) => `${items} pertanyaan`,
  open: (title: string) => `Buka ${title}`,
  topicCta: (title: string) => `Ikuti ${title}`,
  topicCtaTitle: 'Ukur gejala Anda saat ini',
} as const;

/** One questionnaire page (/tes-diri/phq-9, /tes-diri/gad-7). */
export const screeningTestMessages = {
  eyebrow: (name: string) => `${name} · Skrining 2 minggu terakhir`,
  intro: {
    phq9: 'Sembilan pertanyaan singkat tentang suasana hati, minat, tidur, tenaga, dan pikiran Anda. Jawablah dengan jujur; tidak ada jawaban yang benar atau salah.',
    gad7: 'Tujuh pertanyaan singkat tentang rasa cemas dan khawatir. Jawablah dengan jujur; tidak ada jawaban yang benar atau salah.',
  } satisfies Record<ScoredScreeningCode, string>,
  instructions: (minutes: number) => [
    'Pikirkan 2 minggu terakhir, bukan hari ini saja.',
    'Untuk setiap pertanyaan, pilih seberapa sering Anda mengalaminya.',
    `Pengisian membutuhkan sekitar ${minutes} menit. Jawaban Anda tetap tersimpan di tab ini bila halaman dimuat ulang.`,
  ],
  instructionsTitle: 'Petunjuk pengisian',
  privacyNote:
    'Bila Anda masuk, hasil disimpan di akun Anda. Bila tidak, hasil hanya tersimpan di perangkat ini, dan Anda dapat menyimpannya ke akun nanti.',
  questionsLabel: 'Pertanyaan',
  answered: (answered: number, total: number) => `${answered} dari ${total} pertanyaan terjawab`,
  progressLabel: 'Kemajuan pengisian tes',
  unanswered: (numbers: readonly number[]) =>
    `Jawab semua pertanyaan untuk mengirim jawaban. Belum terjawab: pertanyaan ${numbers.join(', ')}.`,
  submit: 'Kirim Jawaban',
  submitFailed: 'Gagal mengirim jawaban. Periksa koneksi internet Anda, lalu kirim kembali.',
  backToChoice: 'Pilih tes lain',
} as const;

export const bandLabels = {
  minimal: 'Minimal',
  ringan: 'Ringan',
  sedang: 'Sedang',
  'cukup-berat': 'Cukup berat',
  berat: 'Berat',
} as const satisfies Record<ScreeningBand, string>;

/** What each band means, per instrument; careful wording, screening not diagnosis. */
export const bandMeanings = {
  phq9: {
    minimal:
      'Gejala depresi yang Anda laporkan sedikit atau tidak ada. Naik turunnya suasana hati adalah hal yang wajar.',
    ringan:
      'Anda melaporkan gejala depresi ringan. Gejala seperti ini sering membaik dengan perawatan diri dan dukungan orang terdekat; perhatikan apakah menetap.',
    sedang:
      'Anda melaporkan gejala depresi tingkat sedang, yang biasanya sudah mulai mengganggu kegiatan sehari-hari. Sebaiknya bicarakan dengan tenaga kesehatan dalam beberapa minggu ke depan.',
    'cukup-berat':
      'Anda melaporkan gejala depresi yang cukup berat. Gejala sebanyak ini perlu ditangani tenaga kesehatan; buat janji dalam minggu ini.',
    berat:
      'Anda melaporkan gejala depresi yang berat. Keadaan ini perlu segera ditangani tenaga kesehatan jiwa; jangan menunggu, buat janji secepatnya dan minta orang terdekat menemani.',
  },
  gad7: {
    minimal:
      'Gejala kecemasan yang Anda laporkan sedikit atau tidak ada. Rasa khawatir sesekali adalah bagian wajar dari hidup.',
    ringan:
      'Anda melaporkan gejala kecemasan ringan. Gejala seperti ini sering membaik dengan perawatan diri; perhatikan apakah menetap.',
    sedang:
      'Anda melaporkan gejala kecemasan tingkat sedang, yang biasanya sudah mulai mengganggu tidur, pekerjaan, atau hubungan. Sebaiknya bicarakan dengan tenaga kesehatan dalam beberapa minggu ke depan.',
    berat:
      'Anda melaporkan gejala kecemasan yang berat. Keadaan ini perlu ditangani tenaga kesehatan jiwa; buat janji dalam minggu ini.',
  },
} as const satisfies { [C in ScoredScreeningCode]: Partial<Record<ScreeningBand, string>> };

/** The tiers of next steps, in the manner of the NHS's care cards. */
export const nextStepMessages = {
  'self-care': {
    title: 'Rawat diri dan pelajari lebih lanjut',
    text: 'Hal-hal kecil yang dilakukan setiap hari membantu: tidur dan makan teratur, bergerak, tetap terhubung dengan orang lain, dan mengenali tanda-tanda yang perlu diwaspadai. Ulangi tes ini dalam 2 minggu.',
    topicLink: (topic: string) => `Baca tentang ${topic} di Pojok Edukasi`,
  },
  soon: {
    title: 'Bicarakan dengan tenaga kesehatan dalam waktu dekat',
    text: 'Datangi Puskesmas terdekat (dapat menggunakan BPJS Kesehatan), psikolog klinis, atau dokter. Bawa hasil ini; makin berat gejalanya, makin cepat sebaiknya.',
    chat: 'Ingin bercerita dulu? Tim konselor Sehat Jiwa dapat dihubungi lewat chat.',
  },
  urgent: {
    title: 'Butuh bantuan hari ini',
    text: 'Bila muncul pikiran untuk mengakhiri hidup atau menyakiti diri, atau Anda merasa tidak aman: jangan menunggu. Hubungi layanan bantuan atau datang ke IGD rumah sakit terdekat hari ini.',
    seeAbove: 'Layanan bantuan yang dapat dihubungi sekarang ada di bagian atas halaman ini.',
  },
  recommended: 'Disarankan untuk hasil Anda',
  title: 'Langkah selanjutnya',
} as const;

/** The result page. */
export const screeningResultMessages = {
  pageTitle: (name: string) => `Hasil ${name}`,
  eyebrow: 'Hasil skrining · 2 minggu terakhir',
  score: 'Skor',
  scoreOf: (score: number, max: number) => `${score} dari ${max}`,
  band: 'Tingkat',
  bandScale: (score: number, max: number, band: string) =>
    `Letak skor Anda pada rentang tingkat: ${score} dari ${max}, tingkat ${band}`,
  bandRange: (min: number, max: number) => `${min}–${max}`,
  testedOn: 'Tanggal tes',
  meaning: 'Apa arti hasil ini?',
  caveat: 'Hasil ini adalah skrining, bukan diagnosis.',
  scoreInBand: (band: string, min: number, max: number) =>
    `Skor total Anda berada pada rentang tingkat ${band.toLowerCase()} (${min}–${max}).`,
  notTitle: 'Yang bukan arti skor ini',
  not: [
    'Skor ini bukan diagnosis. Hanya tenaga kesehatan jiwa, seperti psikolog klinis atau psikiater, yang dapat menegakkan diagnosis setelah berbincang dengan Anda.',
    'Skor ini hanya menggambarkan 2 minggu terakhir, bukan siapa Anda dan bukan masa depan Anda.',
    'Skor rendah tidak berarti perasaan Anda tidak penting; bila Anda merasa tidak baik-baik saja, tetap bicarakan.',
  ],
  crisisMeaning:
    'Anda menjawab bahwa pikiran lebih baik mati atau ingin melukai diri sendiri muncul dalam 2 minggu terakhir. Jawaban ini lebih penting daripada skor totalnya: berapa pun skornya, bicarakan hari ini dengan seseorang yang dapat membantu.',
  crisisText:
    'Anda menjawab bahwa dalam 2 minggu terakhir muncul pikiran lebih baik mati atau ingin melukai diri sendiri. Perasaan seberat itu layak didengar. Bicaralah dengan seseorang sekarang; layanan berikut siap membantu Anda:',
  ruleTitle: 'Cara penilaian dan sumbernya',
  answersTitle: 'Jawaban Anda',
  answerNumber: 'No',
  question: 'Pertanyaan',
  answer: 'Jawaban',
  retake: 'Tes Ulang',
  print: 'Cetak Hasil',
  history: 'Riwayat di Profil',
  otherTests: 'Pilih tes lain',
  loading: 'Memuat hasil...',
  loadFailed: 'Gagal memuat hasil tes.',
} as const;

/** How each instrument is scored and where its bands come from, printed on the result. */
export const screeningRules = {
  phq9: {
    rule: 'Skor adalah jumlah 9 jawaban (0 = tidak sama sekali sampai 3 = hampir setiap hari), 0–27. Tingkat: 0–4 minimal, 5–9 ringan, 10–14 sedang, 15–19 cukup berat, 20–27 berat. Jawaban di atas 0 pada pertanyaan 9 selalu diikuti bantuan segera, berapa pun skornya.',
    source:
      'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606–613. Versi bahasa Indonesia: Dian CN, Effendy E, Amin MM. The Validation of Indonesian Version of Patient Health Questionnaire-9. Open Access Maced J Med Sci. 2022 (doi:10.3889/oamjms.2022.9293).',
  },
  gad7: {
    rule: 'Skor adalah jumlah 7 jawaban (0 = tidak sama sekali sampai 3 = hampir setiap hari), 0–21. Tingkat: 0–4 minimal, 5–9 ringan, 10–14 sedang, 15–21 berat.',
    source:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092–1097. Versi bahasa Indonesia: Budikayanti A, dkk. Screening of Generalized Anxiety Disorder in Patients with Epilepsy: Using a Valid and Reliable Indonesian Version of GAD-7. 2019 (doi:10.1155/2019/5902610).',
  },
} as const satisfies Record<ScoredScreeningCode, { rule: string; source: string }>;

/** Scores over time: the trend chart and its table, on the result page and the profile. */
export const screeningTrendMessages = {
  title: (name: string) => `Skor ${name} dari waktu ke waktu`,
  profileTitle: 'Riwayat PHQ-9 dan GAD-7',
  profileIntro:
    'Skor Anda dari waktu ke waktu, dengan rentang tingkatnya. Cetak halaman ini untuk dibawa saat berkonsultasi.',
  summary: (count: number, first: string, last: string) =>
    count === 1 ? `1 hasil, pada ${first}.` : `${count} hasil, dari ${first} sampai ${last}.`,
  point: (date: string, score: number, band: string) => `${date}: skor ${score}, ${band}`,
  tableCaption: (name: string) => `Skor ${name} per tanggal`,
  date: 'Tanggal',
  score: 'Skor',
  band: 'Tingkat',
  crisisNote: 'Pertanyaan 9 di atas 0',
  axisScore: 'Skor',
  empty: 'Belum ada hasil.',
  emptyWithStart: (title: string) => `Belum ada hasil ${title}.`,
  start: (title: string) => `Mulai ${title}`,
  loading: 'Memuat riwayat...',
  loadFailed: 'Gagal memuat riwayat tes.',
  onDevice: 'Hasil ini tersimpan di perangkat ini saja.',
  print: 'Cetak',
} as const;

/** A visitor's results on this device, offered to their account after login or registration. */
export const keepResultsMessages = {
  title: 'Hasil di perangkat ini',
  text: (count: number) =>
    `Ada ${count} hasil tes (SRQ-29, PHQ-9 atau GAD-7) yang Anda kerjakan di perangkat ini sebelum masuk. Simpan ke akun Anda agar riwayatnya lengkap dan dapat dibuka dari perangkat lain?`,
  keep: 'Simpan ke akun',
  discard: 'Hapus dari perangkat',
  discardConfirm:
    'Hapus hasil tes yang tersimpan di perangkat ini? Hasil yang sudah ada di akun Anda tidak terhapus.',
  discardConfirmButton: 'Ya, Hapus',
  discarded: 'Hasil di perangkat ini telah dihapus.',
  kept: (count: number) => `${count} hasil disimpan ke akun Anda.`,
  partlyKept: (kept: number, gone: number) =>
    `${kept} hasil disimpan ke akun Anda. ${gone} hasil lain sudah tidak tersimpan di server dan dihapus dari perangkat ini.`,
  failed: 'Gagal menyimpan hasil ke akun. Silakan coba lagi.',
  loginToKeep: 'Masuk atau daftar untuk menyimpan hasil ini di akun Anda.',
  login: 'Masuk',
  register: 'Daftar',
} as const;

/** Errors of the screenings API. */
export const screeningErrors = {
  notFound: 'Tes tidak ditemukan.',
  srq29Elsewhere: 'Jawaban Tes Diri SRQ-29 dikirim dan dibaca lewat /api/selftest.',
  answersRequired: 'Jawaban wajib diisi.',
  answersInvalid: 'Setiap jawaban harus salah satu dari 0, 1, 2, atau 3.',
  answersWrongCount: (items: number) => `Jumlah jawaban harus ${items}, satu untuk setiap pertanyaan.`,
  tooManySubmissions: 'Terlalu banyak tes dikirim. Silakan coba lagi nanti.',
} as const;
