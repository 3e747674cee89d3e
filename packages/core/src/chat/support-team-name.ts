/**
 * The counsellor team's default name. A module of its own: every page's site defaults name it,
 * and Rollup places whole modules, so importing it from the chat's texts would put all of them
 * in the landing page's entry chunk (ADR 85).
 */
export const supportTeamName = 'Tim Konselor Sehat Jiwa';
