/**
 * Reviewing and withdrawing consent (issue 39 item 3): the profile's consent page and the
 * re-consent screen's account of what changed.
 */

/** Every version of the privacy policy that asked for consent, oldest first, with what changed. */
export const privacyPolicyVersions = [
  {
    version: '2026-11-23',
    changes: [
      'Persetujuan eksplisit atas pemrosesan data kesehatan (hasil tes, chat, rencana keamanan, check-in) dan pernyataan usia 18 tahun ke atas.',
      'Pilihan terpisah untuk menghitung hasil tes Anda, tanpa identitas, dalam statistik.',
    ],
  },
] as const satisfies readonly { version: string; changes: readonly string[] }[];

export const consentMessages = {
  settingsTitle: 'Persetujuan Saya',
  settingsIntro:
    'Apa yang Anda setujui dan kapan. Anda dapat menarik persetujuan semudah Anda memberikannya.',
  profileLink: 'Persetujuan Saya',
  loading: 'Memuat persetujuan Anda...',
  loadFailed: 'Gagal memuat persetujuan Anda. Coba lagi.',
  healthTitle: 'Pemrosesan data kesehatan',
  healthGiven: (version: string, when: string) =>
    `Anda menyetujui Kebijakan Privasi versi ${version} pada ${when}.`,
  healthNotGiven: 'Anda belum memberikan persetujuan ini.',
  agreedTo: 'Yang Anda setujui:',
  policyLink: 'Baca Kebijakan Privasi',
  withdrawHealthTitle: 'Menarik persetujuan data kesehatan',
  withdrawHealthText:
    'Tanpa persetujuan ini kami tidak boleh menyimpan hasil tes, chat, rencana keamanan, dan check-in Anda, sehingga akun tidak dapat dipakai. Menarik persetujuan ini berarti menghapus akun beserta seluruh datanya. Tes diri, Pojok Edukasi, dan bantuan krisis tetap bisa dipakai tanpa akun. Bila perlu, unduh salinan data Anda terlebih dahulu.',
  withdrawHealthLink: 'Tarik persetujuan dan hapus akun',
  statisticsTitle: 'Statistik tanpa identitas (opsional)',
  statisticsOn: 'Hasil tes Anda boleh dihitung, tanpa identitas, dalam statistik.',
  statisticsOff: 'Hasil tes Anda tidak dihitung dalam statistik.',
  statisticsSince: (when: string) => `Pilihan ini berlaku sejak ${when}.`,
  statisticsNote: 'Mengubah pilihan ini tidak memengaruhi akun Anda dan berlaku untuk hasil tes selanjutnya.',
  statisticsGive: 'Izinkan statistik',
  statisticsWithdraw: 'Tarik persetujuan statistik',
  statisticsGiven: 'Tersimpan: hasil tes Anda boleh dihitung dalam statistik tanpa identitas.',
  statisticsWithdrawn: 'Tersimpan: persetujuan statistik ditarik.',
  statisticsSaveFailed: 'Gagal menyimpan pilihan Anda. Coba lagi.',
  reconsentNeverGiven:
    'Anda belum memberikan persetujuan atas Kebijakan Privasi. Mohon berikan persetujuan Anda untuk melanjutkan.',
  reconsentUpdated: (current: string, yours: string, when: string) =>
    `Kebijakan Privasi kami diperbarui ke versi ${current}. Anda menyetujui versi ${yours} pada ${when}. Mohon tinjau perubahannya dan berikan persetujuan Anda untuk melanjutkan.`,
  changesTitle: (version: string) => `Yang berubah pada versi ${version}`,
  alreadyGiven: (version: string, when: string) =>
    `Anda sudah menyetujui Kebijakan Privasi versi ${version} pada ${when}. Tidak ada yang perlu Anda lakukan.`,
  toSettings: 'Lihat Persetujuan Saya',
} as const;
