import type { Kategori } from './constants';

export interface SeedQuestion {
  pertanyaan: string;
  kategori: Kategori;
  crisis: boolean;
}

const item = (pertanyaan: string, kategori: Kategori, crisis = false): SeedQuestion => ({
  pertanyaan,
  kategori,
  crisis,
});

/**
 * The WHO Self-Reporting Questionnaire (SRQ-29) as the Indonesian health ministry words it,
 * in order: items 1–20 neurosis, 21 substance use, 22–24 psychotic symptoms, 25–29 PTSD.
 * Item 17 (thoughts of ending one's life) carries the crisis flag.
 */
export const srq29Questions: readonly SeedQuestion[] = [
  item('Apakah Anda sering merasa sakit kepala?', 'neurosis'),
  item('Apakah Anda kehilangan nafsu makan?', 'neurosis'),
  item('Apakah tidur Anda tidak nyenyak?', 'neurosis'),
  item('Apakah Anda mudah merasa takut?', 'neurosis'),
  item('Apakah Anda merasa cemas, tegang, atau khawatir?', 'neurosis'),
  item('Apakah tangan Anda gemetar?', 'neurosis'),
  item('Apakah Anda mengalami gangguan pencernaan?', 'neurosis'),
  item('Apakah Anda merasa sulit berpikir jernih?', 'neurosis'),
  item('Apakah Anda merasa tidak bahagia?', 'neurosis'),
  item('Apakah Anda lebih sering menangis?', 'neurosis'),
  item('Apakah Anda merasa sulit menikmati kegiatan sehari-hari?', 'neurosis'),
  item('Apakah Anda sulit mengambil keputusan?', 'neurosis'),
  item('Apakah pekerjaan atau tugas sehari-hari Anda terbengkalai?', 'neurosis'),
  item('Apakah Anda merasa tidak mampu berperan dalam kehidupan ini?', 'neurosis'),
  item('Apakah Anda kehilangan minat terhadap banyak hal?', 'neurosis'),
  item('Apakah Anda merasa tidak berharga?', 'neurosis'),
  item('Apakah Anda mempunyai pikiran untuk mengakhiri hidup Anda?', 'neurosis', true),
  item('Apakah Anda merasa lelah sepanjang waktu?', 'neurosis'),
  item('Apakah Anda merasa tidak enak di perut?', 'neurosis'),
  item('Apakah Anda mudah lelah?', 'neurosis'),
  item('Apakah Anda minum alkohol lebih banyak dari biasanya, atau menggunakan narkoba?', 'zat'),
  item('Apakah Anda yakin bahwa seseorang mencoba mencelakai Anda dengan cara tertentu?', 'psikotik'),
  item('Apakah ada sesuatu yang mengganggu atau tidak biasa dalam pikiran Anda?', 'psikotik'),
  item(
    'Apakah Anda pernah mendengar suara tanpa tahu sumbernya, atau yang tidak dapat didengar orang lain?',
    'psikotik',
  ),
  item(
    'Apakah Anda mengalami mimpi buruk tentang suatu bencana atau musibah, atau saat-saat seolah Anda mengalaminya kembali?',
    'ptsd',
  ),
  item(
    'Apakah Anda menghindari kegiatan, tempat, orang, atau pikiran yang mengingatkan Anda pada bencana atau musibah itu?',
    'ptsd',
  ),
  item('Apakah minat Anda terhadap teman dan kegiatan yang biasa Anda lakukan berkurang?', 'ptsd'),
  item(
    'Apakah Anda merasa sangat terganggu bila berada dalam situasi yang mengingatkan Anda pada bencana atau musibah itu, atau bila memikirkannya?',
    'ptsd',
  ),
  item('Apakah Anda sulit memahami atau mengungkapkan perasaan Anda?', 'ptsd'),
];
