import { labels } from '../../messages';
import { sources } from './sources';
import { topicJournalCategory, type TopicContent } from './topic';

export const anxiety: TopicContent = {
  slug: 'anxiety',
  title: labels.topics.anxiety,
  summary:
    'Rasa cemas dan khawatir yang berlebihan, sulit dikendalikan, dan berlangsung lama. Gangguan kecemasan paling umum dan sangat dapat ditangani.',
  journalCategory: topicJournalCategory.anxiety,
  what: [
    'Cemas adalah reaksi normal tubuh terhadap bahaya atau tekanan, misalnya sebelum ujian atau wawancara kerja. Gangguan kecemasan (anxiety disorder) terjadi ketika rasa takut atau khawatir itu jauh lebih kuat dari situasinya, sulit dikendalikan, berlangsung lama, biasanya berbulan-bulan, dan mengganggu kehidupan sehari-hari.',
    'Ada beberapa bentuk, antara lain gangguan cemas menyeluruh (khawatir tentang banyak hal sehari-hari), gangguan panik (serangan takut hebat yang datang tiba-tiba), kecemasan sosial, dan fobia. Menurut WHO, gangguan kecemasan adalah gangguan jiwa yang paling umum di dunia, lebih banyak dialami perempuan, dan sering mulai sejak masa kanak-kanak atau remaja.',
    'Penanganan yang efektif tersedia, tetapi hanya sekitar 1 dari 4 orang yang membutuhkannya mendapatkannya, sering karena tidak tahu bahwa kecemasan dapat diobati atau karena stigma. Dalam tes diri SRQ-29, keluhan cemas termasuk dalam kelompok neurosis.',
  ],
  signs: {
    items: [
      'Khawatir berlebihan yang sulit dihentikan',
      'Gelisah, tegang, sulit rileks, dan mudah tersinggung',
      'Jantung berdebar, napas pendek, berkeringat, gemetar, atau pusing',
      'Serangan panik: takut hebat yang datang tiba-tiba, dada terasa sesak, seolah akan pingsan atau meninggal',
      'Sulit tidur dan sulit berkonsentrasi',
      'Menghindari situasi tertentu karena takut, sampai membatasi kegiatan',
      'Keluhan fisik seperti sakit perut, sakit kepala, atau otot yang tegang',
    ],
  },
  helps: {
    intro: 'Kecemasan biasanya membaik dengan kebiasaan yang menenangkan dan terapi yang tepat:',
    items: [
      'Latih napas perlahan dan relaksasi otot beberapa menit setiap hari, bukan hanya saat cemas datang.',
      'Kurangi kopi, minuman berenergi, dan rokok, serta batasi waktu membaca berita atau media sosial yang memicu cemas.',
      'Bergerak secara teratur dan jaga waktu tidur.',
      'Hadapi situasi yang ditakuti sedikit demi sedikit, bukan menghindarinya; menghindar membuat rasa takut bertahan lebih lama.',
      'Saat serangan panik, ingatkan diri bahwa serangan itu menakutkan tetapi akan reda dalam beberapa menit, lalu bernapaslah perlahan.',
      'Terapi kognitif perilaku sangat efektif untuk gangguan kecemasan. Bila perlu, dokter dapat meresepkan obat. Hindari obat penenang tanpa resep karena dapat menimbulkan ketergantungan.',
    ],
  },
  seekHelp: {
    items: [
      'Cemas berlangsung berminggu-minggu dan mengganggu pekerjaan, sekolah, atau hubungan.',
      'Anda mulai menghindari tempat atau kegiatan penting karena takut.',
      'Serangan panik berulang. Nyeri dada atau sesak pertama kali tetap perlu diperiksa dokter untuk memastikan tidak ada penyebab fisik.',
      'Anda memakai alkohol atau obat penenang tanpa resep untuk meredakan cemas.',
    ],
  },
  sources: [sources.whoAnxiety, sources.whoMentalDisorders, sources.kemenkesHealing119],
};
