import type { Role, SessionUser } from '#shared/contracts/users.contract.ts';
import { useRouteLoaderData } from 'react-router';

/**
 * What every page knows about the logged-in user (the header's menu): the spec's session user
 * without `billing`, so the document number and address never reach the HTML of public pages.
 */
export type Viewer = Omit<SessionUser, 'billing'>;

export function toViewer({ billing: _billing, ...viewer }: SessionUser): Viewer {
  return viewer;
}

/** The logged-in user from the root loader, or null (also on error pages without root data). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData('root') as { viewer?: Viewer | null } | undefined;
  return data?.viewer ?? null;
}

/** The panel header's role labels (spec 2 §2). */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'ADMIN':
      return 'Admin';
    case 'ANUNCIANTE':
      return 'Anunciante';
    case 'USUARIO':
      return 'Usuário';
  }
}

/** tipo 2 is PJ, 3 is PF (spec 2 §6). */
export function accountTypeLabel(tipo: number): string {
  return tipo === 2 ? 'Pessoa jurídica (CNPJ)' : 'Pessoa física (CPF)';
}

/** "Maria da Silva" -> "Maria"; the e-mail's name when there is no name. */
export function firstName(name: string, email = ''): string {
  const first = name.trim().split(/\s+/)[0];
  return first || email.split('@')[0] || '';
}

/** The avatar letter: the name's first letter, upper-cased ("Érica" -> "É"). */
export function initialOf(name: string, email = ''): string {
  const source = name.trim() || email.trim();
  return source ? Array.from(source)[0]!.toLocaleUpperCase('pt-BR') : '?';
}
