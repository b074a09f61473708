import { Fragment } from 'react';
import { Link } from 'react-router';
import { CookiePreferencesButton } from '../../components/consent/cookie-consent.tsx';
import { BROWSER_STORAGE, type ConsentCategory } from '../../lib/consent.ts';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { LEGAL_UPDATED_AT, Prose, ProseSection } from '../../features/institutional/prose.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/cookies';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Política de Cookies | NC',
    description: 'Quais cookies e armazenamentos locais a NC usa, para quê, e como mudar suas preferências.',
    path: '/cookies',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

/** The storage entries of a category, from the table the code itself checks (BROWSER_STORAGE, ADR 008). */
function storedIn(category: ConsentCategory) {
  const entries = Object.entries(BROWSER_STORAGE).filter(([, entry]) => entry.category === category);
  return entries.map(([key, entry], i) => (
    <Fragment key={key}>
      {i === 0 ? '' : i === entries.length - 1 ? ' e ' : ', '}
      {entry.purpose} (<code>{key}</code>)
    </Fragment>
  ));
}

/** /cookies (spec 2 "Cookie consent"): four sections and a button to open the preferences. */
export default function Cookies() {
  return (
    <>
      <PageHeader
        title="Política de Cookies"
        lead={
          <>
            Última atualização: {LEGAL_UPDATED_AT}. Cookies são pequenos arquivos que o site guarda no seu
            navegador. Veja quais usamos e escolha os que aceita.
          </>
        }
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Cookies' }]}
      />
      <Prose>
        <ProseSection id="o-que-sao" title="1. O que são cookies">
          <p>
            Cookies e o armazenamento local do navegador guardam informações pequenas entre uma página e
            outra: que você está conectado, seus favoritos, sua escolha sobre cookies. Sem alguns deles o site
            não funciona; outros são opcionais e só usamos com a sua permissão.
          </p>
        </ProseSection>
        <ProseSection id="quais-usamos" title="2. Quais usamos">
          <p>
            O armazenamento local fica só no seu navegador e não é enviado a nós. A lista abaixo é completa: o
            site não guarda nada que não esteja nela.
          </p>
          <ul>
            <li>
              <strong>Necessários (sempre ativos):</strong> o cookie de sessão que mantém você conectado e
              protege os formulários, e no armazenamento local {storedIn('necessarios')}. Os favoritos só são
              guardados quando você toca no coração: é um serviço que você pede, como um carrinho de compras.
            </li>
            <li>
              <strong>Preferências (opcionais):</strong> lembram escolhas que facilitam a próxima visita: no
              armazenamento local, {storedIn('preferencias')}. Só guardamos com a sua permissão; se você
              recusar ou retirar a permissão depois, apagamos o que estava guardado.
            </li>
            <li>
              <strong>Analíticos e marketing (opcionais):</strong> hoje a NC não usa nenhum. Se um dia usar,
              eles só serão ativados para quem aceitar.
            </li>
          </ul>
        </ProseSection>
        <ProseSection id="sua-escolha" title="3. Como mudar sua escolha">
          <p>
            Você escolhe no aviso que aparece na primeira visita e pode mudar de ideia a qualquer momento,
            aqui ou pelo link &quot;Preferências de cookies&quot; no rodapé. Também é possível apagar cookies
            nas configurações do navegador; nesse caso, o aviso aparece de novo.
          </p>
          <CookiePreferencesButton className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
            Abrir preferências de cookies
          </CookiePreferencesButton>
        </ProseSection>
        <ProseSection id="mais" title="4. Mais informações">
          <p>
            O uso dos seus dados pessoais está explicado na{' '}
            <Link to="/privacidade">Política de Privacidade</Link>. Dúvidas:{' '}
            <Link to="/contato">fale com a gente</Link>.
          </p>
        </ProseSection>
      </Prose>
    </>
  );
}
