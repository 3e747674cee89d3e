/** The public outcomes page (/hasil-layanan). Indonesian text. */
export const outcomeLabels = {
  title: 'Hasil Layanan',
  intro:
    'Kami menghitung apa yang terjadi pada orang yang memakai Sehat Jiwa, lalu menampilkannya di sini setiap kuartal (tiga bulan), agar siapa pun dapat menilai apakah layanan ini membantu.',
  suppressed:
    'Angka di bawah 10 tidak kami tampilkan (tertulis "kurang dari 10"), supaya tidak ada orang yang dapat dikenali dari angka yang kecil.',
  quarter: (label: string, from: string, to: string) =>
    `${label.replace('-K', ' kuartal ')} (${from} s.d. ${to})`,
  hidden: 'kurang dari 10',
  none: '—',
  screeningsTitle: 'Tes diri',
  screenings: { srq29: 'SRQ-29', phq9: 'PHQ-9', gad7: 'GAD-7' },
  programsTitle: 'Program bantu diri',
  programs: {
    enrolled: 'Orang yang memulai program',
    completedMost: 'Menyelesaikan sebagian besar sesi (dua pertiga atau lebih)',
    reliableImprovement: 'Membaik secara berarti (skor PHQ-9 turun 6 poin atau lebih)',
    deterioration: 'Memburuk (skor PHQ-9 naik 6 poin atau lebih)',
  },
  chatTitle: 'Chat dengan konselor',
  chat: {
    conversations: 'Percakapan',
    firstResponse: 'Waktu tunggu balasan pertama (median)',
    withinTarget: 'Dibalas dalam target waktu',
  },
  minutes: (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} menit`,
  percent: (share: number) => `${Math.round(share * 100)}%`,
  explanationTitle: 'Cara membaca angka ini',
  explanation: [
    'Program bantu diri mengukur suasana hati dengan PHQ-9 di setiap sesi. Skor yang turun 6 poin atau lebih dari sesi pertama kami hitung sebagai perbaikan yang berarti; naik 6 poin atau lebih sebagai memburuk, dan tim konselor diberi tahu.',
    'Angka program dihitung untuk orang yang memulai program pada kuartal itu, dengan hasil mereka sampai hari ini.',
    'Target balasan chat: 5 menit untuk percakapan berisiko, 30 menit untuk yang lain, dihitung dalam jam layanan.',
    'Angka ini bukan hasil penelitian: tidak ada kelompok pembanding, dan orang yang berhenti di tengah jalan tidak selalu kami ketahui kabarnya.',
  ],
  loadFailed: 'Hasil layanan tidak dapat dimuat. Coba lagi.',
  link: 'Lihat hasil layanan: apakah program ini membantu?',
} as const;
