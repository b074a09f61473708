import { useOutletContext } from 'react-router';
import type { Viewer } from '../../lib/viewer.ts';

/** What the panel layout hands its pages: the logged-in user (checked by its loader). */
export interface PanelContext {
  viewer: Viewer;
}

export function usePanel(): PanelContext {
  return useOutletContext<PanelContext>();
}

/** Panel pages of spec 2 §2 that later issues build; until then they say so. */
export const PANEL_SECTIONS: Record<string, { title: string; description: string }> = {
  planos: {
    title: 'Meus planos',
    description: 'Aqui você vai ver seus planos contratados e os créditos disponíveis.',
  },
  anuncios: {
    title: 'Meus anúncios',
    description: 'Aqui você vai criar, publicar e acompanhar seus anúncios.',
  },
  faturas: { title: 'Faturas', description: 'Aqui você vai encontrar suas faturas e comprovantes.' },
  configuracoes: {
    title: 'Configurações',
    description: 'Aqui você vai completar e atualizar os dados da sua conta.',
  },
  pagamento: { title: 'Pagamento', description: 'Aqui você vai pagar o plano escolhido por PIX ou cartão.' },
};
