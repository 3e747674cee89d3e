import type { journals } from '../schema/index';

export type StarterJournal = Omit<typeof journals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The education corner's first articles: official fact sheets and peer-reviewed papers, each
 * with a short Indonesian summary written for this site. Listed in the order readers see them
 * (the list is newest first, so they are inserted from the bottom up).
 */
export const starterJournals: readonly StarterJournal[] = [
  {
    kategori: 'depresi',
    judul: 'WHO: Depressive disorder (depression)',
    sumber: 'https://www.who.int/news-room/fact-sheets/detail/depression',
    kutipan:
      'WHO membedakan depresi dari perubahan suasana hati sehari-hari: murung atau hilangnya minat berlangsung hampir sepanjang hari, hampir setiap hari, selama paling sedikit dua minggu. Depresi dapat dialami siapa saja, lebih sering pada perempuan, dan berkaitan erat dengan kesehatan fisik serta risiko bunuh diri. Depresi dapat ditangani: terapi psikologis seperti aktivasi perilaku dan terapi kognitif perilaku efektif, dan obat antidepresan dapat membantu pada depresi sedang hingga berat.',
  },
  {
    kategori: 'anxiety',
    judul: 'WHO: Anxiety disorders',
    sumber: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
    kutipan:
      'Gangguan kecemasan adalah gangguan jiwa yang paling umum di dunia. WHO menekankan bahwa rasa takut dan khawatir pada gangguan ini berlebihan, sulit dikendalikan, dan bertahan lama, sering disertai jantung berdebar, sulit tidur, dan sulit berkonsentrasi. Penanganan yang sangat efektif tersedia, terutama terapi psikologis seperti terapi kognitif perilaku, tetapi hanya sekitar satu dari empat orang yang membutuhkannya mendapat penanganan.',
  },
  {
    kategori: 'depresi',
    judul:
      'A network meta-analysis of the effects of psychotherapies, pharmacotherapies and their combination in the treatment of adult depression (World Psychiatry, 2020)',
    sumber: 'https://doi.org/10.1002/wps.20701',
    kutipan:
      'Meta-analisis jaringan ini membandingkan psikoterapi, obat antidepresan, dan gabungan keduanya pada orang dewasa dengan depresi. Gabungan psikoterapi dan obat ternyata lebih efektif daripada masing-masing saja, sedangkan psikoterapi dan obat sama efektifnya bila dibandingkan satu sama lain. Pesannya: ada lebih dari satu jalan pengobatan yang terbukti, dan pilihan terbaik dapat dibicarakan bersama tenaga kesehatan.',
  },
  {
    kategori: 'depresi',
    judul:
      'The PHQ-9: validity of a brief depression severity measure (Journal of General Internal Medicine, 2001)',
    sumber: 'https://doi.org/10.1046/j.1525-1497.2001.016009606.x',
    kutipan:
      'Penelitian ini memperkenalkan PHQ-9, sembilan pertanyaan singkat yang mengikuti kriteria diagnosis depresi dan kini dipakai di layanan primer di banyak negara. Skornya membantu tenaga kesehatan menilai berat ringannya depresi dan memantau perbaikan dari waktu ke waktu. Seperti SRQ, kuesioner ini adalah alat skrining: skor yang tinggi adalah alasan untuk berbicara dengan tenaga kesehatan, bukan diagnosis dengan sendirinya.',
  },
  {
    kategori: 'neurosis',
    judul:
      'Global prevalence and burden of depressive and anxiety disorders in 204 countries and territories in 2020 due to the COVID-19 pandemic (The Lancet, 2021)',
    sumber: 'https://doi.org/10.1016/S0140-6736(21)02143-7',
    kutipan:
      'Studi global ini memperkirakan bahwa pada tahun pertama pandemi COVID-19 terjadi tambahan sekitar 53 juta kasus depresi mayor dan 76 juta kasus gangguan kecemasan di seluruh dunia, dengan kenaikan terbesar pada perempuan dan kelompok usia muda. Temuan ini mengingatkan bahwa tekanan bersama, seperti pembatasan sosial, kehilangan, dan kesulitan ekonomi, berdampak nyata pada kesehatan jiwa, sehingga layanan kesehatan jiwa perlu diperkuat.',
  },
  {
    kategori: 'psikotik',
    judul: 'WHO: Schizophrenia',
    sumber: 'https://www.who.int/news-room/fact-sheets/detail/schizophrenia',
    kutipan:
      'Skizofrenia dialami sekitar 24 juta orang, atau 1 dari 300 orang di dunia. WHO menjelaskan gejalanya dapat berupa waham, halusinasi, pikiran dan perilaku yang kacau, serta menarik diri. Orang dengan skizofrenia sering mengalami stigma dan pelanggaran hak asasi, padahal penanganan yang efektif tersedia: obat, psikoedukasi, intervensi keluarga, dan rehabilitasi psikososial. Namun lebih dari dua pertiga orang dengan psikosis di dunia belum mendapat layanan kesehatan jiwa.',
  },
  {
    kategori: 'psikotik',
    judul: 'Schizophrenia — An Overview (JAMA Psychiatry, 2020)',
    sumber: 'https://doi.org/10.1001/jamapsychiatry.2019.3360',
    kutipan:
      'Tinjauan ini merangkum pengetahuan terkini tentang skizofrenia: gejala positif seperti halusinasi dan waham, gejala negatif seperti menarik diri dan kurang motivasi, serta gangguan fungsi kognitif. Risikonya dipengaruhi faktor genetik dan lingkungan, misalnya penggunaan ganja dan pengalaman sulit di masa kanak-kanak. Obat antipsikotik efektif untuk gejala positif, sedangkan gejala negatif dan kognitif memerlukan dukungan psikososial.',
  },
  {
    kategori: 'psikotik',
    judul:
      'Comparison of Early Intervention Services vs Treatment as Usual for Early-Phase Psychosis (JAMA Psychiatry, 2018)',
    sumber: 'https://doi.org/10.1001/jamapsychiatry.2018.0623',
    kutipan:
      'Meta-analisis uji klinis acak ini menunjukkan bahwa layanan intervensi dini untuk psikosis episode awal, yang menggabungkan obat, psikoterapi, dukungan keluarga, serta dukungan sekolah dan pekerjaan, memberi hasil lebih baik daripada perawatan biasa. Lebih sedikit orang yang berhenti berobat atau dirawat inap, gejalanya lebih ringan, dan lebih banyak yang kembali bersekolah atau bekerja. Penanganan sedini mungkin benar-benar membuat perbedaan.',
  },
  {
    kategori: 'psikotik',
    judul:
      'Comparative efficacy and tolerability of 32 oral antipsychotics for the acute treatment of adults with multi-episode schizophrenia (The Lancet, 2019)',
    sumber: 'https://doi.org/10.1016/S0140-6736(19)31135-3',
    kutipan:
      'Penelitian ini membandingkan 32 obat antipsikotik untuk fase akut skizofrenia pada orang dewasa. Perbedaan efektivitas antarobat ternyata kecil, sedangkan perbedaan efek sampingnya besar, misalnya kenaikan berat badan, rasa kantuk, dan gangguan gerak. Karena itu pilihan obat sebaiknya dibicarakan bersama dokter sesuai kebutuhan masing-masing orang, dan efek samping yang mengganggu perlu disampaikan, bukan ditanggung diam-diam.',
  },
  {
    kategori: 'psikotik',
    judul:
      'Aceh Free Pasung: Releasing the mentally ill from physical restraint (International Journal of Mental Health Systems, 2011)',
    sumber: 'https://doi.org/10.1186/1752-4458-5-10',
    kutipan:
      'Artikel ini menggambarkan program Aceh Bebas Pasung: orang dengan gangguan jiwa berat yang dipasung dibebaskan, dirawat di rumah sakit jiwa, lalu kembali ke keluarga dengan dukungan layanan kesehatan jiwa di komunitas. Pengalaman Aceh menunjukkan bahwa pasung dapat dihapuskan bila perawatan medis, dukungan keluarga, dan layanan di puskesmas berjalan bersama.',
  },
  {
    kategori: 'ptsd',
    judul: 'WHO: Post-traumatic stress disorder',
    sumber: 'https://www.who.int/news-room/fact-sheets/detail/post-traumatic-stress-disorder',
    kutipan:
      'Sekitar 70% orang akan mengalami peristiwa yang berpotensi traumatis sepanjang hidupnya, tetapi hanya sebagian kecil yang kemudian mengalami PTSD; diperkirakan 3,9% penduduk dunia pernah mengalaminya. WHO menekankan bahwa dukungan keluarga dan teman setelah kejadian dapat menurunkan risiko, dan bahwa PTSD dapat ditangani dengan efektif melalui psikoterapi berfokus trauma, seperti terapi kognitif perilaku berfokus trauma dan EMDR.',
  },
  {
    kategori: 'ptsd',
    judul: 'Post-traumatic stress disorder (BMJ, 2015)',
    sumber: 'https://doi.org/10.1136/bmj.h6161',
    kutipan:
      'Tinjauan klinis ini menjelaskan tiga kelompok gejala inti PTSD: mengalami kembali kejadian, menghindari hal yang mengingatkannya, dan perasaan terus terancam. Kebanyakan orang pulih tanpa penanganan khusus setelah trauma, sehingga pemantauan aktif dianjurkan pada minggu-minggu awal. Bila gejala menetap, psikoterapi berfokus trauma menjadi penanganan utama, dan obat dapat dipertimbangkan sebagai pilihan tambahan.',
  },
  {
    kategori: 'ptsd',
    judul:
      'Psychological therapies for post-traumatic stress disorder in adults: systematic review and meta-analysis (European Journal of Psychotraumatology, 2020)',
    sumber: 'https://doi.org/10.1080/20008198.2020.1729633',
    kutipan:
      'Tinjauan sistematis ini menilai berbagai terapi psikologis untuk PTSD pada orang dewasa. Bukti terkuat ditemukan untuk terapi kognitif perilaku berfokus trauma, termasuk terapi pemrosesan kognitif, terapi kognitif, dan terapi paparan berkepanjangan, serta untuk EMDR. Artinya, ada beberapa pilihan terapi yang terbukti membantu, dan tenaga profesional dapat membantu memilih yang paling sesuai.',
  },
  {
    kategori: 'ptsd',
    judul: 'Posttraumatic stress disorder in the World Mental Health Surveys (Psychological Medicine, 2017)',
    sumber: 'https://doi.org/10.1017/S0033291717000708',
    kutipan:
      'Dengan data survei kesehatan jiwa WHO dari 24 negara, penelitian ini memperkirakan prevalensi PTSD seumur hidup sekitar 3,9% pada populasi umum dan 5,6% pada orang yang pernah mengalami trauma. Risikonya berbeda menurut jenis trauma, dan di negara berpenghasilan rendah dan menengah hanya sebagian kecil orang dengan PTSD yang pernah mencari penanganan. Mengenali gejala adalah langkah pertama menuju bantuan.',
  },
  {
    kategori: 'ptsd',
    judul: 'Mental health in Sumatra after the tsunami (American Journal of Public Health, 2008)',
    sumber: 'https://doi.org/10.2105/AJPH.2007.120915',
    kutipan:
      'Penelitian terhadap lebih dari 20.000 orang dewasa penyintas tsunami di pesisir Aceh dan Sumatera Utara ini menemukan reaksi stres pascatrauma paling tinggi di daerah yang rusak berat, berkaitan dengan paparan kejadian traumatis, kehilangan keluarga, dan kerusakan harta benda. Skornya menurun seiring waktu. Peneliti menyimpulkan bahwa layanan konseling perlu menjangkau bukan hanya korban langsung, tetapi juga masyarakat di sekitar daerah terdampak.',
  },
  {
    kategori: 'ptsd',
    judul:
      'Determinants of psychological morbidity in survivors of the earthquake and tsunami in Aceh and Nias (International Journal of Mental Health Systems, 2010)',
    sumber: 'https://doi.org/10.1186/1752-4458-4-8',
    kutipan:
      'Studi terhadap 783 penyintas gempa dan tsunami di Aceh dan Nias, sebagian besar pengungsi, menemukan banyak gejala cemas, depresi, dan stres pascatrauma, terutama pada pengungsi yang hidupnya paling banyak berubah setelah bencana. Gejala lebih berat pada perempuan dan orang dengan pendidikan lebih rendah. Temuan ini menegaskan pentingnya dukungan sosial dan pemulihan penghidupan sebagai bagian dari pemulihan jiwa setelah bencana.',
  },
];
