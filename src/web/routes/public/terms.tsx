import { Link } from 'react-router';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { LEGAL_UPDATED_AT, Prose, ProseSection, SUPPORT_EMAIL } from '../../features/institutional/prose.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Termos de uso | NC',
    description:
      'As regras para usar a NC: quem pode anunciar, o que pode ser anunciado, planos, moderação e responsabilidades.',
    path: '/termos',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

/** /termos (spec 1 §2), linking to /privacidade. */
export default function Terms() {
  return (
    <>
      <PageHeader
        title="Termos de uso"
        lead={
          <>
            Última atualização: {LEGAL_UPDATED_AT}. Ao usar a NC, você concorda com estas regras. Escrevemos
            em linguagem simples; se algo não ficar claro, fale com a gente.
          </>
        }
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Termos de uso' }]}
      />
      <Prose>
        <ProseSection id="o-que-e" title="1. O que é a NC">
          <p>
            A NC é um site de classificados que aproxima moradores de condomínios residenciais e negócios da
            mesma região. Mostramos anúncios de oportunidades, produtos, serviços e comodidades. A NC não
            vende, não intermedeia pagamentos entre vizinhos e não cobra comissão: o contato e o negócio
            acontecem direto entre quem anuncia e quem se interessa.
          </p>
        </ProseSection>
        <ProseSection id="conta" title="2. Sua conta">
          <ul>
            <li>Buscar e ver anúncios não exige cadastro. Para anunciar, você precisa de uma conta.</li>
            <li>O cadastro é gratuito e pode ser feito como pessoa física (CPF) ou empresa (CNPJ).</li>
            <li>Os dados informados devem ser verdadeiros e seus. A senha é pessoal: não a compartilhe.</li>
            <li>
              Você é responsável pelo que é feito com a sua conta. Se suspeitar de uso indevido, troque a
              senha e avise a gente.
            </li>
          </ul>
        </ProseSection>
        <ProseSection id="quem-anuncia" title="3. Quem pode anunciar e onde">
          <ul>
            <li>
              Moradores podem anunciar no condomínio em que moram; empresas, no prédio comercial em que têm
              escritório.
            </li>
            <li>
              Para aparecer em outros condomínios, é preciso pedir ao suporte por e-mail ({SUPPORT_EMAIL}).
            </li>
            <li>
              Anúncios aparecem para todas as pessoas que buscam na região, não só para os moradores do
              condomínio.
            </li>
            <li>
              Anúncios de pessoa física mostram o nome do anunciante e recebem menos destaques que os de
              empresa.
            </li>
          </ul>
        </ProseSection>
        <ProseSection id="planos" title="4. Planos e pagamento">
          <p>
            Para publicar, você contrata um plano anual, semestral ou trimestral. Cada anúncio publicado usa
            uma vaga do plano durante o período contratado; ao fim do período o anúncio é desativado, e
            avisamos antes por e-mail. Preços e condições de cada plano aparecem na página{' '}
            <Link to="/anunciar">Anuncie</Link> antes da contratação.
          </p>
        </ProseSection>
        <ProseSection id="regras" title="5. O que não pode ser anunciado">
          <ul>
            <li>
              Produtos ou serviços ilegais, falsificados, roubados ou que exijam autorização que você não tem.
            </li>
            <li>
              Conteúdo ofensivo, discriminatório, enganoso ou que exponha outras pessoas sem autorização.
            </li>
            <li>Fotos de terceiros ou de outros sites sem direito de uso.</li>
            <li>
              Anúncios repetidos, sem relação com a categoria escolhida ou que só redirecionem para outro
              site.
            </li>
          </ul>
          <p>
            Todo anúncio passa por moderação antes de ser publicado. Podemos recusar, pedir ajustes ou retirar
            do ar o que desrespeitar estas regras, informando o motivo por e-mail.
          </p>
        </ProseSection>
        <ProseSection id="responsabilidades" title="6. Responsabilidades">
          <p>
            Quem anuncia responde pelas informações do anúncio e pelo que oferece. Quem compra ou contrata
            deve conferir o que está combinando, como faria com qualquer vizinho. A NC se esforça para manter
            o site no ar e os anúncios corretos, mas não garante o resultado dos negócios feitos entre
            usuários.
          </p>
        </ProseSection>
        <ProseSection id="dados" title="7. Seus dados">
          <p>
            O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados (LGPD) e está descrito na{' '}
            <Link to="/privacidade">Política de Privacidade</Link>. O uso de cookies está na{' '}
            <Link to="/cookies">Política de Cookies</Link>.
          </p>
        </ProseSection>
        <ProseSection id="mudancas" title="8. Mudanças e contato">
          <p>
            Podemos atualizar estes termos. Mudanças importantes são avisadas por e-mail ou no site antes de
            valer. Dúvidas: <Link to="/contato">página de contato</Link> ou {SUPPORT_EMAIL}. Fica eleito o
            foro do domicílio do consumidor para resolver qualquer questão.
          </p>
        </ProseSection>
      </Prose>
    </>
  );
}
