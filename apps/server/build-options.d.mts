import type { BuildOptions } from 'esbuild';

export declare const serverBuildOptions: BuildOptions & { outdir: string };
