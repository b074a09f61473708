/**
 * The web side's view of React Router's load context. The server (src/server/plugins/web.ts)
 * passes `{ app: FastifyInstance, cspNonce, apiUnavailable }`; web code never imports server modules, so it
 * declares only the structural subset it uses. FastifyInstance satisfies it.
 */
export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

interface InjectResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

interface LoadContextApp {
  /** Fastify's in-process request: the API without a network hop. */
  inject(request: InjectRequest): Promise<InjectResponse>;
  env: { PUBLIC_URL: string; NODE_ENV: string };
  log: {
    debug(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

declare module 'react-router' {
  interface AppLoadContext {
    app: LoadContextApp;
    cspNonce: string;
    /** Set when an API call of this render answered 503 (the database is out; see api-client). */
    apiUnavailable: boolean;
  }
}
