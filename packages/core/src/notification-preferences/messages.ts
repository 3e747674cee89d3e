/** The profile's "Pemberitahuan" section (issue 33 item 6). */
export const notificationPreferenceLabels = {
  title: 'Pemberitahuan',
  intro:
    'Pilih cara kami memberi tahu Anda. Isi pemberitahuan di luar situs tidak pernah menyebut isi pesan atau hal tentang kesehatan Anda.',
  kind: 'Jenis',
  channels: { inApp: 'Di situs', push: 'Notifikasi perangkat', email: 'Email' },
  kinds: {
    forum_response: 'Tanggapan di forum',
    chat_reply: 'Balasan konselor',
    moderation: 'Keputusan moderator',
    checkin: 'Sapaan tindak lanjut',
    chat_overdue: 'Percakapan berisiko lewat target balasan',
    chat_escalation: 'Konselor memulai protokol eskalasi',
    care_offer: 'Cek kesejahteraan setelah percakapan berisiko',
    program_reminder: 'Pengingat sesi program bantu diri',
    account_security: 'Keamanan akun',
  },
  channelFor: (kind: string, channel: string) => `${channel}: ${kind}`,
  pushHint: 'Notifikasi perangkat hanya sampai ke perangkat yang sudah diaktifkan.',
  emailHint: 'Email dikirim ke alamat akun Anda.',
  save: 'Simpan Pengaturan',
  saving: 'Menyimpan...',
  saved: 'Pengaturan pemberitahuan disimpan.',
  loading: 'Memuat pengaturan pemberitahuan...',
} as const;

export const notificationPreferenceMessages = {
  loadFailed: 'Gagal memuat pengaturan pemberitahuan.',
  saveFailed: 'Gagal menyimpan pengaturan pemberitahuan.',
  unsubscribeInvalid: 'Tautan berhenti berlangganan tidak valid.',
} as const;
