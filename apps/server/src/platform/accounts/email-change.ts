/** An account's address changed from `previousEmail` to `email` (profile or admin edit). */
export interface EmailChange {
  userId: number;
  previousEmail: string;
  email: string;
}
