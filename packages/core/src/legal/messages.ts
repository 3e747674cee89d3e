/**
 * The Privacy Policy and Term Of Use pages.
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
/** The short Privacy Policy and Term Of Use pages linked from the footer. */
export const legalPages = {
  updated: 'Terakhir diperbarui: November 2026',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Kami menjaga data Anda dengan serius. Halaman ini menjelaskan data apa yang kami simpan, untuk apa, dan hak Anda atas data tersebut.',
    sections: [
      {
        heading: 'Data yang kami simpan',
        text: 'Data akun (username, nama, email, alamat, foto profil), hasil tes diri bila Anda masuk, serta pertanyaan, respon, dan pesan yang Anda kirim di forum dan chat.',
      },
      {
        heading: 'Cookie',
        text: 'Kami hanya memakai satu cookie sesi agar Anda tetap masuk. Kami tidak memakai cookie iklan atau pelacak pihak ketiga. Peta OpenStreetMap baru dimuat setelah Anda memintanya.',
      },
      {
        heading: 'Untuk apa data dipakai',
        text: 'Data dipakai hanya untuk menjalankan layanan: menampilkan hasil tes Anda, forum, dan percakapan dengan konselor. Kami tidak menjual atau membagikan data Anda kepada pihak lain.',
      },
      {
        heading: 'Hak Anda',
        text: 'Anda dapat mengubah data profil kapan saja. Untuk menghapus akun beserta seluruh datanya, kirim email kepada kami dari alamat email akun Anda.',
      },
    ],
  },
  terms: {
    title: 'Term Of Use',
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
    ],
  },
} as const;
