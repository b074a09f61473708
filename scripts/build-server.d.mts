// Types of scripts/build-server.mjs for the TypeScript that imports it (bench/restart-drill.ts,
// src/server/cli/start.test.ts and start.int.test.ts).
export declare const SERVER_BUNDLE: string;
/** `outDir`: where to write the bundle (build/server-bundle unless given; tests use their own). */
export declare function buildServer(opts?: { outDir?: string }): Promise<void>;
export declare function isServerBundleFresh(opts?: { outDir?: string }): boolean;
