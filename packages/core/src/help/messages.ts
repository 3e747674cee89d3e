/**
 * Help at any moment: the header's and footer's "Butuh bantuan sekarang?", its page, and the
 * help shown the moment a crisis question is answered "yes" (docs/decisions/0114).
 */
export const helpNowMessages = {
  link: 'Butuh bantuan sekarang?',
  title: 'Butuh bantuan sekarang?',
  eyebrow: 'Bantuan segera',
  intro:
    'Bila Anda sedang berpikir untuk mengakhiri hidup atau merasa tidak aman, Anda tidak perlu menghadapinya sendirian. Pilih salah satu cara di bawah ini untuk bicara dengan seseorang sekarang.',
  counsellorTitle: 'Chat dengan konselor Sehat Jiwa',
  servicesTitle: 'Layanan yang dapat dihubungi sekarang',
  someoneElseTitle: 'Khawatir tentang orang lain?',
  someoneElse:
    'Temani dia dan dengarkan tanpa menghakimi. Tanyakan langsung apakah dia berpikir untuk mengakhiri hidup: bertanya tidak menambah risikonya. Bantu dia menghubungi salah satu layanan di atas, dan bila nyawanya dalam bahaya, hubungi 112.',
} as const;

/** Shown inline, without stopping the test, as soon as a crisis question is answered "yes". */
export const disclosureHelpMessages = {
  title: 'Terima kasih sudah menjawab dengan jujur',
  text: 'Pikiran untuk mengakhiri hidup berat ditanggung sendirian. Anda tidak perlu menunggu tes selesai: bantuan tersedia sekarang.',
  continueTest: 'Lanjutkan tes',
  collapsed: 'Bantuan tersedia kapan saja, juga sebelum tes selesai.',
  expand: 'Tampilkan bantuan',
} as const;
