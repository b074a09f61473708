import { REPORT_REASONS, type ReportReason } from '#shared/contracts/reports.constants.ts';

/** The deactivation reason the queue proposes for each most common report reason (e-mailed). */
const SUGGESTED_REASONS: Record<ReportReason, string> = {
  fraude: 'O anúncio foi denunciado como fraude ou golpe.',
  conteudo_proibido: 'O anúncio tem conteúdo proibido pelas regras do NC Classificados.',
  dados_falsos: 'O anúncio tem dados falsos.',
  duplicado: 'O anúncio está duplicado.',
  outro: 'O anúncio não segue as regras do NC Classificados.',
};

/** The reason most reports gave (ties: the first in REPORT_REASONS, the gravest). */
export function mostCommonReason(counts: Partial<Record<ReportReason, number>>): ReportReason {
  let best: ReportReason = REPORT_REASONS[0];
  for (const reason of REPORT_REASONS) if ((counts[reason] ?? 0) > (counts[best] ?? 0)) best = reason;
  return best;
}

/** The text the "Inativar anúncio" dialog starts with. */
export function suggestedReason(counts: Partial<Record<ReportReason, number>>): string {
  return SUGGESTED_REASONS[mostCommonReason(counts)];
}
