/** Texts of the escalation protocol (issue 50 item 3). */
export const escalationMessages = {
  stepInvalid: 'Langkah protokol tidak dikenal.',
  stepsInvalid: 'Daftar langkah tidak valid: setiap langkah sekali saja.',
  outcomeInvalid: 'Pilih hasil protokol dari daftar.',
  notFound: 'Protokol eskalasi tidak ditemukan.',
  alreadyOpen: 'Protokol eskalasi untuk percakapan ini sudah berjalan. Lanjutkan yang ada.',
  saveFailed: 'Gagal menyimpan protokol. Coba lagi.',
  loadFailed: 'Gagal memuat protokol eskalasi. Coba lagi.',
} as const;

export const escalationLabels = {
  start: 'Mulai eskalasi',
  starting: 'Memulai...',
  title: 'Protokol eskalasi',
  intro:
    'Untuk risiko segera. Supervisor diberi tahu saat protokol dimulai. Setiap langkah dicatat waktunya.',
  steps: {
    askDirectly: 'Tanyakan langsung tentang pikiran bunuh diri dan rencananya',
    safetyPlan: 'Susun atau tinjau rencana keamanan bersama',
    means: 'Jauhkan sarana yang berbahaya dari jangkauannya',
    consent: 'Minta persetujuannya untuk menghubungi orang yang ia percaya',
    emergency: 'Bila bahaya segera: 112, 119 ext. 8, atau SAPA 129 (kekerasan terhadap perempuan dan anak)',
  },
  doneAt: (time: string) => `Selesai ${time}`,
  progress: (done: number, total: number) => `${done} dari ${total} langkah`,
  outcome: 'Hasil',
  outcomes: {
    ongoing: 'Masih berlangsung',
    safe: 'Aman untuk saat ini, dengan rencana',
    referred: 'Dirujuk ke layanan lain',
    emergency: 'Layanan darurat dihubungi',
    lostContact: 'Kontak terputus',
  },
  startedBy: (name: string, time: string) => `Dimulai oleh ${name}, ${time}`,
  formerCounsellor: 'Konselor (akun dihapus)',
  close: 'Tutup',
  open: 'Buka protokol',
  saving: 'Menyimpan...',
} as const;
