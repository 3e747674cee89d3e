/** Web push on this device (issue 33 item 5). */
export const pushMessages = {
  invalidSubscription: 'Data langganan notifikasi tidak valid.',
  endpointRefused: 'Layanan notifikasi ini tidak didukung.',
  keyInvalid: 'Kunci enkripsi langganan notifikasi tidak valid.',
  enableFailed: 'Notifikasi tidak dapat diaktifkan di perangkat ini. Silakan coba lagi.',
  permissionDenied:
    'Izin notifikasi untuk situs ini diblokir. Izinkan notifikasi di pengaturan browser Anda, lalu coba lagi.',
  permissionNotGiven:
    'Izin notifikasi belum diberikan. Tekan tombol lagi, lalu pilih "Izinkan" saat browser bertanya.',
  workerNotReady:
    'Bagian situs yang menerima notifikasi belum siap di browser ini. Muat ulang halaman, lalu coba lagi.',
  subscribeFailed:
    'Browser menolak mendaftarkan perangkat ini untuk notifikasi. Pastikan tidak sedang memakai mode penyamaran (incognito) dan terhubung ke internet, lalu coba lagi.',
  serverRefused:
    'Server belum dapat mencatat perangkat ini untuk notifikasi. Periksa koneksi internet Anda, lalu coba lagi.',
  disableFailed: 'Gagal menonaktifkan notifikasi di perangkat ini.',
} as const;

export const pushLabels = {
  enable: 'Aktifkan notifikasi di perangkat ini',
  enabling: 'Mengaktifkan...',
  enabled: 'Notifikasi aktif di perangkat ini.',
  disable: 'Nonaktifkan di perangkat ini',
  offerText: 'Dapatkan kabar saat ada balasan, walau Sehat Jiwa sedang tidak dibuka.',
  unsupported: 'Browser ini tidak mendukung notifikasi.',
  deviceTitle: 'Perangkat ini',
} as const;
