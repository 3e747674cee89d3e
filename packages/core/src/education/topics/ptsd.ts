import { labels } from '../../messages';
import { sources } from './sources';
import { topicJournalCategory, type TopicContent } from './topic';

export const ptsd: TopicContent = {
  slug: 'ptsd',
  title: labels.topics.ptsd,
  summary:
    'Kenangan menakutkan yang terus muncul setelah mengalami atau menyaksikan peristiwa traumatis. PTSD dapat ditangani dengan efektif.',
  journalCategory: topicJournalCategory.ptsd,
  what: [
    'PTSD (post-traumatic stress disorder) atau gangguan stres pascatrauma dapat berkembang setelah seseorang mengalami atau menyaksikan peristiwa yang sangat menakutkan, seperti bencana alam, kecelakaan, kekerasan, kekerasan seksual, atau konflik.',
    'Takut, sedih, sulit tidur, dan teringat terus setelah kejadian berat adalah reaksi yang wajar. Sebagian besar orang pulih dengan sendirinya dalam beberapa minggu, terutama bila merasa aman dan didukung orang terdekat. Pada sebagian orang, reaksi itu menetap dan mengganggu hidup; itulah PTSD. WHO memperkirakan sekitar 3,9% penduduk dunia pernah mengalaminya.',
    'PTSD bukan tanda lemah. Tubuh dan pikiran seolah tetap dalam mode siaga, karena bahaya yang sudah lewat terasa masih ada. Pengalaman Indonesia setelah tsunami Aceh dan berbagai bencana menunjukkan bahwa dukungan psikologis yang menjangkau masyarakat sangat membantu pemulihan.',
  ],
  signs: {
    intro: 'Tanda-tanda berikut biasanya bertahan lebih dari sebulan setelah kejadian:',
    items: [
      'Mengalami kembali peristiwa itu: kenangan yang tiba-tiba muncul, mimpi buruk, atau kilas balik seolah kejadian sedang terulang',
      'Menghindari tempat, orang, percakapan, atau pikiran yang mengingatkan pada peristiwa itu',
      'Selalu waspada seolah masih terancam: mudah terkejut, tegang, sulit tidur dan berkonsentrasi',
      'Mati rasa, merasa terasing dari orang lain, atau sulit merasakan hal yang menyenangkan',
      'Rasa bersalah atau malu yang berat, sering disertai sedih, cemas, atau mudah marah',
      'Pada anak: mengompol lagi, terus memainkan kejadian itu, atau sangat takut berpisah dari orang tua',
    ],
  },
  helps: {
    intro: 'Rasa aman dan dukungan adalah langkah pertama; terapi yang berfokus pada trauma paling efektif:',
    items: [
      'Di minggu-minggu pertama, utamakan rasa aman, istirahat, makan, dan kedekatan dengan orang yang dipercaya.',
      'Bercerita boleh, bila Anda siap. Anda tidak wajib menceritakan detail kejadian kepada siapa pun.',
      'Gunakan cara menenangkan diri saat kenangan datang: sebutkan lima benda yang Anda lihat, rasakan kaki menapak lantai, dan bernapas perlahan.',
      'Hindari alkohol atau obat untuk "melupakan"; keduanya memperlambat pemulihan.',
      'Psikoterapi yang berfokus pada trauma, seperti terapi kognitif perilaku berfokus trauma dan EMDR, terbukti paling efektif. Obat dapat membantu keluhan yang menyertai, seperti depresi atau sulit tidur.',
    ],
  },
  seekHelp: {
    items: [
      'Keluhan tidak berkurang setelah sekitar satu bulan, atau justru bertambah berat.',
      'Keluhan mengganggu tidur, pekerjaan, sekolah, atau hubungan dengan keluarga.',
      'Anak menunjukkan perubahan perilaku yang menetap setelah kejadian.',
      'Muncul pikiran untuk menyakiti diri atau mengakhiri hidup. Hubungi layanan di bawah ini sekarang.',
    ],
  },
  sources: [sources.whoPtsd, sources.bisson2015, sources.frankenberg2008, sources.kemenkesHealing119],
};
