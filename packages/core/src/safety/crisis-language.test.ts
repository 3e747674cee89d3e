import { describe, expect, it } from 'vitest';
import { hasCrisisLanguage } from './crisis-language';

/** Texts that speak of suicidal thoughts or self-harm, as people really type them. */
const crisis = [
  'bunuh diri',
  'Aku kepikiran bunuh diri terus',
  'udah pengen bundir aja',
  'BUNDIR',
  'b.u.n.u.h d.i.r.i',
  'b u n d i r',
  '#bunuhdiri',
  'pengen mati',
  'Aku pengeeeen matiii ajaaa',
  'PGN MATI AJ',
  'p3ngen m4ti',
  'ingin mati saja',
  'rasanya mau mati',
  'aku mau mati',
  'kadang aku ingin meninggal saja',
  'pengen mampus aja',
  'ga kuat hidup lagi',
  'gk kuat hdp lg',
  'aku udah gak sanggup jalani hidup ini',
  'tdk ingin hidup lagi',
  'nggak mau hidup lagi...',
  'aku ga kuat hidup',
  'ga tahan hidup kayak gini',
  'nggak kuat hidup di dunia ini',
  'akhiri hidup',
  'pengen ngakhirin hidup',
  'mau mengakhiri hidupku malam ini',
  'menyakiti diri',
  'aku sering nyakitin diri sendiri',
  'melukai diri',
  'ngelukain diri lagi',
  'self harm',
  'self-harm',
  'SELFHARM',
  '$elf h4rm',
  'silet tangan',
  'nyilet tangan lagi tadi malam',
  'menyayat pergelangan tangan',
  'iris nadi',
  'potong nadi',
  'gantung diri',
  'mending aku mati aja',
  'lebih baik aku mati',
  'aku mati aja deh',
  'capek hidup',
  'lelah hidup begini',
  'hidup ga ada gunanya',
  'ga ada gunanya aku hidup',
  'ingin tidur selamanya',
  'gak mau bangun lagi',
  'pengen menghilang selamanya',
  'mau minum racun tikus',
  'mau lompat dari jembatan',
  'I want to die',
  'i wanna die',
  'thinking about suicide',
  'feeling suicidal lately',
  'I want to kill myself',
  'I cut myself again',
  'I just want to end my life',
  "don't want to live anymore",
  'better off dead',
  'want to unalive myself',
  'Judul biasa\nTapi sebenarnya aku pengen mati',
];

/** Everyday uses of the same words. */
const ordinary = [
  'mati lampu dari tadi pagi',
  'bunuh nyamuk pakai raket',
  'hp saya mati',
  'hp saya mau mati, baterainya tinggal 2%',
  'laptop aku mati aja terus',
  'kucing saya mati kemarin',
  'nenek saya mau meninggal, saya sedih',
  'saya takut mati',
  'mati gaya di rumah terus',
  'aku mati rasa',
  'pengen mati tua bareng kamu',
  'ingin mati syahid',
  'matikan lampu sebelum tidur',
  'pengen matiin hp biar fokus',
  'aku gak kuat angkat galon',
  'capek kerja lembur terus',
  'hidup sehat itu penting',
  'saya kurang percaya diri',
  'bunuh kecoa di dapur',
  'membunuh waktu dengan membaca',
  'mati kutu saat presentasi',
  'berjuang mati-matian',
  'ingin hidup lebih baik',
  'aku tidak ingin hidup susah',
  'aku ga mau hidup sendirian',
  'ga bisa hidup tanpa kamu',
  'silet alis',
  'potong rambut',
  'potong lengan baju',
  'self care itu penting',
  'game over, karakter saya mati',
  'lebih baik mati lampu daripada banjir',
  'server mati lagi',
  'Sulit tidur setiap malam',
  'Saya sulit tidur dan merasa cemas',
  '',
];

describe('hasCrisisLanguage', () => {
  it('has a table of at least 60 phrases', () => {
    expect(crisis.length + ordinary.length).toBeGreaterThanOrEqual(60);
  });

  it.each(crisis)('flags %j', (text) => {
    expect(hasCrisisLanguage(text)).toBe(true);
  });

  it.each(ordinary)('leaves %j alone', (text) => {
    expect(hasCrisisLanguage(text)).toBe(false);
  });
});
