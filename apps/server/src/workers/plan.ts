/** How many server processes to run, and what the log should say about the choice (ADR 72). */
export interface WorkerPlan {
  workers: number;
  /** Set when WEB_CONCURRENCY asked for more than the embedded database allows. */
  ignored?: string;
}

/**
 * With PostgreSQL: `WEB_CONCURRENCY` workers, by default one per core. The embedded database
 * lives inside one process and takes one writer (ADR 36), so it always runs one.
 */
export function planWorkers(options: {
  databaseUrl: string | undefined;
  webConcurrency: number | undefined;
  cores: number;
}): WorkerPlan {
  const { databaseUrl, webConcurrency, cores } = options;
  if (databaseUrl) return { workers: webConcurrency ?? Math.max(1, cores) };
  if (webConcurrency !== undefined && webConcurrency > 1) {
    return {
      workers: 1,
      ignored:
        `WEB_CONCURRENCY=${webConcurrency} is ignored: the embedded database runs in one process ` +
        '(set DATABASE_URL to use every core)',
    };
  }
  return { workers: 1 };
}
