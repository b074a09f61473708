import type { FastifyInstance } from 'fastify';

// Placeholder replaced by the React Router SSR adapter (issue 2 §5).
export interface WebOptions {
  mode: 'production' | 'development';
}
export async function registerWeb(_app: FastifyInstance, _opts: WebOptions): Promise<void> {}
