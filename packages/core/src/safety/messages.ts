/**
 * What a screening result says when its crisis item (SRQ-29 item 17, PHQ-9 item 9) was
 * answered "yes": one message, never "nothing to follow up" (ADR 112). Shared texts of the
 * crisis help itself: ../messages.ts (`crisisMessages`).
 */
export const crisisResultMessages = {
  /** The result card's label: the count it shows is not the whole answer. */
  cardLabel: 'Hasil hitungan keluhan',
  cardNote:
    'Hasil dan tingkat di atas dihitung dari jumlah keluhan. Jawaban Anda tentang pikiran untuk mengakhiri hidup tidak diukur dengan angka ini, dan itulah yang paling penting sekarang.',
  summaryBelowCutoff:
    'Jumlah keluhan lain Anda belum mencapai batas skrining, tetapi jawaban Anda tentang pikiran untuk mengakhiri hidup perlu ditindaklanjuti hari ini.',
  summaryWithFinding: (summary: string) =>
    `${summary} Jawaban Anda tentang pikiran untuk mengakhiri hidup perlu ditindaklanjuti lebih dulu, hari ini.`,
  about:
    'Tes ini menghitung banyaknya keluhan. Pikiran untuk mengakhiri hidup tetap serius berapa pun jumlah keluhan lainnya, dan dapat dibantu: banyak orang yang pernah merasakannya kini merasa lebih baik setelah bercerita dan mendapat pertolongan.',
  advice: [
    'Hari ini, ceritakan pikiran ini kepada seseorang: konselor Sehat Jiwa, salah satu layanan di atas, atau orang yang Anda percayai.',
    'Jauhkan dari jangkauan Anda benda atau obat yang dapat dipakai untuk menyakiti diri, atau minta orang lain menyimpannya dulu.',
    'Bila pikiran itu menguat atau Anda merasa tidak aman, hubungi 112 atau segera datang ke IGD rumah sakit terdekat.',
  ],
  seekHelpNote:
    'Bicarakan pikiran untuk mengakhiri hidup dengan tenaga kesehatan jiwa sesegera mungkin, hari ini bila bisa: psikolog klinis, psikiater, dokter Puskesmas, atau IGD rumah sakit.',
} as const;
