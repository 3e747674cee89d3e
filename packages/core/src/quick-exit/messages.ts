/**
 * Keluar cepat, after GOV.UK's "Exit this page": one tap (or Esc three times) leaves for an
 * ordinary page, and Back does not return here. A page cannot remove earlier history entries,
 * so the help says how to clear them instead of promising it.
 */
export const quickExitLabels = {
  button: 'Keluar cepat',
  shortcut: 'atau tekan Esc 3 kali',
  help: 'Tentang tombol Keluar cepat',
  helpTitle: 'Keluar cepat',
  helpText:
    'Tombol Keluar cepat langsung mengganti halaman ini dengan halaman prakiraan cuaca. Di komputer, Anda juga bisa menekan tombol Esc 3 kali. Tombol Kembali di peramban tidak akan membuka halaman ini lagi, tetapi halaman Sehat Jiwa lain yang sudah Anda buka tetap tercatat di riwayat. Untuk menghapusnya, buka Riwayat di menu peramban (Ctrl+H di komputer) lalu hapus halaman Sehat Jiwa, atau pakai jendela penyamaran (incognito) lain kali.',
} as const;

/** Where Keluar cepat goes: an ordinary page anyone might open (the weather forecast). */
export const quickExitDestination = 'https://www.google.com/search?q=prakiraan+cuaca';
