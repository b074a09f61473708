// Types of scripts/start.mjs for the TypeScript that imports its settings (bench/lib/child-server.ts).
export declare const NODE_FLAGS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
