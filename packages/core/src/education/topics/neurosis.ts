import { labels } from '../../messages';
import { sources } from './sources';
import { topicJournalCategory, type TopicContent } from './topic';

export const neurosis: TopicContent = {
  slug: 'neurosis',
  title: labels.topics.neurosis,
  summary:
    'Cemas, sedih berkepanjangan, sulit tidur, atau keluhan fisik tanpa sebab yang jelas: keluhan mental emosional yang sangat umum dan dapat ditangani.',
  journalCategory: topicJournalCategory.neurosis,
  what: [
    'Dalam tes diri SRQ-29, "neurosis" adalah nama untuk kelompok keluhan yang oleh Kementerian Kesehatan disebut gangguan mental emosional: rasa cemas, sedih yang menetap, dan keluhan fisik yang berkaitan dengan tekanan jiwa. Istilah ini tidak lagi dipakai sebagai diagnosis, tetapi tetap berguna untuk menggambarkan beban perasaan yang dialami banyak orang. Di dalamnya termasuk depresi dan gangguan kecemasan.',
    'Keluhan seperti ini sangat umum. Menurut WHO, depresi dan gangguan kecemasan termasuk gangguan jiwa yang paling banyak dialami di dunia. Penyebabnya biasanya gabungan beberapa hal: tekanan hidup seperti masalah ekonomi, pekerjaan, atau hubungan; pengalaman sulit di masa lalu; kondisi kesehatan fisik; dan faktor bawaan.',
    'Mengalaminya bukan tanda lemah, kurang bersyukur, atau kurang berusaha. Ini kondisi kesehatan yang dapat dikenali dan ditangani, dan sebagian besar orang membaik dengan dukungan yang tepat. Hasil skrining yang menunjukkan gejala neurosis bukan diagnosis, melainkan tanda untuk lebih memperhatikan diri sendiri.',
  ],
  signs: {
    intro: 'Beberapa tanda berikut sering muncul bersamaan, terutama bila berlangsung berminggu-minggu:',
    items: [
      'Sering sakit kepala, nafsu makan berkurang, atau pencernaan terganggu tanpa sebab fisik yang jelas',
      'Sulit tidur, sering terbangun, atau tidur tidak terasa menyegarkan',
      'Mudah takut, tegang, cemas, atau khawatir berlebihan; tangan gemetar atau jantung berdebar',
      'Merasa sedih, tidak bahagia, atau lebih sering menangis',
      'Sulit berpikir jernih, berkonsentrasi, atau mengambil keputusan',
      'Kehilangan minat pada hal yang biasanya disukai; pekerjaan sehari-hari terasa sangat berat',
      'Mudah lelah dan merasa tidak berharga',
    ],
  },
  helps: {
    intro: 'Langkah kecil yang dilakukan rutin sering membantu, dan penanganan profesional terbukti efektif:',
    items: [
      'Ceritakan apa yang Anda rasakan kepada orang yang Anda percaya. Didengarkan tanpa dihakimi sudah meringankan.',
      'Jaga ritme harian: tidur dan bangun pada jam yang sama, makan teratur, dan bergerak atau berjalan kaki sekitar 30 menit setiap hari.',
      'Kurangi kopi, rokok, dan alkohol; semuanya dapat memperburuk cemas dan sulit tidur.',
      'Latih napas perlahan: tarik napas 4 hitungan, hembuskan 6 hitungan, selama beberapa menit.',
      'Pecah tugas besar menjadi langkah kecil dan tetap lakukan kegiatan yang bermakna, walau perasaan belum membaik.',
      'Konseling atau psikoterapi, misalnya terapi kognitif perilaku, membantu mengurai pola pikir dan kebiasaan yang memperberat keluhan. Bila perlu, dokter dapat meresepkan obat.',
    ],
  },
  seekHelp: {
    items: [
      'Keluhan berlangsung lebih dari dua minggu atau semakin berat.',
      'Keluhan mengganggu pekerjaan, sekolah, atau hubungan dengan orang lain.',
      'Anda memakai alkohol, obat penenang tanpa resep, atau zat lain untuk meredakan perasaan.',
      'Muncul pikiran untuk menyakiti diri atau mengakhiri hidup. Jangan menunggu: hubungi layanan di bawah ini sekarang.',
    ],
  },
  sources: [
    sources.whoMentalDisorders,
    sources.whoDepression,
    sources.whoAnxiety,
    sources.kemenkesHealing119,
  ],
};
