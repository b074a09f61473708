import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../lib/viewer.ts';
import { SendMessageButton } from './send-message-button.tsx';

const PATH = '/detalhe/produtos/416/brigadeiros-gourmet';

/** The button as the detail page renders it on the server, for `viewer` (null: logged out). */
function render(viewer: Viewer | null): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer }),
      Component: () => (
        <SendMessageButton
          listingCode={416}
          advertiserCode={37}
          advertiserName="Vanessa"
          title="Brigadeiros gourmet"
          listingPath={PATH}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { viewer } } }} />);
}

const viewer = (codigo: number): Viewer => ({
  codigo,
  role: 'USUARIO',
  tipo: 3,
  nivel: 3,
  ativo: true,
  validacao: 1,
  name: 'Rui',
  email: 'rui@exemplo.com.br',
});

describe('SendMessageButton', () => {
  it('sends a visitor to log in and back to the listing', () => {
    const html = render(null);
    expect(html).toContain(`href="/entrar?redirect=${encodeURIComponent(PATH)}"`);
    expect(html).toContain('Enviar mensagem');
  });

  it('offers the composer to a logged-in resident (loaded on the first click)', () => {
    const html = render(viewer(5));
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Enviar mensagem/);
    expect(html).not.toContain('/entrar');
    expect(html).not.toContain('Sua mensagem');
  });

  it('is not offered on the advertiser’s own listing', () => {
    expect(render(viewer(37))).not.toContain('Enviar mensagem');
  });
});
