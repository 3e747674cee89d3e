/**
 * Where to get help now, in Indonesia (selftest-scoring.md): the health ministry's services and
 * the emergency number. Numbers change: this is the one list to edit; every page reads it.
 */
export interface CrisisLine {
  id: 'healing119' | 'sejiwa' | 'emergency';
  name: string;
  description: string;
  /** A tap-to-call `tel:` link or the service's web address. */
  href: string;
}

export const crisisLines: readonly CrisisLine[] = [
  {
    id: 'healing119',
    name: 'healing119.id',
    description:
      'Layanan dukungan psikologis awal dan pencegahan bunuh diri Kementerian Kesehatan. Gratis dan bisa tanpa menyebutkan nama.',
    href: 'https://healing119.id',
  },
  {
    id: 'sejiwa',
    name: '119 ekstensi 8',
    description: 'Layanan telepon kesehatan jiwa (SEJIWA). Tekan 8 setelah tersambung ke 119.',
    href: 'tel:119',
  },
  {
    id: 'emergency',
    name: '112',
    description: 'Nomor darurat nasional bila ada bahaya langsung bagi nyawa Anda atau orang lain.',
    href: 'tel:112',
  },
];
