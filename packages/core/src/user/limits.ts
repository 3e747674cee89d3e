/** Field limits for accounts, shared by the web forms and the server schemas. */
export const userLimits = {
  usernameMin: 3,
  usernameMax: 30,
  fullNameMax: 100,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  addressMax: 255,
} as const;

export const usernamePattern = /^[A-Za-z0-9_.]+$/;

/** From least to most rights; what each staff role may use is in `./access`. */
export const roles = ['user', 'counsellor', 'supervisor', 'admin'] as const;
export type Role = (typeof roles)[number];
