/**
 * What account mails say: the site's name, what to do and a link; never anything about the
 * person's health (api.md "Reaching people"). Read by the server's mail renderers.
 */
export interface MailCopy {
  subject: string;
  /** Paragraphs before the button. */
  lines: string[];
  /** The button's text (the link goes under it too, for mail readers without HTML). */
  action: string;
  /** Paragraphs after the button. */
  after: string[];
}

export const accountMailCopy = {
  greeting: 'Halo,',
  signature: 'Salam hangat,\nTim Sehat Jiwa',
  linkFallback: 'Jika tombol tidak bisa dibuka, salin tautan ini ke browser Anda:',
  passwordReset: {
    subject: 'Atur ulang kata sandi Sehat Jiwa',
    lines: ['Kami menerima permintaan untuk membuat kata sandi baru bagi akun Sehat Jiwa Anda.'],
    action: 'Buat kata sandi baru',
    after: [
      'Tautan ini berlaku 30 menit dan hanya dapat dipakai sekali.',
      'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
    ],
  },
  emailVerification: {
    subject: 'Verifikasi email akun Sehat Jiwa',
    lines: ['Terima kasih telah menggunakan Sehat Jiwa. Mohon pastikan email ini milik Anda.'],
    action: 'Verifikasi email',
    after: [
      'Tautan ini berlaku 7 hari. Dengan email terverifikasi, Anda bisa memulihkan akun jika lupa kata sandi.',
      'Jika Anda tidak mendaftar di Sehat Jiwa, abaikan email ini.',
    ],
  },
  emailChanged: {
    subject: 'Email akun Sehat Jiwa Anda telah diganti',
    lines: [
      'Email akun Sehat Jiwa Anda baru saja diganti ke alamat lain. Email ini tidak akan menerima pesan dari akun tersebut lagi.',
    ],
    action: 'Buka Sehat Jiwa',
    after: [
      'Jika bukan Anda yang menggantinya, segera hubungi tim kami melalui situs agar akun Anda dapat dipulihkan.',
    ],
  },
  passwordSetByAdmin: {
    subject: 'Kata sandi akun Sehat Jiwa Anda diganti oleh admin',
    lines: [
      'Seorang admin Sehat Jiwa baru saja mengganti kata sandi akun Anda. Semua sesi masuk akun Anda telah diakhiri.',
    ],
    action: 'Buka Sehat Jiwa',
    after: [
      'Jika Anda tidak meminta bantuan admin, segera hubungi tim kami melalui situs agar akun Anda dapat dipulihkan.',
    ],
  },
  resetLinkByAdmin: {
    subject: 'Admin membuat tautan atur ulang kata sandi untuk akun Anda',
    lines: [
      'Seorang admin Sehat Jiwa baru saja membuat tautan sekali pakai untuk mengatur ulang kata sandi akun Anda. Tautan itu diserahkan langsung oleh admin, tidak melalui email ini.',
    ],
    action: 'Buka Sehat Jiwa',
    after: [
      'Jika Anda tidak meminta bantuan admin, ganti kata sandi Anda di halaman profil: tautan itu berhenti berlaku, lalu hubungi tim kami melalui situs.',
    ],
  },
} as const satisfies Record<string, MailCopy | string>;
