import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DebianTools } from './debian-tools';
import { peerDatabase, peerSchema } from './peer-schema';
import { freePort, runToEnd, startProcess, waitUntil } from './processes';

/** php-fpm children, as the issue's measurement of the peer had them. */
export const PHP_WORKERS = 5;

export interface PeerStack {
  /** Where its backend/api/*.php answer, e.g. http://127.0.0.1:PORT/backend/api */
  api: string;
  /** Runs SQL in its database as root. */
  sql(statements: string): Promise<string>;
  /** Has InnoDB write every page it holds changed, as a checkpoint does, and waits for it. */
  flushChangedPages(): Promise<void>;
}

const fail = (what: string) => (text: string) => {
  if (/\[ERROR\]|ERROR:|emerg/.test(text)) process.stderr.write(`${what}: ${text}`);
};

/**
 * The peer as Debian runs it: MariaDB in a throwaway datadir (socket only), php-fpm with a
 * static pool of PHP_WORKERS children whose mysqli default socket is that MariaDB (so its
 * config/db.php's "localhost" reaches it), and nginx (one worker per core) in front, on a free
 * loopback port, serving `peerDir`. Every process runs as root in `workDir`, logs off.
 */
export async function startPeer(tools: DebianTools, peerDir: string, workDir: string): Promise<PeerStack> {
  const dataDir = path.join(workDir, 'mariadb');
  const socket = path.join(workDir, 'mysqld.sock');
  await runToEnd(tools.installDb, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--user=root',
    '--auth-root-authentication-method=socket',
    '--skip-test-db',
  ]);
  startProcess(
    'mariadbd',
    tools.mariadbd,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(workDir, 'mariadbd.pid')}`,
      '--skip-networking',
      '--user=root',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_general_ci',
    ],
    { onOutput: fail('mariadbd') },
  );
  const sql = (statements: string, database = peerDatabase.name) =>
    runToEnd(tools.client, ['--no-defaults', `--socket=${socket}`, '-uroot', '-N', database], statements);
  await waitUntil('MariaDB', async () => existsSync(socket) && (await sql('SELECT 1', 'mysql')) !== '');
  await sql(
    `CREATE DATABASE ${peerDatabase.name} CHARACTER SET utf8mb4;
     CREATE USER '${peerDatabase.user}'@'localhost' IDENTIFIED BY '${peerDatabase.password}';
     GRANT ALL ON ${peerDatabase.name}.* TO '${peerDatabase.user}'@'localhost';`,
    'mysql',
  );
  await sql(peerSchema);

  const fpmSocket = path.join(workDir, 'php-fpm.sock');
  await writeFile(
    path.join(workDir, 'php-fpm.conf'),
    `[global]
pid = ${path.join(workDir, 'php-fpm.pid')}
error_log = ${path.join(workDir, 'php-fpm.log')}
daemonize = no
[peer]
user = root
group = root
listen = ${fpmSocket}
pm = static
pm.max_children = ${PHP_WORKERS}
php_admin_value[mysqli.default_socket] = ${socket}
php_admin_value[error_log] = ${path.join(workDir, 'php-errors.log')}
`,
  );
  startProcess(
    tools.phpFpm,
    tools.phpFpm,
    ['--nodaemonize', '-R', '--fpm-config', path.join(workDir, 'php-fpm.conf')],
    {
      onOutput: fail('php-fpm'),
    },
  );
  await waitUntil('php-fpm', async () => existsSync(fpmSocket));

  const port = await freePort();
  const temp = path.join(workDir, 'nginx');
  await mkdir(temp);
  await writeFile(
    path.join(workDir, 'nginx.conf'),
    `daemon off;
user root root;
worker_processes auto;
pid ${path.join(workDir, 'nginx.pid')};
error_log ${path.join(workDir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  fastcgi_temp_path ${temp}/fastcgi;
  proxy_temp_path ${temp}/proxy;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${peerDir};
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${fpmSocket};
    }
  }
}
`,
  );
  startProcess('nginx', tools.nginx, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], {
    onOutput: fail('nginx'),
  });
  const api = `http://127.0.0.1:${port}/backend/api`;
  await waitUntil('nginx', async () => (await fetch(`${api}/tesdiri_questions.php`)).ok);
  const flushChangedPages = async () => {
    const before = await sql('SELECT @@GLOBAL.innodb_max_dirty_pages_pct', 'mysql');
    await sql('SET GLOBAL innodb_max_dirty_pages_pct = 0', 'mysql');
    try {
      await waitUntil(
        'InnoDB to write its changed pages',
        async () =>
          (await sql("SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_dirty'", 'mysql'))
            .trim()
            .endsWith('\t0'),
        60,
      );
    } finally {
      await sql(`SET GLOBAL innodb_max_dirty_pages_pct = ${Number(before)}`, 'mysql');
    }
  };
  return { api, sql, flushChangedPages };
}
