import type { Db } from '../client.ts';

/** Reference data every database needs: states, municipalities, taxonomy, plans. (stub; the seed module fills it) */
export async function seedReferenceData(_db: Db): Promise<void> {}
