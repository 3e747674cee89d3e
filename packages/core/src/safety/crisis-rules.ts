import { ordinaryAfterMati, otherSubjects } from './crisis-vocabulary';

/**
 * One way of saying it: a sequence of steps, each accepting any of its words (by the names of
 * crisis-vocabulary.ts); a few filler words may stand between steps.
 */
export interface CrisisRule {
  steps: readonly (readonly string[])[];
  /** The clause must end here or go on with one of these ('ga kuat hidup lagi', not '… hidup susah'). */
  followedBy?: readonly string[];
  /** An ordinary phrase when the next word is one of these ('pengen mati lampu'). */
  notFollowedBy?: readonly string[];
  /** An ordinary phrase when one of these came earlier in the clause ('hp aku mau mati'). */
  notAfter?: readonly string[];
  /** Applies `notAfter` only when the match starts with one of these words. */
  notAfterOnlyFrom?: readonly string[];
}

/** Written-together forms found inside one word: '#bunuhdiri', 'suicidal', 'selfharm'. */
export const compactForms: readonly string[] = [
  'bunuhdiri',
  'bundir',
  'bndir',
  'gantungdiri',
  'akhirihidup',
  'menyakitidiri',
  'melukaidiri',
  'silettangan',
  'selfharm',
  'selfinjur',
  'suicid',
  'suisid',
  'killmyself',
  'endmylife',
  'unaliv',
];

const endOfLife = [
  'lagi',
  'ini',
  'begini',
  'gini',
  'seperti',
  'kayak',
  'kaya',
  'saja',
  'banget',
  'bgt',
  'rasanya',
];
const wrists = ['tangan', 'nadi', 'lengan', 'pergelangan', 'wrist', 'wrists'];

export const crisisRules: readonly CrisisRule[] = [
  // bunuh diri, gantung diri, menyakiti / melukai diri, kill myself, hurt myself
  { steps: [['bunuh', 'gantung', 'menggantung', 'gantungin'], ['diri']] },
  { steps: [['bunuh'], ['my'], ['self']] },
  { steps: [['sakiti'], ['diri']] },
  { steps: [['self'], ['sakiti']] },
  // pengen mati (aja), mau mati, want to die — not 'mati lampu', not 'hp saya mau mati'
  {
    steps: [['ingin', 'mau'], ['mati']],
    notFollowedBy: ordinaryAfterMati,
    notAfter: otherSubjects,
    notAfterOnlyFrom: ['mau'],
  },
  { steps: [['lebih'], ['baik'], ['mati']], notFollowedBy: ordinaryAfterMati },
  { steps: [['mending', 'mendingan', 'better'], ['mati']], notFollowedBy: ordinaryAfterMati },
  { steps: [['better'], ['of'], ['mati']] },
  {
    steps: [['aku'], ['mati'], ['saja']],
    followedBy: [
      'lah',
      'deh',
      'ya',
      'sih',
      'kali',
      'biar',
      'supaya',
      'agar',
      'rasanya',
      'kayaknya',
      'mungkin',
    ],
    notAfter: otherSubjects,
  },
  // akhiri hidup, end my life, end it all
  { steps: [['akhiri'], ['hidup', 'nyawa', 'nyawaku', 'semuanya']] },
  { steps: [['akhiri'], ['it'], ['all']] },
  // ga kuat hidup lagi, tidak ingin hidup lagi, don't want to live anymore
  { steps: [['tidak'], ['kuat', 'ingin', 'mau'], ['hidup']], followedBy: endOfLife },
  { steps: [['tidak'], ['kuat', 'ingin', 'mau'], ['hidup'], ['di'], ['dunia']] },
  { steps: [['capek'], ['hidup']], followedBy: endOfLife },
  { steps: [['tidak'], ['guna'], ['hidup']] },
  { steps: [['hidup'], ['tidak'], ['guna']] },
  // tidur selamanya, tidak mau bangun lagi, menghilang selamanya
  { steps: [['ingin', 'mau'], ['tidur'], ['selamanya']] },
  { steps: [['tidak'], ['ingin', 'mau'], ['bangun'], ['lagi']] },
  { steps: [['ingin', 'mau'], ['menghilang'], ['selamanya']] },
  { steps: [['menghilang'], ['dari'], ['dunia']] },
  // silet tangan, menyayat nadi, potong nadi
  { steps: [['silet'], wrists] },
  { steps: [['potong'], ['nadi']] },
  // minum racun, lompat dari jembatan, sengaja overdosis
  {
    steps: [
      ['minum', 'nenggak', 'menenggak'],
      ['racun', 'baygon', 'pestisida', 'poison'],
    ],
  },
  {
    steps: [
      ['lompat'],
      ['dari', 'off'],
      ['gedung', 'jembatan', 'atap', 'tebing', 'apartemen', 'bridge', 'building'],
    ],
  },
  {
    steps: [
      ['ingin', 'mau', 'sengaja'],
      ['overdosis', 'overdose'],
    ],
  },
];
