import type { SafetyPlan, SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { safetyPlans } from '../../db/schema/index';
import { presentPlan } from './presenter';

/** A person's own safety plan: every method takes the session's user, never an id from a client. */
export interface SafetyPlanRepository {
  find(userId: number): Promise<SafetyPlan | null>;
  /** Replaces the plan (or writes the first one). */
  save(userId: number, plan: SafetyPlanContent): Promise<SafetyPlan>;
  remove(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    safetyPlans: SafetyPlanRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: SafetyPlanRepository = {
      async find(userId) {
        const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
        return row ? presentPlan(row) : null;
      },
      async save(userId, plan) {
        const [row] = await db
          .insert(safetyPlans)
          .values({ userId, plan })
          .onConflictDoUpdate({ target: safetyPlans.userId, set: { plan, updatedAt: sql`now()` } })
          .returning();
        return presentPlan(row!);
      },
      async remove(userId) {
        await db.delete(safetyPlans).where(eq(safetyPlans.userId, userId));
      },
    };
    app.decorate('safetyPlans', repository);
  },
  { name: 'safety-plan-repository', dependencies: ['db'] },
);
