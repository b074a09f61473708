import { Link } from 'react-router';
import type { FaqItem } from './faq-accordion.tsx';

/** The 8 questions of /como-funciona (spec 1 §2), with the help content of spec 1 §1. */
export const HOW_IT_WORKS_FAQ: FaqItem[] = [
  {
    question: 'Quanto custa usar a NC?',
    answer: (
      <p>
        Para quem procura, nada: buscar, favoritar e falar com o anunciante é sempre gratuito. Para anunciar,
        o cadastro também é gratuito; para publicar, você escolhe um plano anual, semestral ou trimestral na
        página <Link to="/anunciar">Anuncie</Link>.
      </p>
    ),
  },
  {
    question: 'Quem pode anunciar no meu condomínio?',
    answer: (
      <p>
        Moradores do condomínio e empresas com escritório em um prédio comercial podem anunciar no próprio
        endereço. Assim quem vê o anúncio sabe que o anunciante está ali mesmo, pertinho.
      </p>
    ),
  },
  {
    question: 'Posso anunciar em outros condomínios?',
    answer: (
      <p>
        Pode, mas com um passo a mais: envie um e-mail para o nosso suporte contando em quais condomínios quer
        aparecer e o que oferece. Nossa equipe confere e libera. O endereço está na página{' '}
        <Link to="/contato">Contato</Link>.
      </p>
    ),
  },
  {
    question: 'Quem vê o meu anúncio?',
    answer: (
      <p>
        Todas as pessoas que buscam na sua região, e não só os moradores do seu condomínio. O anúncio aparece
        nas buscas por condomínio, bairro, cidade, tipo e categoria.
      </p>
    ),
  },
  {
    question: 'Qual a diferença entre anunciar com CPF e com CNPJ?',
    answer: (
      <p>
        Anúncios de pessoa física (CPF) mostram o nome da pessoa e recebem menos destaques do que os de
        empresa (CNPJ). Nos dois casos o anúncio aparece normalmente nas buscas.
      </p>
    ),
  },
  {
    question: 'Como falo com quem anunciou?',
    answer: (
      <p>
        Na página do anúncio estão os contatos que o anunciante escolheu mostrar: WhatsApp com uma mensagem já
        pronta, telefone, e-mail e redes sociais. A conversa e o negócio acontecem direto entre vocês; a NC
        não cobra comissão.
      </p>
    ),
  },
  {
    question: 'Meu anúncio aparece na hora?',
    answer: (
      <p>
        Depois de publicar, o anúncio passa por uma revisão rápida da nossa equipe para garantir que segue as
        regras da NC. Aprovado, ele entra nas buscas; se algo precisar de ajuste, avisamos por e-mail o
        motivo.
      </p>
    ),
  },
  {
    question: 'Como guardo os anúncios de que gostei?',
    answer: (
      <p>
        Toque no coração do anúncio. Ele fica em <Link to="/favoritos">Favoritos</Link>, neste aparelho, sem
        precisar de cadastro.
      </p>
    ),
  },
];

/** /ajuda: the questions people ask support most. */
export const HELP_FAQ: FaqItem[] = [
  {
    question: 'Não recebi o e-mail de confirmação do cadastro. E agora?',
    answer: (
      <p>
        Confira a caixa de spam e a pasta de promoções. Se não estiver lá, peça um novo e-mail em{' '}
        <Link to="/confirmar">Confirmar cadastro</Link>. O link vale por tempo limitado; use sempre o mais
        recente.
      </p>
    ),
  },
  {
    question: 'Esqueci minha senha.',
    answer: (
      <p>
        Em <Link to="/esqueci-senha">Esqueci minha senha</Link>, informe seu e-mail. Se ele estiver
        cadastrado, enviamos um link para você criar uma senha nova.
      </p>
    ),
  },
  {
    question: 'Como publico meu primeiro anúncio?',
    answer: (
      <p>
        Crie sua conta gratuita, escolha um plano em <Link to="/anunciar">Anuncie</Link> e, no seu painel,
        toque em “Novo anúncio”. Preencha título, descrição, categoria e fotos e publique. Depois da revisão,
        ele entra nas buscas.
      </p>
    ),
  },
  {
    question: 'Como altero ou pauso um anúncio?',
    answer: (
      <p>
        No <Link to="/painel/anuncios">painel, em Meus anúncios</Link>, abra o anúncio para editar ou
        inativar. Alterações passam de novo pela revisão.
      </p>
    ),
  },
  {
    question: 'Não encontrei meu condomínio na busca.',
    answer: (
      <p>
        Tente pelo modo Endereço, com rua, bairro ou CEP. Se mesmo assim ele não aparecer, escreva para nós
        pela página de contato com o nome e o endereço do condomínio que incluímos.
      </p>
    ),
  },
  {
    question: 'Vi um anúncio suspeito ou ofensivo.',
    answer: (
      <p>
        Avise pela página de <Link to="/contato">Contato</Link> informando o endereço do anúncio. Nossa equipe
        analisa e, se ele desrespeitar os <Link to="/termos">Termos de uso</Link>, sai do ar.
      </p>
    ),
  },
  {
    question: 'Como apago minha conta e meus dados?',
    answer: (
      <p>
        Peça pelo e-mail do encarregado de dados indicado na{' '}
        <Link to="/privacidade">Política de Privacidade</Link>. Confirmamos que a conta é sua e apagamos ou
        anonimizamos os dados, exceto o que a lei manda guardar.
      </p>
    ),
  },
];
