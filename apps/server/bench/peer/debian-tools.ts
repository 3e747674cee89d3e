import { existsSync, readdirSync } from 'node:fs';

/** The Debian packages the peer needs, as one install line. */
export const debianPackages = 'nginx-light php-fpm php-mysql php-cli mariadb-server mariadb-client';

export interface DebianTools {
  nginx: string;
  phpFpm: string;
  php: string;
  mariadbd: string;
  installDb: string;
  client: string;
}

const newestPhpFpm = () =>
  readdirSync('/usr/sbin')
    .filter((name) => /^php-fpm\d+\.\d+$/.test(name))
    .sort()
    .map((name) => `/usr/sbin/${name}`)
    .pop();

const hasMysqli = () =>
  existsSync('/etc/php') &&
  readdirSync('/etc/php').some((version) => existsSync(`/etc/php/${version}/fpm/conf.d/20-mysqli.ini`));

/**
 * Finds Debian's nginx, php-fpm (with mysqli), php-cli and MariaDB; when something is missing,
 * returns the list of what is missing and the one apt-get line that installs it all.
 */
export function findDebianTools(): { tools: DebianTools } | { missing: string[] } {
  const wanted = {
    nginx: '/usr/sbin/nginx',
    phpFpm: newestPhpFpm() ?? '/usr/sbin/php-fpm8.x',
    php: '/usr/bin/php',
    mariadbd: '/usr/sbin/mariadbd',
    installDb: '/usr/bin/mariadb-install-db',
    client: '/usr/bin/mariadb',
  } satisfies DebianTools;
  const missing = Object.values(wanted).filter((file) => !existsSync(file));
  if (!hasMysqli()) missing.push('the mysqli extension of php-fpm (php-mysql)');
  return missing.length ? { missing } : { tools: wanted };
}
