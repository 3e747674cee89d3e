import { programErrors } from '@sehat/core/programs/messages';
import { programOf } from '@sehat/core/programs/registry';
import type { Program } from '@sehat/core/programs/program';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AccountRow } from '../../platform/accounts/user-presenter';

/** The programme a `:code` names; an unknown one is a 404. */
export function programNamed(code: string): Program {
  const program = programOf(code);
  if (!program) throw notFound(programErrors.notFound);
  return program;
}

/**
 * Only user accounts keep progress: a worsening reaches the counsellor team through the
 * person's own conversation, which staff accounts do not have (as check-ins, ADR 170).
 */
export function assertMayEnrol(viewer: AccountRow): void {
  if (viewer.role !== 'user') throw forbidden(programErrors.usersOnly);
}
