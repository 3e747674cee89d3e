/**
 * The landing page (spec §2 Home).
 * Indonesian text spelled as the product spec spells it (shared texts: ../messages.ts, ADR 56).
 */
export const landingLabels = {
  heroTitle: 'Kesehatan mental Anda berharga',
  heroText:
    'Kenali kondisi Anda dengan tes diri SRQ-29 yang digunakan Kementerian Kesehatan, pelajari gejalanya, dan temukan dukungan dari komunitas dan konselor kami.',
  register: 'DAFTAR',
  login: 'MASUK',
  start: 'MULAI',
  startHint: 'Tes diri gratis, sekitar 5 menit, tanpa perlu mendaftar.',
  cardsTitle: 'Kenali gejalanya',
  cards: {
    neurosis: {
      title: 'Neurosis',
      text: 'Cemas, sedih berkepanjangan, sulit tidur, atau keluhan fisik tanpa sebab yang jelas.',
    },
    psikotik: {
      title: 'Psikotik',
      text: 'Mendengar atau melihat hal yang tidak dialami orang lain, atau keyakinan yang tidak biasa.',
    },
    ptsd: {
      title: 'PTSD',
      text: 'Kenangan menakutkan yang terus muncul setelah mengalami atau menyaksikan peristiwa traumatis.',
    },
  },
  disclaimer: 'Tes diri adalah skrining, bukan diagnosis.',
  learnMore: 'Pelajari selengkapnya',
  heroBadge: 'Skrining kesehatan mental mandiri',
  lastResult: 'Hasil tes terakhir Anda',
  viewLastResult: 'Lihat hasil',
} as const;
