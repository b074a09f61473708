import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { CondominiumStreetLink } from '#shared/contracts/places.contract.ts';
import { ResponsiveList, type ListColumn } from '../../components/ui/responsive-list.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import { maskCep } from './condominium-form-model.ts';

/** A row of the list: the condominium and the number of its street-number link (spec 2 §2). */
export interface CondominiumRow {
  condominium: Condominium;
  /** From /api/vinculos-condominio-logradouro; the condominium's own number when it has no link. */
  number: string;
}

/**
 * The number column (spec 2 §2, §7): the link of the condominium's main street, else its first
 * link, else the number stored with the condominium.
 */
export function toRows(
  list: readonly Condominium[],
  links: readonly CondominiumStreetLink[],
): CondominiumRow[] {
  return list.map((condominium) => {
    const own = links.filter((l) => l.condominioVINCULOCONDOMINIOLOGRADOURO === condominium.codigoCONDOMINIO);
    const main =
      own.find((l) => l.logradouroVINCULOCONDOMINIOLOGRADOURO === condominium.logradouroCONDOMINIO) ?? own[0];
    return { condominium, number: main?.numeroVINCULOCONDOMINIOLOGRADOURO ?? condominium.numeroCONDOMINIO };
  });
}

const dash = (value: string | undefined | null) => (value ? value : '—');
const cepOf = (c: Condominium) => {
  const digits = c.cep?.numeroCEP ?? c.logradouro?.cep?.numeroCEP;
  return digits ? maskCep(digits) : undefined;
};

interface Actions {
  /** The list's query string, so the edit page can come back to the same filters. */
  listSearch: string;
  busyId: number | null;
  onDelete: (condominium: Condominium) => void;
}

function RowActions({ condominium, actions }: { condominium: Condominium; actions: Actions }) {
  const name = condominium.nomeCONDOMINIO;
  return (
    <div className="flex flex-wrap items-center gap-1 xl:flex-nowrap">
      <RowActionLink
        to={`/painel/admin/condominios/${condominium.codigoCONDOMINIO}/editar`}
        state={{ from: actions.listSearch }}
        icon={Pencil}
        label="Editar"
        name={name}
      />
      <RowAction
        icon={Trash2}
        label="Excluir"
        name={name}
        tone="danger"
        disabled={actions.busyId === condominium.codigoCONDOMINIO}
        onClick={() => actions.onDelete(condominium)}
      />
    </div>
  );
}

const COLUMNS: ListColumn<CondominiumRow>[] = [
  {
    label: 'Nome',
    isRowHeader: true,
    className: 'px-3 py-2 font-medium text-slate-900',
    cell: ({ condominium: c }) => c.nomeCONDOMINIO,
  },
  {
    label: 'Logradouro',
    className: 'px-3 py-2 text-slate-700',
    cell: ({ condominium: c }) => dash(c.logradouro?.nomeLOGRADOURO),
  },
  { label: 'Número', className: 'px-3 py-2 text-slate-700', cell: ({ number }) => dash(number) },
  {
    label: 'CEP',
    className: 'px-3 py-2 whitespace-nowrap text-slate-700',
    cell: ({ condominium: c }) => dash(cepOf(c)),
  },
  {
    label: 'Bairro',
    className: 'px-3 py-2 text-slate-700',
    cell: ({ condominium: c }) => dash(c.bairro?.nomeBAIRRO),
  },
  {
    label: 'Cidade',
    className: 'px-3 py-2 text-slate-700',
    cell: ({ condominium: c }) => c.cidade.nomeCIDADE,
  },
  { label: 'UF', className: 'px-3 py-2 text-slate-700', cell: ({ condominium: c }) => c.estado.sigla },
];

/** Spec 2 §2: Nome, Logradouro, Número, CEP, Bairro, Cidade, UF and the actions; cards on phones. */
export function CondominiumTable({
  rows,
  actions,
  total,
  empty,
  pager,
}: {
  rows: readonly CondominiumRow[];
  actions: Actions;
  total: number;
  empty: ReactNode;
  pager: { page: number; totalPages: number; hrefFor: (page: number) => string };
}) {
  return (
    <ResponsiveList
      label="Condomínios"
      items={rows}
      itemKey={(row) => row.condominium.codigoCONDOMINIO}
      columns={COLUMNS}
      headingClassName="px-3 py-3"
      rowActions={({ condominium }) => <RowActions condominium={condominium} actions={actions} />}
      actionsCellClassName="px-1 py-1"
      summary={total === 1 ? '1 condomínio' : `${total.toLocaleString('pt-BR')} condomínios`}
      empty={empty}
      pager={pager}
      renderCard={({ condominium: c, number }) => (
        <>
          <h2 className="font-semibold break-words text-slate-900">{c.nomeCONDOMINIO}</h2>
          <p className="mt-1 text-[15px] text-slate-700">
            {[c.logradouro?.nomeLOGRADOURO, number].filter(Boolean).join(', ') || '—'}
          </p>
          <p className="text-sm text-slate-600">
            {[cepOf(c), c.bairro?.nomeBAIRRO, `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      )}
    />
  );
}
