/** The "Hemat data" switch in the footer and what stays unloaded while it is on (ADR 206). */
export const dataSaverLabels = {
  toggle: 'Hemat data',
  hint: 'Foto profil, gambar di chat, dan peta tidak dimuat.',
  mapSkipped: 'Peta tidak dimuat saat hemat data aktif.',
  imageSkipped: 'Gambar tidak dimuat saat hemat data aktif.',
  showImage: 'Lihat gambar',
} as const;
