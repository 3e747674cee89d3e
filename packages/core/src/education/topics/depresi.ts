import { labels } from '../../messages';
import { sources } from './sources';
import { topicJournalCategory, type TopicContent } from './topic';

export const depresi: TopicContent = {
  slug: 'depresi',
  title: labels.topics.depresi,
  summary:
    'Lebih dari sekadar sedih sesaat: suasana hati yang murung dan hilangnya minat selama berminggu-minggu. Depresi umum terjadi dan dapat diobati.',
  journalCategory: topicJournalCategory.depresi,
  what: [
    'Depresi adalah gangguan suasana hati. Seseorang dengan depresi merasa sedih, hampa, atau kehilangan minat dan kesenangan hampir sepanjang hari, hampir setiap hari, selama paling sedikit dua minggu. Berbeda dengan sedih biasa, depresi memengaruhi tidur, nafsu makan, tenaga, dan cara berpikir, sehingga kegiatan sehari-hari terasa sangat berat.',
    'Depresi dapat dialami siapa saja: remaja, orang tua, ibu setelah melahirkan, pekerja, maupun lansia. WHO memperkirakan sekitar 1 dari 20 orang dewasa di dunia mengalaminya. Dalam tes diri SRQ-29, keluhan depresi termasuk dalam kelompok neurosis.',
    'Depresi bukan kelemahan pribadi atau tanda kurang iman. Kondisi ini dipengaruhi gabungan faktor biologis, psikologis, dan sosial, seperti kehilangan, tekanan yang berkepanjangan, atau penyakit fisik. Depresi dapat diobati, dan semakin cepat ditangani, semakin cepat pula pemulihannya.',
  ],
  signs: {
    intro:
      'Tanda utama depresi adalah suasana hati murung atau hilangnya minat, ditambah beberapa hal berikut:',
    items: [
      'Sedih, hampa, atau mudah tersinggung hampir setiap hari',
      'Tidak lagi menikmati kegiatan yang dulu disukai',
      'Nafsu makan atau berat badan berubah banyak',
      'Sulit tidur, atau justru tidur jauh lebih lama dari biasanya',
      'Lelah dan tidak bertenaga walau tidak banyak beraktivitas',
      'Merasa bersalah, tidak berharga, atau menjadi beban',
      'Sulit berkonsentrasi dan mengambil keputusan',
      'Putus asa tentang masa depan, atau muncul pikiran tentang kematian',
    ],
  },
  helps: {
    intro: 'Pemulihan sering berjalan bertahap. Hal-hal berikut terbukti membantu:',
    items: [
      'Tetap terhubung dengan orang lain, walau hanya mengirim pesan singkat atau duduk bersama keluarga.',
      'Jadwalkan satu kegiatan kecil yang menyenangkan atau bermakna setiap hari. Bertindak lebih dulu sering membuat perasaan ikut membaik.',
      'Bergerak secara teratur, tidur dan bangun pada jam yang sama, serta makan teratur.',
      'Hindari alkohol dan zat lain; keduanya memperdalam depresi.',
      'Psikoterapi seperti terapi kognitif perilaku, terapi interpersonal, dan aktivasi perilaku efektif untuk depresi. Pada depresi sedang hingga berat, dokter dapat menambahkan obat antidepresan; gabungan keduanya sering memberi hasil terbaik.',
      'Obat antidepresan memerlukan beberapa minggu untuk bekerja. Jangan menghentikannya sendiri; bicarakan dengan dokter.',
    ],
  },
  seekHelp: {
    items: [
      'Keluhan berlangsung lebih dari dua minggu.',
      'Anda sulit bekerja, belajar, atau mengurus diri dan keluarga.',
      'Muncul setelah melahirkan dan tidak membaik dalam dua minggu.',
      'Ada pikiran untuk menyakiti diri atau mengakhiri hidup. Anda tidak sendirian: hubungi layanan di bawah ini sekarang.',
    ],
  },
  sources: [sources.whoDepression, sources.whoSuicide, sources.cuijpers2020, sources.kemenkesHealing119],
};
