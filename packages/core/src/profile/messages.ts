import { waitTimeText } from '../auth/wait-time';

/**
 * The profile screen (spec §2 Profile).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
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

export const profileLabels = {
  title: 'Profil Saya',
  username: 'Username',
  fullName: 'Nama Lengkap',
  email: 'Email',
  address: 'Alamat',
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
} as const;
