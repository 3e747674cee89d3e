/** The first admin the e2e server is started with (see global-setup). */
export const adminCredentials = { username: 'e2eadmin', password: 'e2e-admin-rahasia' };

let counter = 0;
export function uniqueUsername(prefix = 'pengguna'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
}
