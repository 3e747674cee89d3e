import type { ScoredScreeningCode } from './instruments';

/**
 * The validated item texts, word for word as the Indonesian translation distributed with the
 * instruments writes them (sources and what was checked: docs/screenings-sources.md, ADR 140).
 * They are fixed: no admin screen or API changes them, and a stored result keeps its answers
 * by item number, which stays meaningful because the items never move.
 */
export const screeningItems = {
  phq9: [
    'Kurang tertarik atau bergairah dalam melakukan apapun',
    'Merasa murung, muram, atau putus asa',
    'Sulit tidur atau mudah terbangun, atau terlalu banyak tidur',
    'Merasa lelah atau kurang bertenaga',
    'Kurang nafsu makan atau terlalu banyak makan',
    'Kurang percaya diri — atau merasa bahwa Anda adalah orang yang gagal atau telah mengecewakan diri sendiri atau keluarga',
    'Sulit berkonsentrasi pada sesuatu, misalnya membaca koran atau menonton televisi',
    'Bergerak atau berbicara sangat lambat sehingga orang lain memperhatikannya. Atau sebaliknya — merasa resah atau gelisah sehingga Anda lebih sering bergerak dari biasanya',
    'Merasa lebih baik mati atau ingin melukai diri sendiri dengan cara apapun',
  ],
  gad7: [
    'Merasa gelisah, cemas atau amat tegang',
    'Tidak mampu menghentikan atau mengendalikan rasa khawatir',
    'Terlalu mengkhawatirkan berbagai hal',
    'Sulit untuk santai',
    'Sangat gelisah sehingga sulit untuk duduk diam',
    'Menjadi mudah jengkel atau lekas marah',
    'Merasa takut seolah-olah sesuatu yang mengerikan mungkin terjadi',
  ],
} as const satisfies Record<ScoredScreeningCode, readonly string[]>;

/** The question each instrument asks about every item: the standard two-week window. */
export const screeningStems = {
  phq9: 'Dalam 2 minggu terakhir, seberapa sering Anda terganggu oleh masalah-masalah berikut?',
  gad7: 'Selama 2 minggu terakhir, seberapa sering Anda terganggu oleh masalah-masalah berikut?',
} as const satisfies Record<ScoredScreeningCode, string>;

/** The standard response options, in score order (0–3). */
export const answerLabels = [
  'Tidak sama sekali',
  'Beberapa hari',
  'Lebih dari separuh waktu',
  'Hampir setiap hari',
] as const;
