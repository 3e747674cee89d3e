// Bundles the server and the backup tools (and the core package they import) into dist/;
// npm packages stay external.
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await build(serverBuildOptions);
