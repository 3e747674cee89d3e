import type { StarterJournal } from './starter-journals';

/**
 * The second set (issue 39 item 6): with Depresi and Anxiety as categories of their own, every
 * topic of the corner has several articles, and Neurosis keeps the papers about the SRQ group
 * as a whole. Sites seeded with the first set receive these once as well.
 */
export const topicJournals: readonly StarterJournal[] = [
  {
    kategori: 'depresi',
    judul: 'NICE guideline NG222: Depression in adults: treatment and management (2022)',
    sumber: 'https://www.nice.org.uk/guidance/ng222',
    kutipan:
      'Pedoman klinis Inggris ini menganjurkan agar pilihan penanganan depresi dibicarakan bersama pasien: untuk depresi ringan, mulai dari dukungan mandiri terpandu, aktivitas fisik berkelompok, atau terapi kognitif perilaku; untuk depresi sedang hingga berat, gabungan psikoterapi dan obat antidepresan. Pedoman ini juga menekankan pemantauan berkala dan tidak menghentikan obat secara mendadak.',
  },
  {
    kategori: 'anxiety',
    judul:
      'A brief measure for assessing generalized anxiety disorder: the GAD-7 (Archives of Internal Medicine, 2006)',
    sumber: 'https://doi.org/10.1001/archinte.166.10.1092',
    kutipan:
      'Penelitian ini memperkenalkan GAD-7, tujuh pertanyaan singkat tentang rasa cemas dan khawatir selama dua minggu terakhir. Skornya membantu mengenali gangguan cemas menyeluruh dan menilai beratnya. Seperti PHQ-9 dan SRQ, GAD-7 adalah alat skrining: skor yang tinggi adalah alasan untuk berbicara dengan tenaga kesehatan, bukan diagnosis dengan sendirinya.',
  },
  {
    kategori: 'anxiety',
    judul:
      'NICE guideline CG113: Generalised anxiety disorder and panic disorder in adults: management (2011)',
    sumber: 'https://www.nice.org.uk/guidance/cg113',
    kutipan:
      'Pedoman ini menyusun penanganan kecemasan secara bertahap: mulai dari pengenalan dan informasi tentang kecemasan, lalu swabantu terpandu dan kelompok psikoedukasi, kemudian terapi kognitif perilaku atau relaksasi terapan, dan obat bila diperlukan. Pesannya: kecemasan yang berat dan lama dapat ditangani, dan ada langkah yang bisa dimulai sejak awal.',
  },
  {
    kategori: 'anxiety',
    judul:
      'Efficacy of treatments for anxiety disorders: a meta-analysis (International Clinical Psychopharmacology, 2015)',
    sumber: 'https://doi.org/10.1097/YIC.0000000000000078',
    kutipan:
      'Meta-analisis ini membandingkan obat, psikoterapi, dan penanganan lain pada gangguan panik, gangguan cemas menyeluruh, dan kecemasan sosial. Obat dan psikoterapi, terutama terapi kognitif perilaku, sama-sama terbukti menurunkan gejala; olahraga juga memberi manfaat. Pilihan penanganan sebaiknya disesuaikan dengan keadaan dan keinginan setiap orang.',
  },
  {
    kategori: 'neurosis',
    judul: "A User's Guide to the Self Reporting Questionnaire (SRQ) (WHO, 1994)",
    sumber: 'https://iris.who.int/handle/10665/61113',
    kutipan:
      'Panduan WHO ini menjelaskan SRQ, kuesioner ya/tidak yang dikembangkan untuk menyaring gangguan jiwa umum di layanan kesehatan dasar negara berkembang, asal dari tes diri di situs ini. SRQ menanyakan keluhan sebulan terakhir seperti sakit kepala, sulit tidur, mudah takut, dan mudah lelah. Hasilnya menunjukkan perlunya pemeriksaan lebih lanjut, bukan diagnosis.',
  },
  {
    kategori: 'neurosis',
    judul:
      'The global prevalence of common mental disorders: a systematic review and meta-analysis 1980–2013 (International Journal of Epidemiology, 2014)',
    sumber: 'https://doi.org/10.1093/ije/dyu038',
    kutipan:
      'Tinjauan dari 174 survei di 63 negara ini memperkirakan bahwa sekitar satu dari lima orang dewasa pernah mengalami gangguan jiwa umum, seperti depresi atau kecemasan, dalam setahun terakhir. Keluhan seperti ini sangat umum, dialami di semua negara, dan dapat ditangani: mengenalinya sejak awal adalah langkah pertama.',
  },
  {
    kategori: 'neurosis',
    judul: 'Measuring mental health in a cost-effective manner (Health Policy and Planning, 2003)',
    sumber: 'https://doi.org/10.1093/heapol/czg041',
    kutipan:
      'Para peneliti menguji SRQ-20 sebagai cara murah dan cepat untuk mengukur gangguan jiwa umum di negara berpenghasilan rendah dan menengah. Kuesioner ini cukup akurat dibandingkan wawancara klinis dan mudah dipakai oleh petugas yang bukan tenaga ahli, sehingga cocok untuk menemukan orang yang perlu pemeriksaan lebih lanjut.',
  },
];
