import { z } from 'zod';

/**
 * zod's fallback messages in Brazilian Portuguese (a body that was an array or
 * a field of the wrong type got zod's English default, "Invalid input: expected object, received
 * array"). Schemas keep their own messages; these apply only where a schema gives none. zod ships
 * a `pt` locale, but it is European Portuguese ("ficheiro", "registo", "Demasiado grande").
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
  undefined: 'nada',
  date: 'uma data',
  nan: 'um número inválido',
};

function typeName(type: string): string {
  return TYPE_NAMES[type] ?? 'um valor válido';
}

function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'nan' : 'number';
  return typeof input;
}

const UNITS: Record<string, [singular: string, plural: string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
};

function bound(origin: string, limit: number | bigint, side: 'no mínimo' | 'no máximo'): string {
  const unit = UNITS[origin];
  if (unit) return `Deve ter ${side} ${limit} ${Number(limit) === 1 ? unit[0] : unit[1]}.`;
  return `Deve ser ${side} ${limit}.`;
}

const FORMATS: Record<string, string> = {
  email: 'E-mail inválido.',
  url: 'Endereço (URL) inválido.',
  date: 'Data inválida.',
  datetime: 'Data e hora inválidas.',
  uuid: 'Identificador inválido.',
};

const ptBrError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório.';
      return `Valor inválido: esperado ${typeName(issue.expected)}, recebido ${typeName(receivedType(issue.input))}.`;
    case 'too_small':
      return bound(issue.origin, issue.minimum, 'no mínimo');
    case 'too_big':
      return bound(issue.origin, issue.maximum, 'no máximo');
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: esperado ${String(issue.values[0])}.`
        : `Valor inválido: use um destes: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} não reconhecido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Valor inválido.';
  }
};

/** How the messages above begin (FORMATS' are whole messages). */
const FALLBACK_OPENINGS: readonly string[] = [
  'Campo obrigatório.',
  'Valor inválido',
  'Deve ',
  'Formato inválido.',
  'Campo não reconhecido',
  'Campos não reconhecidos',
  ...Object.values(FORMATS),
];

/**
 * True for one of the messages above. They name no field, so the API's error handler puts the
 * field's Portuguese name in front (plugins/field-labels.ts).
 */
export function isFallbackMessage(message: string): boolean {
  return FALLBACK_OPENINGS.some((opening) => message.startsWith(opening));
}

/** Installs the messages for every schema of this process (server) or bundle (browser). */
export function useBrazilianZodMessages(): void {
  z.config({ localeError: ptBrError });
}
