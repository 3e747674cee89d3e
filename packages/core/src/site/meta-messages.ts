/**
 * What a page tells search engines and link previews (its <title>, description and card),
 * in Indonesian. Topic pages use their own title and summary from education/topics.
 */
export const pageMetaMessages = {
  siteDescription:
    'Sehat Jiwa: tes diri kesehatan mental, pojok edukasi, forum diskusi, dan konsultasi. Kenali, Pahami, dan Rawat kesehatan mental Anda.',
  imageAlt: 'Sehat Jiwa · Kenali, Pahami, dan Rawat kesehatan mental Anda.',
  screeningResult: (name: string) => `Hasil ${name}`,
  pages: {
    TesDiri: {
      title: 'Tes Diri SRQ-29',
      description:
        'Tes diri kesehatan mental SRQ-29 dari WHO yang digunakan Kementerian Kesehatan: gratis, sekitar 5 menit, tanpa perlu mendaftar. Skrining, bukan diagnosis.',
    },
    result: {
      title: 'Hasil Tes Diri',
      description: 'Hasil tes diri SRQ-29 Anda dan langkah yang dapat Anda ambil selanjutnya.',
    },
    SelftestReport: {
      title: 'Riwayat Tes Diri',
      description: 'Hasil tes diri SRQ-29 yang tersimpan di akun Anda.',
    },
    Education: {
      title: 'Pojok Edukasi',
      description:
        'Pelajari neurosis, psikotik, PTSD, depresi, dan kecemasan: gejala, penanganan, dan tempat mencari bantuan, serta artikel pilihan tentang kesehatan mental.',
    },
    Forum: {
      title: 'Forum Diskusi',
      description: 'Tanya jawab seputar kesehatan mental bersama komunitas dan konselor Sehat Jiwa.',
    },
    Profile: { title: 'Profile', description: 'Profil akun Sehat Jiwa Anda.' },
    MyData: { title: 'Data Saya', description: 'Semua data yang disimpan Sehat Jiwa tentang akun Anda.' },
    ConsentSettings: {
      title: 'Persetujuan Saya',
      description: 'Apa yang Anda setujui, kapan, dan cara menariknya kembali.',
    },
    Consent: {
      title: 'Persetujuan Data Kesehatan',
      description: 'Persetujuan Anda atas kebijakan privasi Sehat Jiwa.',
    },
    ChangePassword: { title: 'Ubah Kata Sandi', description: 'Ubah kata sandi akun Sehat Jiwa Anda.' },
    Register: {
      title: 'Daftar',
      description:
        'Buat akun Sehat Jiwa untuk menyimpan hasil tes diri, bertanya di forum, dan berkonsultasi dengan konselor.',
    },
    Login: {
      title: 'Masuk',
      description: 'Masuk ke akun Sehat Jiwa Anda untuk forum, konsultasi, dan riwayat tes diri.',
    },
    ForgotPassword: {
      title: 'Lupa Kata Sandi',
      description: 'Minta tautan untuk membuat kata sandi baru akun Sehat Jiwa Anda.',
    },
    ResetPassword: {
      title: 'Atur Ulang Kata Sandi',
      description: 'Buat kata sandi baru akun Sehat Jiwa Anda.',
    },
    AccountDeleted: { title: 'Akun Dihapus', description: 'Akun Sehat Jiwa Anda telah dihapus.' },
    VerifyEmail: { title: 'Verifikasi Email', description: 'Verifikasi email akun Sehat Jiwa Anda.' },
    PrivacyPolicy: {
      title: 'Kebijakan Privasi',
      description: 'Data apa yang dikumpulkan Sehat Jiwa, untuk apa, berapa lama disimpan, dan hak Anda.',
    },
    TermsOfUse: {
      title: 'Ketentuan Penggunaan',
      description: 'Ketentuan penggunaan Sehat Jiwa: tes diri, forum diskusi, dan layanan konsultasi.',
    },
    SafetyPlan: {
      title: 'Rencana Keamanan',
      description:
        'Susun rencana keamanan pribadi untuk masa sulit: tanda-tanda peringatan, cara menenangkan diri, orang dan layanan yang bisa dihubungi.',
    },
    Checkins: {
      title: 'Cek Kabar',
      description: 'Pertanyaan singkat dari Sehat Jiwa: bagaimana kabar Anda hari ini?',
    },
    Programs: {
      title: 'Program Bantu Diri',
      description:
        'Program bantu diri singkat berbasis aktivasi perilaku, dengan lembar kerja dan ukuran PHQ-9 di setiap sesi.',
    },
    Program: {
      title: 'Program Bantu Diri',
      description: 'Langkah Kecil: enam sesi singkat untuk bangkit dari suasana hati yang murung.',
    },
    Outcomes: {
      title: 'Hasil Layanan',
      description:
        'Hasil layanan Sehat Jiwa setiap kuartal: tes diri, program bantu diri, dan waktu balasan chat, tanpa angka di bawah 10.',
    },
    ProgramSession: {
      title: 'Sesi Program Bantu Diri',
      description: 'Bacaan singkat, lembar kerja, dan ukuran PHQ-9 satu sesi program bantu diri.',
    },
    Services: {
      title: 'Layanan Terdekat',
      description:
        'Cari puskesmas dengan psikolog, rumah sakit jiwa, klinik, psikolog, dan layanan telepon kesehatan jiwa di dekat Anda.',
    },
    HelpNow: {
      title: 'Butuh bantuan sekarang?',
      description:
        'Layanan yang dapat Anda hubungi sekarang bila berpikir untuk mengakhiri hidup atau merasa tidak aman: healing119.id, SEJIWA 119 ext. 8, 112, dan konselor Sehat Jiwa.',
    },
    admin: { title: 'Admin', description: 'Area admin Sehat Jiwa.' },
    notFound: { title: 'Halaman tidak ditemukan', description: 'Halaman yang Anda cari tidak ditemukan.' },
  },
} as const;
