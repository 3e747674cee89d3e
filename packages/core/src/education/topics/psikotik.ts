import { labels } from '../../messages';
import { sources } from './sources';
import { topicJournalCategory, type TopicContent } from './topic';

export const psikotik: TopicContent = {
  slug: 'psikotik',
  title: labels.topics.psikotik,
  summary:
    'Mendengar atau melihat hal yang tidak dialami orang lain, atau meyakini sesuatu yang tidak sesuai kenyataan. Dengan penanganan dini, banyak orang pulih.',
  journalCategory: topicJournalCategory.psikotik,
  what: [
    'Gejala psikotik (psikosis) adalah keadaan ketika seseorang sulit membedakan apa yang nyata dan yang tidak. Ia mungkin mendengar suara atau melihat sesuatu yang tidak dialami orang lain (halusinasi), atau meyakini sesuatu dengan sangat kuat walau tidak sesuai kenyataan (waham), misalnya yakin sedang diawasi atau hendak dicelakai.',
    'Gejala ini dapat muncul pada beberapa kondisi: skizofrenia, gangguan bipolar, depresi yang sangat berat, penggunaan zat seperti sabu atau ganja, kurang tidur yang ekstrem, atau penyakit fisik tertentu. WHO mencatat skizofrenia saja dialami sekitar 1 dari 300 orang di dunia, dan sering mulai pada usia remaja akhir hingga dewasa muda.',
    'Orang yang mengalami gejala psikotik bukan orang yang "gila" atau berbahaya; mereka justru lebih sering menjadi korban kekerasan dan diskriminasi. Gejala psikotik dapat diobati. Makin cepat ditangani, makin baik peluang pulih dan kembali menjalani sekolah, pekerjaan, dan hidup bersama keluarga.',
  ],
  signs: {
    intro: 'Tanda awal sering muncul perlahan dan lebih dulu disadari keluarga atau teman:',
    items: [
      'Mendengar suara, melihat, atau merasakan sesuatu yang tidak dialami orang lain',
      'Yakin ada orang yang mengawasi, membicarakan, atau ingin mencelakai dirinya tanpa bukti yang jelas',
      'Merasa memiliki kekuatan atau keistimewaan luar biasa yang tidak dilihat orang lain',
      'Merasa pikirannya dikendalikan, disiarkan, atau disisipi oleh kekuatan dari luar',
      'Bicara atau alur pikir yang melompat-lompat dan sulit diikuti',
      'Menarik diri, ekspresi emosi datar, tidak lagi merawat diri, dan pola tidur kacau',
    ],
  },
  helps: {
    intro: 'Pemulihan biasanya memerlukan kerja sama orang tersebut, keluarga, dan tenaga kesehatan:',
    items: [
      'Periksa sedini mungkin ke puskesmas atau psikiater. Penanganan sejak episode pertama terbukti memberi hasil yang lebih baik.',
      'Obat antipsikotik yang diresepkan dokter membantu meredakan halusinasi dan waham. Minum secara teratur dan bicarakan efek samping dengan dokter; jangan berhenti sendiri, karena gejala dapat kambuh.',
      'Terapi psikososial, seperti psikoedukasi keluarga, terapi kognitif perilaku, dan latihan keterampilan, membantu kembali ke sekolah atau pekerjaan.',
      'Keluarga dapat membantu dengan bersikap tenang dan tidak menghakimi. Tidak perlu membantah isi keyakinannya; akui perasaannya, misalnya rasa takut, dan temani ke layanan kesehatan.',
      'Hindari alkohol dan narkoba, serta jaga waktu tidur; keduanya dapat memicu kekambuhan.',
      'Jangan pernah memasung atau mengurung. Pemasungan melanggar hak asasi manusia, dilarang di Indonesia, dan memperburuk keadaan; layanan kesehatan jiwa tersedia dan ditanggung JKN.',
    ],
  },
  seekHelp: {
    items: [
      'Segera ketika gejala pertama kali muncul. Jangan menunggu sampai gejalanya berat.',
      'Gejala kembali setelah obat dihentikan atau dikurangi.',
      'Orang tersebut tidak tidur berhari-hari, tampak sangat ketakutan atau bingung, atau berbicara tentang menyakiti diri sendiri atau orang lain. Ini keadaan darurat: bawa ke IGD rumah sakit atau hubungi 112.',
    ],
  },
  sources: [sources.whoSchizophrenia, sources.whoMentalDisorders, sources.mcCutcheon2020, sources.puteh2011],
};
