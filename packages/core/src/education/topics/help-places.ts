/** Where to seek professional help in Indonesia, shown on every topic page. */
export interface HelpPlace {
  title: string;
  text: string;
}

export const helpPlaces: readonly HelpPlace[] = [
  {
    title: 'Puskesmas',
    text: 'Pintu pertama yang paling dekat. Dokter puskesmas dapat memeriksa, memberi penanganan awal, dan merujuk ke psikolog atau psikiater. Layanan kesehatan jiwa ditanggung BPJS Kesehatan (JKN) bila mengikuti alur rujukan.',
  },
  {
    title: 'Psikolog klinis',
    text: 'Melakukan asesmen dan konseling atau psikoterapi, misalnya terapi kognitif perilaku. Ada di puskesmas tertentu, rumah sakit, biro psikologi, dan layanan daring resmi.',
  },
  {
    title: 'Psikiater',
    text: 'Dokter spesialis kedokteran jiwa (Sp.KJ) yang dapat menegakkan diagnosis dan meresepkan obat bila diperlukan. Ada di rumah sakit umum dan rumah sakit jiwa.',
  },
  {
    title: 'Konselor Sehat Jiwa',
    text: 'Tim kami dapat diajak bicara lewat chat di situs ini untuk mendengarkan dan membantu menentukan langkah berikutnya.',
  },
];
