/**
 * The privacy policy and terms of use pages (in Indonesian like the whole footer, ADR 68).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
/** The privacy policy and terms of use pages linked from the footer. */
export const legalPages = {
  updated: 'Terakhir diperbarui: November 2026',
  privacy: {
    title: 'Kebijakan Privasi',
    intro:
      'Kami menjaga data Anda dengan serius. Halaman ini menjelaskan data apa yang kami simpan, untuk apa, berapa lama, siapa yang dapat melihatnya, dan bagaimana Anda memakai hak Anda menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
    /** The sections, with the periods and the contact this site is configured with. */
    sections: (site: {
      sessionDays: number;
      selftestAnonymousDays: number;
      chatDays: number | null;
      email: string;
      team: string;
    }) => [
      {
        heading: 'Data yang kami simpan',
        text: 'Data akun (username, nama, email, alamat, foto profil, serta waktu dan versi persetujuan Anda); hasil tes diri (SRQ-29, PHQ-9, dan GAD-7) beserta jawabannya bila Anda masuk; pertanyaan, respon, dan vote Anda di forum; pesan dan berkas yang Anda kirim di chat konseling, serta ringkasan hasil tes yang Anda pilih untuk dibagikan kepada konselor; rencana keamanan yang Anda tulis saat masuk; check-in yang Anda minta beserta jawabannya; penilaian (1–5 dan komentar) yang Anda berikan setelah percakapan chat selesai; catatan pribadi dan ringkasan kasus (tingkat risiko, rujukan, tindak lanjut) yang ditulis konselor tentang percakapan Anda. Hasil tes diri, isi chat, catatan konselor, rencana keamanan, dan jawaban check-in adalah data kesehatan, yaitu data pribadi yang bersifat spesifik menurut UU PDP. Rencana keamanan yang Anda isi tanpa masuk hanya tersimpan di perangkat Anda, tidak di server kami. Lokasi yang Anda bagikan di halaman Layanan Terdekat dibulatkan (sekitar 1 km), hanya dipakai untuk mengurutkan daftar, dan tidak disimpan maupun dicatat.',
      },
      {
        heading: 'Untuk apa data dipakai',
        text: 'Hanya untuk menjalankan layanan: menampilkan hasil tes dan riwayatnya kepada Anda, menjalankan forum, dan menghubungkan Anda dengan konselor. Dasar pemrosesan data kesehatan adalah persetujuan eksplisit yang Anda berikan saat mendaftar. Hasil tes dihitung dalam statistik tanpa identitas hanya bila Anda menyetujuinya. Kami tidak menjual data Anda dan tidak membagikannya kepada pihak lain.',
      },
      {
        heading: 'Berapa lama data disimpan',
        text: [
          `Data akun, hasil tes, isi forum, rencana keamanan, dan check-in disimpan selama akun Anda ada, dan dihapus seluruhnya ketika akun dihapus. Rencana keamanan dapat Anda hapus kapan saja; menghentikan check-in membatalkan yang belum dikirim.`,
          `Sesi masuk berakhir setelah ${site.sessionDays} hari tanpa aktivitas.`,
          `Hasil tes tanpa akun (tanpa nama maupun alamat IP) disimpan ${site.selftestAnonymousDays} hari; setelah itu hanya jumlahnya per hari yang tersisa.`,
          'Hasil PHQ-9 dan GAD-7 yang Anda kerjakan tanpa masuk juga tersimpan di perangkat Anda sendiri, sampai Anda menyimpannya ke akun atau menghapusnya dari perangkat.',
          site.chatDays === null
            ? 'Pesan chat dan ringkasan hasil tes yang Anda bagikan di chat disimpan sampai Anda menghapus riwayat chat atau akun.'
            : `Pesan chat, berkasnya, dan ringkasan hasil tes yang Anda bagikan di chat dihapus otomatis setelah ${site.chatDays} hari.`,
          'Catatan pembatasan percobaan masuk dihapus setelah jendela waktunya berakhir (paling lama satu jam).',
        ].join(' '),
      },
      {
        heading: 'Siapa yang dapat melihat data Anda',
        text: `Hasil tes diri hanya terlihat oleh Anda, kecuali bila Anda sendiri memilih membagikan ringkasannya kepada konselor saat membuka chat (hasil, tingkat, jawaban pertanyaan tentang pikiran mengakhiri hidup, dan tanggal tes; tanpa jawaban lengkap). Kami menanyakannya setiap kali, pada saat Anda membagikannya; tanpa persetujuan itu tidak ada yang dibagikan. Isi chat dibaca oleh konselor ${site.team} yang melayani Anda. Konselor dapat menulis catatan pribadi dan ringkasan kasus agar konselor berikutnya dapat melanjutkan pendampingan tanpa Anda harus bercerita dari awal; catatan ini hanya terlihat oleh tim konselor, setiap penulisannya tercatat, dan disimpan sampai akun Anda dihapus. Penilaian Anda hanya muncul dalam laporan layanan sebagai angka gabungan tanpa nama. Rencana keamanan hanya dapat dilihat oleh Anda: admin dan konselor tidak dapat membukanya. Jadwal dan jawaban check-in terlihat oleh konselor; jawaban "Berat" atau "Saya tidak aman" juga muncul sebagai pesan otomatis di chat Anda agar konselor dapat menyapa Anda. Pertanyaan dan respon forum terlihat oleh semua pengunjung; bila Anda memilih anonim, nama Anda tidak ditampilkan kepada pengguna lain. Admin situs dapat melihat data akun untuk mengelola layanan dan moderasi.`,
      },
      {
        heading: 'Cookie',
        text: 'Kami memakai tiga cookie: cookie sesi agar Anda tetap masuk; cookie perangkat yang menandai browser tempat Anda pernah masuk, agar orang lain di jaringan yang sama tidak bisa mengunci akun Anda dengan menebak kata sandi; dan cookie peramban, sebuah nama acak tanpa data apa pun yang hilang saat browser ditutup, agar batas jumlah permintaan dihitung per browser dan orang lain di jaringan yang sama (sekolah, operator seluler) tidak menghabiskan jatah Anda. Kami tidak memakai cookie iklan atau pelacak pihak ketiga. Peta OpenStreetMap baru dimuat setelah Anda memintanya.',
      },
      {
        heading: 'Hak Anda dan cara memakainya',
        text: 'Hak atas informasi: halaman ini. Hak mengakses dan memperoleh salinan data (termasuk dalam format yang dapat dipindahkan): menu Profil → Unduh Data Saya. Catatan dan ringkasan kasus dari konselor tidak ikut dalam unduhan itu: mintalah lewat kontak di bawah, dan kami memberikannya setelah ditinjau konselor, kecuali bagian yang menurut UU PDP wajib kami tahan, yaitu bila dapat membahayakan keselamatan atau kesehatan fisik maupun mental Anda atau orang lain, atau mengungkap data pribadi orang lain. Hak memperbaiki data: menu Profil → Edit. Hak menghapus data dan mengakhiri pemrosesan: menu Profil → Hapus Akun, yang menghapus seluruh data Anda. Hak menarik persetujuan: menu Profil → Persetujuan Saya, tempat persetujuan statistik dapat ditarik kapan saja; menarik persetujuan data kesehatan berarti menghapus akun. Hak menunda atau membatasi pemrosesan, hak keberatan, serta hak mengajukan keluhan atau gugatan: hubungi kami lewat kontak di bawah; kami menjawab paling lambat 3 × 24 jam.',
      },
      {
        heading: 'Pengendali data dan kontak',
        text: `Pengendali data pribadi adalah pengelola Sehat Jiwa. Untuk pertanyaan atau permintaan tentang data Anda, hubungi ${site.email}.`,
      },
      {
        heading: 'Bila terjadi kebocoran data',
        text: 'Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga pengawas secara tertulis paling lambat 3 × 24 jam, berisi data yang terungkap, kapan dan bagaimana terjadinya, serta upaya penanganan dan pemulihannya.',
      },
    ],
  },
  terms: {
    title: 'Ketentuan Penggunaan',
    intro: 'Dengan memakai Sehat Jiwa, Anda menyetujui ketentuan singkat berikut.',
    sections: [
      {
        heading: 'Bukan diagnosis',
        text: 'Tes diri adalah alat skrining, bukan diagnosis. Hasilnya tidak menggantikan pemeriksaan oleh psikolog, psikiater, atau dokter.',
      },
      {
        heading: 'Keadaan darurat',
        text: 'Bila Anda atau orang di sekitar Anda dalam bahaya, segera hubungi 112 atau layanan kesehatan jiwa 119 ekstensi 8, atau datangi IGD rumah sakit terdekat.',
      },
      {
        heading: 'Forum dan chat',
        text: 'Hormati sesama pengguna. Jangan membagikan data pribadi orang lain, ujaran kebencian, atau konten yang membahayakan. Kami dapat menghapus konten yang melanggar.',
      },
      {
        heading: 'Akun Anda',
        text: 'Jaga kerahasiaan kata sandi Anda. Anda bertanggung jawab atas aktivitas yang dilakukan dengan akun Anda.',
      },
      {
        heading: 'Usia dan persetujuan',
        text: 'Akun hanya untuk pengguna berusia 18 tahun ke atas yang menyetujui pemrosesan data kesehatan sebagaimana dijelaskan di Kebijakan Privasi. Anda dapat mengunduh data Anda atau menghapus akun kapan saja dari halaman Profil.',
      },
    ],
  },
} as const;
