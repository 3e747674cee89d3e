import type { Program } from './program';

/**
 * "Langkah Kecil": six short sessions of behavioural activation, written for this site in plain
 * Indonesian. The ideas follow the sources listed; no manual's text is copied.
 */
export const aktivasiPerilaku: Program = {
  code: 'aktivasi-perilaku',
  title: 'Langkah Kecil: bangkit dari suasana hati yang murung',
  intro:
    'Program bantu diri enam sesi, masing-masing sekitar 15–20 menit. Anda akan memahami mengapa suasana hati yang murung membuat kita makin sedikit bergerak, lalu sedikit demi sedikit kembali melakukan hal-hal yang berarti bagi Anda. Di setiap sesi ada lembar kerja singkat dan sembilan pertanyaan PHQ-9 untuk melihat perubahannya. Kerjakan satu sesi setiap beberapa hari; tidak perlu terburu-buru.',
  sessions: [
    {
      nomor: 1,
      title: 'Memahami suasana hati yang murung',
      minutes: 15,
      steps: [
        'Saat hati sedang murung, tubuh terasa berat dan banyak hal terasa tidak menarik lagi. Wajar bila kita lalu menunda, menarik diri, atau lebih lama berbaring. Sesaat terasa lega, tetapi lama-lama hari menjadi kosong dan suasana hati makin turun.',
        'Inilah lingkaran yang ingin kita putus: murung → makin sedikit berkegiatan → makin sedikit hal yang menyenangkan atau berarti → makin murung. Kabar baiknya, lingkaran ini dapat diputar ke arah sebaliknya dengan langkah yang kecil.',
        'Dalam program ini kita tidak menunggu semangat datang lebih dulu. Kita mulai bergerak sedikit, dan sering kali semangat menyusul kemudian.',
        'Ingat juga: murung bukan tanda Anda lemah atau malas. Banyak orang mengalaminya, dan banyak yang membaik.',
      ],
      worksheet: {
        title: 'Lingkaran saya',
        fields: [
          {
            id: 'tanda',
            label: 'Apa tanda-tanda suasana hati saya sedang turun?',
            hint: 'Misalnya: sulit bangun pagi, malas membalas pesan, lebih banyak menonton ponsel.',
          },
          {
            id: 'ditinggalkan',
            label: 'Kegiatan apa yang mulai saya tinggalkan?',
            hint: 'Misalnya: berolahraga, bertemu teman, memasak, beribadah bersama.',
          },
          {
            id: 'harapan',
            label: 'Apa yang ingin berubah setelah program ini?',
            hint: 'Satu atau dua kalimat saja.',
          },
        ],
      },
    },
    {
      nomor: 2,
      title: 'Mencatat kegiatan dan suasana hati',
      minutes: 15,
      steps: [
        'Sebelum mengubah sesuatu, kita perlu melihatnya dulu. Selama beberapa hari, catat apa yang Anda lakukan setiap beberapa jam, lalu beri nilai suasana hati saat itu dari 0 (sangat buruk) sampai 10 (sangat baik).',
        'Tidak perlu rapi. Catatan singkat di ponsel atau kertas sudah cukup, misalnya "07.00 sarapan dengan adik — 5".',
        'Setelah beberapa hari, lihat polanya. Kegiatan apa yang membuat nilai naik sedikit? Kapan nilai paling rendah? Sering kali kita menemukan bahwa hal kecil, seperti keluar rumah sebentar atau mengobrol, membuat perbedaan.',
      ],
      worksheet: {
        title: 'Catatan kegiatan saya',
        fields: [
          {
            id: 'naik',
            label: 'Kegiatan yang membuat suasana hati saya sedikit naik',
            hint: 'Misalnya: jalan pagi, menelepon ibu, merapikan kamar.',
          },
          {
            id: 'turun',
            label: 'Saat-saat suasana hati saya paling rendah',
            hint: 'Misalnya: sore hari sendirian di kamar.',
          },
          {
            id: 'pola',
            label: 'Pola yang saya perhatikan',
            hint: 'Apa yang sama dari saat-saat yang lebih baik?',
          },
        ],
      },
    },
    {
      nomor: 3,
      title: 'Mengenali hal yang penting bagi saya',
      minutes: 20,
      steps: [
        'Kegiatan paling membantu bukan hanya yang menyenangkan, tetapi juga yang berarti: yang sesuai dengan hal yang Anda anggap penting dalam hidup.',
        'Pikirkan beberapa bidang: keluarga, pertemanan, pekerjaan atau sekolah, kesehatan, iman atau keyakinan, dan hal yang Anda sukai. Di setiap bidang, orang seperti apa yang ingin Anda jadi? Misalnya "kakak yang hadir untuk adik" atau "orang yang menjaga tubuhnya".',
        'Dari setiap nilai itu, turunkan satu kegiatan kecil yang dapat dilakukan minggu ini. "Hadir untuk adik" bisa menjadi "menemani adik mengerjakan PR 20 menit hari Rabu".',
      ],
      worksheet: {
        title: 'Nilai dan kegiatan saya',
        fields: [
          {
            id: 'nilai',
            label: 'Dua atau tiga hal yang penting bagi saya',
            hint: 'Misalnya: keluarga, kesehatan, belajar hal baru.',
          },
          {
            id: 'kegiatan',
            label: 'Satu kegiatan kecil untuk setiap hal itu',
            hint: 'Buat cukup kecil sehingga pasti bisa dilakukan.',
          },
        ],
      },
    },
    {
      nomor: 4,
      title: 'Merencanakan dan melakukan kegiatan',
      minutes: 20,
      steps: [
        'Sekarang pilih dua atau tiga kegiatan dari sesi sebelumnya dan tentukan kapan melakukannya: hari, jam, dan tempat. Rencana yang jelas lebih mudah dijalankan daripada niat yang samar.',
        'Mulailah dari yang mudah, lalu naikkan sedikit demi sedikit. Bila "berolahraga" terasa berat, mulailah dengan "memakai sepatu dan berjalan sampai ujung gang".',
        'Lakukan sesuai rencana, bukan sesuai suasana hati. Setelahnya, catat nilai suasana hati Anda. Bila tidak berhasil, itu bukan kegagalan: itu informasi. Kecilkan langkahnya atau pindahkan waktunya, lalu coba lagi.',
      ],
      worksheet: {
        title: 'Rencana minggu ini',
        fields: [
          {
            id: 'rencana',
            label: 'Kegiatan yang saya rencanakan, dengan hari dan jamnya',
            hint: 'Misalnya: Senin 06.30 jalan kaki 10 menit di sekitar rumah.',
          },
          {
            id: 'hambatan',
            label: 'Apa yang mungkin menghalangi, dan apa yang akan saya lakukan?',
            hint: 'Misalnya: hujan — saya akan berjalan di dalam rumah atau di masjid dekat rumah.',
          },
          {
            id: 'hasil',
            label: 'Setelah mencoba: bagaimana hasilnya?',
            hint: 'Boleh diisi nanti ketika Anda kembali ke sesi ini.',
          },
        ],
      },
    },
    {
      nomor: 5,
      title: 'Menyelesaikan satu masalah',
      minutes: 20,
      steps: [
        'Kadang yang menahan kita adalah masalah nyata: uang, pekerjaan, pertengkaran, atau urusan yang tertunda. Masalah yang dibiarkan terasa makin besar. Di sesi ini kita memilih satu masalah yang dapat Anda pengaruhi dan menguraikannya.',
        'Langkahnya: tuliskan masalahnya sejelas mungkin; tuliskan sebanyak mungkin cara yang terpikir, tanpa menilai dulu; timbang untung dan ruginya; pilih satu cara; pecah menjadi langkah kecil dengan waktunya.',
        'Bila masalahnya di luar kendali Anda, fokuslah pada bagian kecil yang masih dapat Anda lakukan, termasuk meminta bantuan orang lain.',
      ],
      worksheet: {
        title: 'Satu masalah, satu langkah',
        fields: [
          {
            id: 'masalah',
            label: 'Masalah yang ingin saya selesaikan',
            hint: 'Misalnya: tagihan kos yang belum dibayar bulan ini.',
          },
          {
            id: 'pilihan',
            label: 'Cara-cara yang mungkin',
            hint: 'Tulis semuanya dulu, lalu pilih satu.',
          },
          {
            id: 'langkah',
            label: 'Langkah pertama saya, dan kapan',
            hint: 'Misalnya: Kamis sore berbicara dengan pemilik kos tentang cicilan.',
          },
        ],
      },
    },
    {
      nomor: 6,
      title: 'Menjaga kemajuan',
      minutes: 15,
      steps: [
        'Lihat kembali perjalanan Anda: lembar kerja, rencana, dan grafik skor PHQ-9. Apa yang paling membantu? Kebiasaan kecil mana yang ingin Anda pertahankan?',
        'Suasana hati akan tetap naik turun; itu wajar. Yang penting adalah mengenali tanda awal bahwa Anda mulai menarik diri lagi, dan tahu apa yang akan Anda lakukan saat itu terjadi.',
        'Bila skor Anda tidak membaik, atau justru memburuk, itu bukan kegagalan Anda. Artinya Anda layak mendapat bantuan lebih: bicarakan dengan konselor lewat chat, Puskesmas, atau psikolog.',
      ],
      worksheet: {
        title: 'Rencana menjaga kemajuan',
        fields: [
          {
            id: 'membantu',
            label: 'Hal yang paling membantu saya',
            hint: 'Kegiatan, orang, atau kebiasaan.',
          },
          {
            id: 'tandaAwal',
            label: 'Tanda awal bahwa saya mulai turun lagi',
            hint: 'Misalnya: mulai melewatkan makan dan tidak membalas pesan.',
          },
          {
            id: 'tindakan',
            label: 'Yang akan saya lakukan bila tanda itu muncul',
            hint: 'Termasuk siapa yang akan saya hubungi.',
          },
        ],
      },
    },
  ],
  sources: [
    {
      title:
        'WHO (2021). Step-by-Step: intervensi digital berpanduan berbasis aktivasi perilaku, dan uji acaknya di Lebanon (Cuijpers dkk., 2022, PLOS Medicine)',
      url: 'https://doi.org/10.1371/journal.pmed.1004025',
    },
    {
      title:
        'Martell, Dimidjian & Herman-Dunn (2010). Behavioral Activation for Depression: A Clinician’s Guide. Guilford Press',
      url: 'https://www.guilford.com/books/Behavioral-Activation-for-Depression/Martell-Dimidjian-Herman-Dunn/9781462510177',
    },
    {
      title:
        'Ekers dkk. (2014). Behavioural activation for depression: an update of meta-analysis of effectiveness and sub group analysis. PLOS ONE',
      url: 'https://doi.org/10.1371/journal.pone.0100100',
    },
    {
      title:
        'WHO (2016). Problem Management Plus (PM+): bantuan psikologis dasar, termasuk langkah pemecahan masalah',
      url: 'https://www.who.int/publications/i/item/WHO-MSD-MER-16.2',
    },
  ],
};
