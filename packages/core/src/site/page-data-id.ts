/** The id of the JSON block that carries a rendered page's hydration data (ADR 53). */
export const pageDataElementId = 'page-data';
