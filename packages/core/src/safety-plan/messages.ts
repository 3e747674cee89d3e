import { labels } from '../messages';
import { safetyPlanLimits as limits, type PlanStep } from './limits';

/**
 * The safety plan (Rencana Keamanan, Stanley & Brown's six steps and reasons to live), written
 * for someone who may be in distress: short sentences, one question and one example per step.
 */
export const safetyPlanSteps: Record<PlanStep, { title: string; question: string; example: string }> = {
  warningSigns: {
    title: 'Tanda-tanda peringatan saya',
    question: 'Pikiran, perasaan, atau kejadian apa yang menandakan masa sulit mulai datang?',
    example: 'Contoh: tidak bisa tidur berhari-hari, merasa jadi beban, menjauh dari semua orang.',
  },
  copingStrategies: {
    title: 'Yang bisa saya lakukan sendiri untuk tenang',
    question: 'Apa yang bisa Anda lakukan sendiri, tanpa menghubungi siapa pun, agar sedikit lebih tenang?',
    example:
      'Contoh: tarik napas pelan sambil menghitung sampai 4, mandi air hangat, dengarkan lagu kesukaan.',
  },
  distractions: {
    title: 'Orang dan tempat yang mengalihkan pikiran',
    question: 'Siapa yang bisa Anda temui, atau ke mana Anda bisa pergi, agar tidak sendirian?',
    example:
      'Contoh: mengobrol dengan tetangga, duduk di warung kopi dekat rumah, pergi ke taman atau tempat ibadah.',
  },
  people: {
    title: 'Orang yang bisa saya mintai tolong',
    question: 'Siapa yang bisa Anda hubungi dan beri tahu bahwa Anda sedang tidak baik-baik saja?',
    example: 'Contoh: kakak, sahabat, atau orang tua, beserta nomor teleponnya.',
  },
  professionals: {
    title: 'Tenaga profesional dan layanan yang bisa saya hubungi',
    question:
      'Psikolog, dokter, atau puskesmas yang bisa Anda hubungi. Layanan krisis nasional ada di bagian bawah.',
    example: 'Contoh: psikolog di puskesmas dekat rumah, dokter yang biasa merawat Anda.',
  },
  safeEnvironment: {
    title: 'Membuat sekitar saya lebih aman',
    question:
      'Apa yang bisa Anda jauhkan atau titipkan kepada orang lain agar Anda lebih aman saat masa sulit?',
    example:
      'Contoh: menitipkan obat-obatan kepada keluarga, menyimpan benda tajam di tempat yang sulit dijangkau.',
  },
  reasonsToLive: {
    title: 'Alasan saya untuk terus hidup',
    question: 'Apa atau siapa yang paling berarti bagi Anda?',
    example: 'Contoh: anak saya, kucing saya, keinginan melihat adik lulus sekolah.',
  },
};

export const safetyPlanLabels = {
  title: labels.nav.safetyPlan,
  eyebrow: 'Untuk masa sulit',
  intro:
    'Rencana keamanan adalah daftar singkat yang Anda siapkan sekarang, untuk dibaca saat perasaan terasa sangat berat. Isi yang Anda bisa; tidak harus lengkap. Saat masa sulit datang, mulailah dari langkah 1. Bila belum merasa aman, lanjutkan ke langkah berikutnya.',
  step: (n: number) => `Langkah ${n}`,
  reasons: 'Yang paling penting',
  linesHint: `Tulis satu hal per baris (paling banyak ${limits.itemsMax}).`,
  contactName: 'Nama',
  contactPhone: 'Nomor telepon (boleh kosong)',
  contactRow: (n: number) => `Orang ke-${n}`,
  addContact: 'Tambah orang',
  removeContact: (name: string) => (name ? `Hapus ${name}` : 'Hapus baris ini'),
  call: (name: string) => `Telepon ${name}`,
  save: 'Simpan rencana',
  saving: 'Menyimpan...',
  saved: 'Rencana keamanan tersimpan.',
  edit: 'Ubah rencana',
  cancel: 'Batal',
  print: 'Cetak',
  share: 'Bagikan',
  remove: 'Hapus rencana',
  removeTitle: 'Hapus rencana keamanan?',
  removeText: 'Rencana ini akan dihapus dan tidak dapat dikembalikan.',
  removeConfirm: 'Ya, hapus',
  empty: 'Belum diisi.',
  updated: (when: string) => `Terakhir diubah ${when}`,
  crisisTitle: 'Bila Anda dalam bahaya sekarang',
  crisisText: 'Hubungi salah satu layanan ini, atau segera datang ke IGD rumah sakit terdekat.',
  deviceNote:
    'Rencana ini hanya tersimpan di perangkat ini, tidak dikirim ke server kami. Siapa pun yang memakai perangkat ini dapat membukanya, dan rencana hilang bila data peramban dihapus.',
  deviceNoteLabel: 'Tentang penyimpanan rencana ini',
  keepInAccount: 'Masuk atau daftar untuk menyimpannya di akun Anda, agar bisa dibuka dari perangkat lain.',
  login: 'Masuk',
  register: 'Daftar',
  localFound: 'Ada rencana keamanan yang tersimpan di perangkat ini.',
  localFoundReplace: 'Akun Anda sudah punya rencana. Menyimpan rencana dari perangkat ini akan menggantinya.',
  moveToAccount: 'Simpan ke akun saya',
  discardLocal: 'Hapus dari perangkat ini',
  moved: 'Rencana dari perangkat ini sekarang tersimpan di akun Anda.',
  checkinsTitle: 'Ingin kami menanyakan kabar Anda?',
  checkinsLink: 'Atur check-in',
  loading: 'Memuat rencana keamanan...',
  printHeading: 'Rencana Keamanan Saya',
  shareTitle: 'Rencana Keamanan Saya',
  crisisLinkText: 'Susun rencana keamanan Anda',
  aftercare: 'Setelah ini',
  footerLink: labels.nav.safetyPlan,
  profileLink: labels.nav.safetyPlan,
  profileTitle: 'Untuk masa sulit',
  profileText:
    'Rencana keamanan Anda (hanya Anda yang dapat melihatnya) dan check-in, pertanyaan singkat tentang kabar Anda.',
} as const;

export const safetyPlanMessages = {
  tooManyItems: `Paling banyak ${limits.itemsMax} hal di setiap langkah.`,
  itemTooLong: `Setiap hal paling panjang ${limits.itemMax} karakter.`,
  tooManyContacts: `Paling banyak ${limits.itemsMax} orang di setiap langkah.`,
  nameRequired: 'Nama wajib diisi.',
  nameTooLong: `Nama paling panjang ${limits.nameMax} karakter.`,
  phoneInvalid: 'Tulis nomor telepon dengan angka saja (boleh memakai spasi, +, -, atau tanda kurung).',
  loadFailed: 'Gagal memuat rencana keamanan. Coba lagi.',
  saveFailed: 'Gagal menyimpan rencana keamanan. Coba lagi.',
  removeFailed: 'Gagal menghapus rencana keamanan. Coba lagi.',
} as const;
