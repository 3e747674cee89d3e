import { describe, expect, it } from 'vitest';
import { planWorkers } from './plan';

const url = 'postgres://localhost/sehat';

describe('planWorkers', () => {
  it('runs one worker per core with PostgreSQL by default', () => {
    expect(planWorkers({ databaseUrl: url, webConcurrency: undefined, cores: 4 })).toEqual({ workers: 4 });
  });

  it('follows WEB_CONCURRENCY with PostgreSQL, above or below the core count', () => {
    expect(planWorkers({ databaseUrl: url, webConcurrency: 2, cores: 8 })).toEqual({ workers: 2 });
    expect(planWorkers({ databaseUrl: url, webConcurrency: 6, cores: 2 })).toEqual({ workers: 6 });
  });

  it('keeps one process on the embedded database and says why when more were asked for', () => {
    expect(planWorkers({ databaseUrl: undefined, webConcurrency: undefined, cores: 4 })).toEqual({
      workers: 1,
    });
    expect(planWorkers({ databaseUrl: undefined, webConcurrency: 1, cores: 4 })).toEqual({ workers: 1 });
    const plan = planWorkers({ databaseUrl: undefined, webConcurrency: 3, cores: 4 });
    expect(plan.workers).toBe(1);
    expect(plan.ignored).toMatch(/WEB_CONCURRENCY=3 is ignored.*DATABASE_URL/);
  });

  it('runs at least one worker when the core count is unknown', () => {
    expect(planWorkers({ databaseUrl: url, webConcurrency: undefined, cores: 0 })).toEqual({ workers: 1 });
  });
});
