/** Indonesian text of working offline: the update prompt, the offline page, queued sends. */
export const offlineMessages = {
  updateTitle: 'Versi baru tersedia',
  updateText: 'Muat ulang untuk memakai versi terbaru. Jawaban tes yang sedang Anda isi tetap tersimpan.',
  updateReload: 'Muat ulang',
  updateLater: 'Nanti',
  pageTitle: 'Anda sedang offline',
  /** On a page that works without a connection: a line, not the whole first screen. */
  pageWorks: 'Anda sedang offline. Halaman ini tetap bisa dipakai tanpa koneksi.',
  pageText:
    'Halaman ini memerlukan koneksi internet. Tes diri, kontak bantuan darurat, dan rencana keamanan tetap bisa dibuka tanpa koneksi.',
  helpTitle: 'Butuh bantuan sekarang?',
  openSelftest: 'Buka Tes Diri',
  openSafetyPlan: 'Buka Rencana Keamanan',
  tryAgain: 'Coba Lagi',
  // The line above the page already says the connection is gone (`pageWorks`).
  resultOnDevice: 'Hasil ini dihitung di perangkat Anda dan akan dikirim ke akun Anda saat koneksi kembali.',
  resultOnDeviceVisitor: 'Hasil ini dihitung di perangkat Anda.',
  waitingToSend: (count: number) =>
    `${count} jawaban tes menunggu koneksi untuk dikirim. Jawaban akan dikirim otomatis.`,
  planQueued: 'Perubahan disimpan di perangkat ini dan dikirim saat koneksi kembali.',
} as const;
