import { Link } from 'react-router';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { DPO_EMAIL, PRIVACY_UPDATED_AT, Prose, ProseSection } from '../../features/institutional/prose.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Política de Privacidade | NC',
    description:
      'Como a NC trata seus dados pessoais segundo a LGPD: controlador, finalidades, bases legais, seus direitos, retenção e contato do encarregado.',
    path: '/privacidade',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

/** /privacidade (spec 1 §2): the LGPD notice (Lei 13.709/2018). */
export default function Privacy() {
  return (
    <>
      <PageHeader
        title="Política de Privacidade"
        lead={
          <>
            Última atualização: {PRIVACY_UPDATED_AT}. Aqui explicamos quais dados pessoais a NC usa, para quê,
            com base em quê, por quanto tempo e como você exerce seus direitos pela Lei Geral de Proteção de
            Dados (Lei nº 13.709/2018, LGPD).
          </>
        }
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Privacidade' }]}
      />
      <Prose>
        <ProseSection id="controlador" title="1. Quem é o controlador">
          <p>
            O controlador dos dados é a <strong>NC Classificados</strong>, responsável pelo site e pelas
            decisões sobre o tratamento dos seus dados. Para qualquer assunto de privacidade, fale com o nosso
            encarregado (DPO) pelo e-mail <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>.
          </p>
        </ProseSection>
        <ProseSection id="dados" title="2. Quais dados usamos">
          <ul>
            <li>
              <strong>Cadastro:</strong> nome ou razão social, CPF ou CNPJ, e-mail, telefone e senha (guardada
              de forma cifrada, nunca em texto).
            </li>
            <li>
              <strong>Anúncios:</strong> textos, fotos, preço e horários, com o seu nome, e-mail, site e redes
              sociais para quem quiser falar com você. Telefone (WhatsApp), endereço e mapa só aparecem se
              você marcar &quot;Mostrar nos anúncios&quot;. Removemos a localização GPS das fotos ao
              recebê-las.
            </li>
            <li>
              <strong>Pagamentos:</strong> dados de cobrança e a situação das faturas. Dados de cartão são
              tratados pelo provedor de pagamento, não pela NC.
            </li>
            <li>
              <strong>Uso do site:</strong> endereço IP, data e hora de acesso e registros técnicos de
              segurança.
            </li>
            <li id="estatisticas">
              <strong>Estatísticas dos anúncios:</strong> contamos visualizações e cliques (WhatsApp, mapa,
              site, redes e favoritos) para mostrar ao anunciante quantas pessoas se interessaram, sem cookie
              e sem guardar seu IP: para contar você uma vez por dia, usamos um código gerado a partir do IP e
              do navegador misturados a um valor aleatório do dia. Esse valor fica separado dos códigos e é
              apagado no dia seguinte, junto com eles; depois disso, ninguém consegue ligar um código a uma
              pessoa. O anunciante vê só totais por dia, nunca quem visitou.
            </li>
            <li>
              <strong>Comunicação:</strong> mensagens enviadas pela página de contato e o e-mail da
              newsletter, se você se inscrever.
            </li>
          </ul>
        </ProseSection>
        <ProseSection id="finalidades" title="3. Para que usamos e com qual base legal">
          <ul>
            <li>
              <strong>Criar e manter sua conta e publicar seus anúncios</strong>: execução de contrato (art.
              7º, V).
            </li>
            <li>
              <strong>Cobrar planos e emitir comprovantes</strong>: execução de contrato e cumprimento de
              obrigação legal (art. 7º, II e V).
            </li>
            <li>
              <strong>Guardar registros de acesso por 6 meses</strong>: obrigação legal do Marco Civil da
              Internet (art. 7º, II; Lei 12.965/2014, art. 15).
            </li>
            <li>
              <strong>Moderar anúncios, prevenir fraudes e proteger a conta</strong>: legítimo interesse (art.
              7º, IX) e prevenção à fraude (art. 11, II, g).
            </li>
            <li>
              <strong>Enviar a newsletter e usar cookies opcionais</strong>: consentimento (art. 7º, I), que
              você pode retirar quando quiser.
            </li>
            <li>
              <strong>Responder seus pedidos de contato</strong>: legítimo interesse e execução de contrato.
            </li>
            <li>
              <strong>Contar visitas e contatos dos anúncios para o anunciante</strong>: legítimo interesse
              (art. 7º, IX), sem identificar quem visitou.
            </li>
          </ul>
        </ProseSection>
        <ProseSection id="compartilhamento" title="4. Com quem compartilhamos">
          <p>
            Não vendemos dados pessoais. Compartilhamos apenas com fornecedores que nos ajudam a operar o site
            (hospedagem, envio de e-mails, pagamentos), sob contrato e só para essas finalidades, e com
            autoridades quando a lei exigir. Os dados que você coloca no anúncio ficam públicos para quem
            visita o site.
          </p>
        </ProseSection>
        <ProseSection id="direitos" title="5. Seus direitos">
          <p>Pela LGPD (art. 18), você pode, a qualquer momento e sem custo:</p>
          <ul>
            <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
            <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
            <li>
              pedir anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em
              desconformidade;
            </li>
            <li>pedir a portabilidade dos seus dados a outro fornecedor;</li>
            <li>saber com quem compartilhamos seus dados;</li>
            <li>retirar o consentimento e pedir a eliminação dos dados tratados com base nele;</li>
            <li>revisar decisões tomadas só por meios automatizados.</li>
          </ul>
          <p>
            Faça seu pedido pelo e-mail <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>. Respondemos em até 15
            dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
          <p>
            Dois desses direitos você exerce sozinho, no painel, em Configurações: <strong>Meus dados</strong>{' '}
            prepara uma cópia de tudo o que guardamos sobre você (perfil, anúncios com fotos, favoritos,
            buscas salvas, conversas, tickets e faturas), num arquivo ZIP que fica disponível por 7 dias e só
            pode ser baixado com você conectado (um pedido por dia); <strong>Excluir minha conta</strong>{' '}
            apaga a conta na hora, depois de pedir sua senha.
          </p>
        </ProseSection>
        <ProseSection id="retencao" title="6. Por quanto tempo guardamos">
          <ul>
            <li>
              Dados da conta e anúncios: enquanto a conta existir. Quando você a exclui, eles são apagados na
              hora (veja abaixo o que fica).
            </li>
            <li>Arquivo de &quot;Meus dados&quot;: 7 dias depois de pronto; então é apagado.</li>
            <li>Registros de acesso: 6 meses, como manda o Marco Civil da Internet.</li>
            <li>Dados fiscais e de pagamento: 5 anos, pelo prazo da legislação tributária.</li>
            <li>Newsletter: até você cancelar a inscrição.</li>
            <li>
              Estatísticas dos anúncios: os totais por dia, por 400 dias; o código de contagem de cada
              visitante e o valor aleatório do dia, só até o fim do dia.
            </li>
          </ul>
          <p>Passados esses prazos, apagamos ou anonimizamos os dados.</p>
          <h3 id="exclusao-conta" className="mt-6 text-xl font-semibold text-slate-900">
            Quando você exclui sua conta
          </h3>
          <p>
            Apagamos na hora seus anúncios e as fotos deles, as imagens que você enviou, seus favoritos, suas
            buscas salvas, a inscrição na newsletter e os arquivos de &quot;Meus dados&quot;, e encerramos
            todas as suas sessões. Seu nome, e-mail, documento, telefone, endereço, redes sociais e senha saem
            da conta, que fica anônima. Ficam só:
          </p>
          <ul>
            <li>
              <strong>Faturas</strong>, com o nome e o documento de pagador que estavam nelas: por 5 anos a
              partir da emissão, porque a legislação tributária exige guardar os documentos fiscais por esse
              prazo.
            </li>
            <li>
              <strong>Conversas</strong>: as mensagens que você trocou continuam com a outra pessoa, que
              também faz parte delas, mostrando &quot;Usuário removido&quot; no lugar do seu nome; ficam
              enquanto a conta dela existir.
            </li>
            <li>
              <strong>Tickets de suporte</strong>: o registro do atendimento e as respostas da equipe, sem o
              assunto e sem o que você escreveu, para o histórico do suporte.
            </li>
            <li>
              <strong>Registro de auditoria</strong>: que a conta foi excluída, quando e por quem (você ou um
              administrador), sem seus dados pessoais, como prova de que o pedido foi cumprido (LGPD, art.
              37).
            </li>
            <li>
              <strong>Registros de acesso</strong>: 6 meses, como manda o Marco Civil da Internet; e as cópias
              de segurança cifradas, por algumas semanas, até serem substituídas pelas mais novas.
            </li>
          </ul>
          <p>
            Seu e-mail e seu documento ficam livres: você pode criar uma nova conta com eles quando quiser.
          </p>
        </ProseSection>
        <ProseSection id="seguranca" title="7. Segurança">
          <p>
            Usamos conexão cifrada (HTTPS), senhas guardadas com algoritmo de hash forte, sessões que expiram
            e acesso restrito aos dados pela equipe. Se houver um incidente que possa causar risco a você,
            avisaremos você e a ANPD.
          </p>
        </ProseSection>
        <ProseSection id="cookies" title="8. Cookies">
          <p>
            Usamos cookies necessários para o site funcionar e, só com a sua permissão, cookies opcionais.
            Veja os detalhes e mude sua escolha na <Link to="/cookies">Política de Cookies</Link>.
          </p>
        </ProseSection>
        <ProseSection id="contato-dpo" title="9. Encarregado e contato">
          <p>
            Encarregado pelo tratamento de dados pessoais (DPO):{' '}
            <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>. Outros assuntos:{' '}
            <Link to="/contato">página de contato</Link>. Veja também os{' '}
            <Link to="/termos">Termos de uso</Link>.
          </p>
        </ProseSection>
      </Prose>
    </>
  );
}
