/** Texts of whispers and transfers in a conversation (api.md "Roles and supervision"). */
export const whisperMessages = {
  whisperEmpty: 'Bisikan tidak boleh kosong.',
  whisperTooLong: (max: number) => `Bisikan maksimal ${max} karakter.`,
  assigneeMissing: 'Pilih konselor yang menerima percakapan ini.',
  noteMissing: 'Tulis catatan serah terima untuk konselor berikutnya.',
  sameAssignee: 'Percakapan ini sudah dipegang konselor tersebut.',
  loadFailed: 'Gagal memuat bisikan. Coba lagi.',
  sendFailed: 'Gagal mengirim. Coba lagi.',
} as const;

export const whisperLabels = {
  title: 'Bisikan supervisor',
  privateHint: 'Hanya terlihat oleh tim. Pengguna tidak pernah melihatnya.',
  from: (name: string) => `Dari ${name}`,
  formerSupervisor: 'Supervisor (akun dihapus)',
  earlier: (n: number) => `${n} bisikan sebelumnya`,
  newWhisper: 'Bisik ke konselor',
  send: 'Kirim bisikan',
  sending: 'Mengirim...',
  sent: 'Bisikan terkirim. Konselor melihatnya di percakapan ini.',
  transfer: 'Alihkan',
  transferTitle: 'Alihkan percakapan',
  transferIntro:
    'Pilih konselor yang melanjutkan. Catatan serah terima menjadi bisikan yang ia baca lebih dulu.',
  assignee: 'Konselor penerima',
  pickAssignee: 'Pilih konselor',
  note: 'Catatan serah terima',
  confirmTransfer: 'Alihkan percakapan',
  transferring: 'Mengalihkan...',
  cancel: 'Batal',
  watching: 'Mode pantau: Anda melihat tanpa membalas dan tanpa menandai pesan dibaca.',
  stopWatching: 'Balas sebagai konselor',
} as const;
