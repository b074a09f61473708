import type { ReactNode } from 'react';

/** A query as the user would type it. */
const Example = ({ children }: { children: ReactNode }) => (
  <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[15px] text-slate-900">{children}</span>
);

const TIPS: { term: string; tip: ReactNode }[] = [
  {
    term: 'Palavras',
    tip: (
      <>
        Digite o que procura, como <Example>bolo de cenoura</Example>. Mostramos os anúncios com todas as
        palavras, sem diferença de maiúsculas, acentos, singular ou plural.
      </>
    ),
  },
  {
    term: 'Frase entre aspas',
    tip: (
      <>
        Para achar as palavras juntas e nessa ordem: <Example>&quot;bolo de pote&quot;</Example>.
      </>
    ),
  },
  {
    term: 'OU',
    tip: (
      <>
        Para aceitar uma palavra ou outra: <Example>eletricista OU encanador</Example>.
      </>
    ),
  },
  {
    term: 'NÃO ou -palavra',
    tip: (
      <>
        Para deixar uma palavra de fora: <Example>bolo NÃO cenoura</Example> ou{' '}
        <Example>bolo -cenoura</Example>.
      </>
    ),
  },
  {
    term: 'Sinônimos',
    tip: (
      <>
        Buscamos também as palavras de mesmo sentido do dia a dia: <Example>faxina</Example> encontra anúncios
        de diarista. Entre aspas, vale só a palavra digitada.
      </>
    ),
  },
  {
    term: 'Você quis dizer',
    tip: (
      <>
        Se uma palavra não aparece em nenhum anúncio, sugerimos a grafia mais próxima que tem resultados. A
        sua busca fica como você digitou: toque na sugestão para usá-la. E quando nenhum anúncio tem todas as
        palavras, mostramos os que têm a maior parte delas, com um aviso.
      </>
    ),
  },
];

/** "Como buscar" on /ajuda (id "busca": the search pages link to /ajuda#busca). */
export function SearchHelp() {
  return (
    <section id="busca" aria-labelledby="como-buscar" className="scroll-mt-24">
      <h2 id="como-buscar" className="text-2xl font-semibold tracking-tight text-slate-900">
        Como buscar
      </h2>
      <dl className="mt-6 space-y-4">
        {TIPS.map(({ term, tip }) => (
          <div key={term}>
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="mt-1 text-slate-700">{tip}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
