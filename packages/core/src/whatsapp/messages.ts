import { chatLabels } from '../chat/messages';
import type { WhatsappMediaLabel, WhatsappMediaProblem } from './media';
import type { DeliveryStatus } from './settings';

const mediaLead: Record<WhatsappMediaLabel, string> = {
  image: 'Gambar',
  voice: 'Pesan suara',
  audio: 'Rekaman audio',
};

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
  /** Stored in place of what the channel does not carry (video, stickers, locations…). */
  unsupported: '[Pesan WhatsApp jenis ini belum bisa ditampilkan. Minta pengguna menuliskannya.]',
  /** Images and voice notes kept as chat files (ADR 237). */
  media: {
    /** The file's shown name (its extension is added). */
    fileName: {
      image: 'Gambar WhatsApp',
      voice: 'Pesan suara WhatsApp',
      audio: 'Rekaman audio WhatsApp',
    } satisfies Record<WhatsappMediaLabel, string>,
    /** Stored in place of a medium that could not be kept, for the counsellor. */
    unavailable: (label: WhatsappMediaLabel, problem: WhatsappMediaProblem, maxMegabytes: number) =>
      ({
        failed: `[${mediaLead[label]} tidak dapat diambil dari WhatsApp. Minta pengguna mengirimkannya lagi atau menuliskannya.]`,
        type: `[${mediaLead[label]} tidak dapat diambil: jenis berkasnya tidak didukung. Minta pengguna menuliskannya.]`,
        tooLarge: `[${mediaLead[label]} tidak dapat diambil: ukurannya lebih dari ${maxMegabytes} MB. Minta pengguna mengirim yang lebih kecil atau menuliskannya.]`,
        full: `[${mediaLead[label]} tidak dapat disimpan: batas kiriman file sudah tercapai. Minta pengguna menuliskannya.]`,
      })[problem],
  },
  safety: {
    intro: 'Terima kasih sudah menghubungi Sehat Jiwa. Pesan Anda sudah kami terima.',
    crisisIntro: 'Bila Anda dalam bahaya atau berpikir untuk mengakhiri hidup, hubungi sekarang:',
    open: 'Konselor sedang bertugas dan akan membalas di sini secepatnya.',
    hours: (summary: string) => `Jam layanan: ${summary}.`,
    queue: (place: number) => `Posisi Anda dalam antrean: ${place}.`,
    /** Outside the hours: something to do until a counsellor answers. */
    safetyPlan: (url: string) => `Sambil menunggu, Anda bisa menyusun rencana keamanan pribadi: ${url}`,
  },
  /** Linking a number to a web account with a one-time code (ADR 233). */
  link: {
    /** Answers on WhatsApp; a wrong code never says whether any account or code exists. */
    linked:
      'Nomor WhatsApp ini sekarang terhubung dengan akun Sehat Jiwa Anda. Percakapan di WhatsApp dan di situs kini menjadi satu.',
    codeWrong:
      'Kode tidak cocok atau sudah tidak berlaku. Minta kode baru di halaman Profil Anda di situs Sehat Jiwa, lalu kirim lagi.',
    tooManyTries: 'Terlalu banyak percobaan kode dari nomor ini. Silakan coba lagi dalam satu jam.',
    numberTaken:
      'Nomor ini sudah terhubung dengan akun Sehat Jiwa lain. Putuskan dulu dari Profil akun itu, lalu minta kode baru.',
    /** API errors on the profile. */
    channelOff: 'Kanal WhatsApp belum aktif di situs ini.',
    alreadyLinked:
      'Akun Anda sudah terhubung dengan nomor WhatsApp. Putuskan dulu bila ingin mengganti nomor.',
    tooManyCodes: (retryAfterSec: number) =>
      `Terlalu sering meminta kode. Coba lagi dalam ${Math.max(1, Math.ceil(retryAfterSec / 60))} menit.`,
  },
  /** The WhatsApp card on the profile. */
  profile: {
    title: 'WhatsApp',
    intro:
      'Hubungkan nomor WhatsApp Anda agar pesan lewat WhatsApp dan chat di situs ini menjadi satu percakapan dengan konselor.',
    off: 'Kanal WhatsApp belum aktif di situs ini.',
    loading: 'Memuat status WhatsApp...',
    loadFailed: 'Gagal memuat status WhatsApp.',
    notLinked: 'Belum ada nomor WhatsApp yang terhubung.',
    linked: (masked: string) => `Terhubung dengan nomor ${masked}`,
    linkedSince: (when: string) => `sejak ${when}`,
    askCode: 'Minta kode penghubung',
    askingCode: 'Meminta kode...',
    codeFailed: 'Gagal meminta kode. Coba lagi.',
    code: 'Kode Anda',
    codeHowTo: (code: string, until: string) =>
      `Kirim pesan "KODE ${code}" ke nomor WhatsApp Sehat Jiwa sebelum ${until}. Kode hanya berlaku sekali.`,
    unlink: 'Putuskan nomor WhatsApp',
    unlinking: 'Memutuskan...',
    unlinkFailed: 'Gagal memutuskan nomor WhatsApp. Coba lagi.',
    unlinked: 'Nomor WhatsApp sudah diputuskan. Pesan lama tetap ada di percakapan Anda.',
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
