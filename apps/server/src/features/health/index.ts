/** Its routes, mounted under /api by the one list of features (api/features.ts); no decorators. */
export { default as routes } from './routes/index';
