import type { Db } from '../client.ts';
import { contactMessages, listingReports } from '../schema/index.ts';
import { DEMO_BASE_DATE, type DemoPlan } from './demo-plan.ts';

const HOUR_MS = 3_600_000;
const at = (hoursBeforeBase: number) => new Date(DEMO_BASE_DATE.getTime() - hoursBeforeBase * HOUR_MS);

/**
 * What the demo admin finds to do besides the pending ads: reports of two published
 * listings (one reported three times) and two messages sent through /contato, so the reports
 * queue, the contact inbox and the dashboard's counters are not empty on a first visit. Dates are
 * relative to DEMO_BASE_DATE, never to the clock.
 */
export async function insertDemoAdminInbox(db: Db, plan: DemoPlan, listingCodes: number[]): Promise<void> {
  const published = plan.listings.flatMap((l, i) => (l.status === 'publicado' ? [listingCodes[i]!] : []));
  const [mostReported, reported] = [published[3], published[17]];
  if (mostReported === undefined || reported === undefined) return;
  await db.insert(listingReports).values([
    {
      listingCode: mostReported,
      reason: 'fraude',
      details: 'Pediu pagamento adiantado por PIX antes de mostrar o produto.',
      createdAt: at(30),
    },
    {
      listingCode: mostReported,
      reason: 'fraude',
      details: 'O mesmo número me pediu um sinal para reservar.',
      createdAt: at(20),
    },
    { listingCode: mostReported, reason: 'dados_falsos', details: '', createdAt: at(6) },
    {
      listingCode: reported,
      reason: 'duplicado',
      details: 'Este anúncio aparece duas vezes no meu condomínio.',
      createdAt: at(3),
    },
  ]);
  await db.insert(contactMessages).values([
    {
      name: 'Marina Duarte',
      email: 'marina.duarte@example.com',
      subject: 'Como anunciar para mais de um condomínio?',
      message:
        'Olá! Tenho um serviço de jardinagem e atendo três condomínios vizinhos. Preciso de um plano para cada um ou um anúncio pode aparecer nos três?',
      createdAt: at(26),
    },
    {
      name: 'Roberto Lima',
      email: 'roberto.lima@example.com',
      subject: 'Nota fiscal do plano anual',
      message: 'Bom dia. Consigo a nota fiscal do plano anual no CNPJ da minha empresa? Obrigado.',
      createdAt: at(4),
    },
  ]);
}
