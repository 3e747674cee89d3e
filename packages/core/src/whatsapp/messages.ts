import { chatLabels } from '../chat/messages';
import type { DeliveryStatus } from './settings';

/** WhatsApp channel texts: the automatic answer, the inbox's labels, the admin card. */
export const whatsappMessages = {
  channelLabel: 'WhatsApp',
  signatureInvalid: 'Tanda tangan webhook WhatsApp tidak ada atau tidak cocok.',
  verifyTokenWrong: 'Token verifikasi webhook WhatsApp salah.',
  payloadInvalid: 'Isi webhook WhatsApp tidak dikenali.',
  /** Read by screen readers beside the label. */
  channelDescription: 'Percakapan lewat WhatsApp',
  delivery: {
    sent: chatLabels.sent,
    delivered: 'Diterima',
    read: chatLabels.read,
    failed: 'Gagal terkirim',
  } satisfies Record<DeliveryStatus, string>,
  /** The account a WhatsApp number gets when it writes first (its name when the profile has none). */
  personName: 'Pengguna WhatsApp',
  /** Stored in place of what the channel does not carry yet (images, voice notes, stickers…). */
  unsupported: '[Pesan WhatsApp jenis ini belum bisa ditampilkan. Minta pengguna menuliskannya.]',
  safety: {
    intro: 'Terima kasih sudah menghubungi Sehat Jiwa. Pesan Anda sudah kami terima.',
    crisisIntro: 'Bila Anda dalam bahaya atau berpikir untuk mengakhiri hidup, hubungi sekarang:',
    open: 'Konselor sedang bertugas dan akan membalas di sini secepatnya.',
    hours: (summary: string) => `Jam layanan: ${summary}.`,
    queue: (place: number) => `Posisi Anda dalam antrean: ${place}.`,
    /** Outside the hours: something to do until a counsellor answers. */
    safetyPlan: (url: string) => `Sambil menunggu, Anda bisa menyusun rencana keamanan pribadi: ${url}`,
  },
  admin: {
    title: 'Kanal WhatsApp',
    loading: 'Memuat pengaturan WhatsApp...',
    loadFailed: 'Gagal memuat pengaturan WhatsApp.',
    on: 'Aktif: pesan WhatsApp masuk ke inbox yang sama.',
    off: 'Tidak aktif. Isi keempat variabel di bawah pada berkas .env server, lalu mulai ulang server.',
    variables: 'Variabel yang wajib diisi:',
    webhook: 'Alamat webhook untuk Meta (Callback URL):',
    template: (name: string | null) =>
      name
        ? `Lebih dari 24 jam setelah pesan terakhir pengguna hanya template "${name}" yang dikirim.`
        : 'Lebih dari 24 jam setelah pesan terakhir pengguna balasan tidak dapat dikirim sampai WHATSAPP_FOLLOWUP_TEMPLATE diisi.',
  },
} as const;
