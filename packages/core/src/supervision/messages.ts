/** Texts of the supervisors' live console (issue 50 item 2). */
export const supervisionLabels = {
  adminNav: 'Supervisi',
  title: 'Konsol supervisi',
  intro:
    'Semua percakapan yang sedang terbuka, yang berisiko dan lewat target lebih dulu. Daftar ini diperbarui langsung.',
  empty: 'Tidak ada percakapan terbuka saat ini.',
  loading: 'Memuat percakapan...',
  loadFailed: 'Gagal memuat konsol. Coba lagi.',
  person: 'Pengguna',
  assignee: 'Dipegang',
  unassigned: 'Belum ada yang memegang',
  waiting: 'Menunggu',
  notWaiting: 'Sudah dibalas',
  lastMessage: 'Pesan terakhir',
  risk: 'Krisis',
  overdue: 'Lewat target',
  watch: 'Pantau',
  watchLabel: (name: string) => `Pantau percakapan dengan ${name}`,
  count: (n: number) => `${n} percakapan terbuka`,
  offline: 'Koneksi langsung terputus. Daftar diperbarui setiap 15 detik.',
} as const;
