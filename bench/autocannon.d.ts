// autocannon 9 ships no type declarations; the runner uses this small subset of its API.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (
      req: Record<string, unknown>,
      context: Record<string, unknown>,
    ) => Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as an error (timeout). */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
