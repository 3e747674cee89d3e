/**
 * The spec's timings (§4, §5, §9) that more than one screen uses, each written once here.
 * Chat's own timings live in chat/limits.ts.
 */
export const timings = {
  /** Spec §5: after a successful password change, back to where the user came from. */
  redirectAfterSuccessMs: 1_500,
  /** Spec §4: the page reloads this long after logout, so nothing of the old session survives. */
  logoutReloadMs: 100,
  /** Spec §9: an open test and the forum look for new questions this often. */
  newQuestionPollMs: 30_000,
  /** Spec §9: how long the "new question" notice stays. */
  newQuestionNoticeMs: 5_000,
  /** Spec §9: success messages clear after this long. */
  successMessageMs: 3_000,
  /** Spec §4: admin lists refresh at once after a save, and again after these delays. */
  adminRefreshDelaysMs: [200, 500],
} as const;
