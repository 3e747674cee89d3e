import { waitTimeText } from './wait-time';

/** Forgotten passwords and e-mail verification (issue 33; ADR 130). */
export const recoveryMessages = {
  resetRequested:
    'Jika email tersebut terdaftar dan sudah terverifikasi, kami telah mengirim tautan untuk membuat kata sandi baru. Periksa kotak masuk Anda (juga folder spam). Tautan berlaku 30 menit.',
  resetTokenInvalid:
    'Tautan atur ulang kata sandi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.',
  resetFailed: 'Gagal mengatur ulang kata sandi.',
  requestFailed: 'Gagal mengirim permintaan. Silakan coba lagi.',
  tooManyResetRequests: (seconds: number) =>
    `Terlalu banyak permintaan atur ulang kata sandi. Silakan tunggu ${waitTimeText(seconds)} lalu coba lagi.`,
  verificationTokenInvalid:
    'Tautan verifikasi tidak valid atau sudah kedaluwarsa. Kirim ulang tautan dari halaman profil Anda.',
  verificationSent: 'Tautan verifikasi telah dikirim ke email Anda. Periksa kotak masuk (juga folder spam).',
  verificationFailed: 'Gagal mengirim tautan verifikasi. Silakan coba lagi.',
  alreadyVerified: 'Email Anda sudah terverifikasi.',
  tooManyVerificationRequests: (seconds: number) =>
    `Terlalu banyak permintaan email verifikasi. Silakan tunggu ${waitTimeText(seconds)} lalu coba lagi.`,
} as const;

export const forgotPasswordLabels = {
  link: 'Lupa kata sandi?',
  title: 'Lupa Kata Sandi',
  subtitle: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.',
  email: 'Email',
  submit: 'Kirim Tautan',
  submitting: 'Mengirim...',
  sentTitle: 'Periksa email Anda',
  noMailHint:
    'Email belum terverifikasi atau tidak bisa dibuka lagi? Hubungi tim kami: admin dapat membuatkan tautan atur ulang sekali pakai untuk Anda.',
  backToLogin: 'Kembali ke halaman masuk',
} as const;

export const resetPasswordLabels = {
  title: 'Atur Ulang Kata Sandi',
  subtitle: 'Buat kata sandi baru untuk akun Anda. Semua sesi lain akan dikeluarkan.',
  password: 'Kata Sandi Baru',
  confirm: 'Konfirmasi Kata Sandi Baru',
  showPasswords: 'Tampilkan kata sandi',
  submit: 'Simpan Kata Sandi',
  submitting: 'Menyimpan...',
  done: 'Kata sandi baru Anda tersimpan dan Anda sudah masuk. Sesi di perangkat lain telah dikeluarkan.',
  doneLogIn: 'Kata sandi baru Anda tersimpan. Silakan masuk dengan kata sandi baru.',
  continue: 'Lanjutkan',
  logIn: 'Masuk',
  missingToken: 'Tautan ini tidak lengkap. Buka tautan dari email Anda, atau minta tautan baru.',
  requestNew: 'Minta tautan baru',
} as const;

export const emailVerificationLabels = {
  status: 'Status email',
  verified: 'Terverifikasi',
  unverified: 'Belum terverifikasi',
  bannerTitle: 'Email Anda belum terverifikasi',
  bannerText:
    'Buka tautan yang kami kirim ke email Anda. Dengan email terverifikasi, Anda bisa memulihkan akun jika lupa kata sandi.',
  resend: 'Kirim ulang',
  resending: 'Mengirim...',
  pageTitle: 'Verifikasi Email',
  verifying: 'Memverifikasi email Anda...',
  verifiedTitle: 'Email terverifikasi',
  verifiedText: 'Terima kasih. Email Anda sudah terverifikasi.',
  failedTitle: 'Verifikasi gagal',
  toProfile: 'Ke halaman profil',
  toHome: 'Ke beranda',
} as const;
