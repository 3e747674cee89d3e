/** The site's public contact details, shown in the footer (and usable in server e-mails). */
export const siteContact = {
  phone: '+62 761 000000',
  /** `phone` without spaces, for `tel:` links. */
  phoneDial: '+62761000000',
  email: 'halo@sehatjiwa.id',
  /** Map centre of Pekanbaru, Riau. */
  map: { lat: 0.5071, lon: 101.4478, zoom: 13 },
} as const;
