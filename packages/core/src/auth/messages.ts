import { waitTimeText } from './wait-time';

/**
 * Login, registration and passwords (spec §2 Login, Register, Ubah Kata Sandi).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
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
  logoutConfirm: 'Apakah Anda yakin ingin keluar?',
  adminLogoutConfirm: 'Apakah Anda yakin ingin keluar dari sistem admin?',
  adminLogoutButton: 'Ya, Logout',
  logoutButton: 'Ya, Keluar',
  logoutFailed: 'Gagal keluar. Silakan coba lagi.',
} as const;

/** Someone else acted on the account's password: what its owner is told (ADR 211). */
export const securityEvents = ['password_set', 'reset_link'] as const;
export type SecurityEvent = (typeof securityEvents)[number];

/** The in-app notice of each; its mail is accountMailCopy's. No health detail, ever. */
export const securityNoticeMessages: Record<SecurityEvent, string> = {
  password_set: 'Kata sandi akun Anda diganti oleh admin. Jika Anda tidak memintanya, hubungi tim kami.',
  reset_link:
    'Admin membuat tautan atur ulang kata sandi untuk akun Anda. Jika Anda tidak memintanya, ganti kata sandi Anda.',
};

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

export const loginLabels = {
  title: 'Masuk',
  subtitle: 'Masuk dengan username atau email Anda.',
  username: 'Username',
  password: 'Katasandi',
  submit: 'Sign in',
  submitting: 'Memproses...',
  noAccount: 'Belum punya akun?',
  toRegister: 'Daftar di sini',
} as const;

export const registerLabels = {
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
} as const;

export const changePasswordLabels = {
  title: 'Ubah Kata Sandi',
  current: 'Kata Sandi Saat Ini',
  next: 'Kata Sandi Baru',
  confirm: 'Konfirmasi Kata Sandi Baru',
  submit: 'Simpan Kata Sandi',
  submitting: 'Menyimpan...',
  back: 'Kembali ke Profil',
  showPasswords: 'Tampilkan kata sandi',
} as const;
