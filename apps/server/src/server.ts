import cluster from 'node:cluster';
import os from 'node:os';
import { loadConfig } from './config';
import { webDistDir } from './paths';
import { runServer } from './run-server';
import { planWorkers } from './workers/plan';
import { runPrimary } from './workers/primary';

const config = loadConfig(process.env, webDistDir);
// Libraries choose their build by process.env.NODE_ENV when first loaded (React's server
// renderer is several times slower in its development build): the config's default
// (production) must reach them too, not only the app.
process.env.NODE_ENV = config.env;
const plan = planWorkers({
  databaseUrl: config.databaseUrl,
  webConcurrency: config.webConcurrency,
  cores: os.availableParallelism(),
});

if (cluster.isPrimary && plan.workers > 1) await runPrimary(config, plan.workers);
else await runServer(config, { prepared: cluster.isWorker, note: plan.ignored });
