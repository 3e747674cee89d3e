/**
 * The code of the pages that work offline (core's `offlinePages`, ADR 220), by source module:
 * their screens and the loaders beside them. The service worker precaches these and what they
 * load, and no other page's screen (ADR 235), so a page added to `offlinePages` is added here.
 */
export const offlineScreenModules: readonly string[] = [
  'src/features/landing/routes/landing.tsx',
  'src/features/selftest/routes/tes-diri.tsx',
  'src/features/selftest/routes/result.tsx',
  'src/features/selftest/routes/result-loader.ts',
  'src/features/screenings/routes/screening.tsx',
  'src/features/screenings/routes/screening-result.tsx',
  'src/features/screenings/routes/result-loader.ts',
  'src/features/help/routes/help-now.tsx',
  'src/features/safety-plan/routes/safety-plan.tsx',
  'src/features/programs/routes/programs.tsx',
  'src/features/programs/routes/program.tsx',
  'src/features/programs/routes/program-session.tsx',
];
