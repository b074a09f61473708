import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertUser } from '../test/factories/index.ts';
import { hasFieldLabel, labelledMessage } from './field-labels.ts';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The top-level field names of a request body's JSON schema (unions included). */
function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf),
  ];
}

describe('Portuguese field names in validation answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('every field of every JSON body the API takes has its Portuguese name', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const missing = new Set<string>();
    let bodies = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        // The payment gateway's webhook is read by no person: its fields keep Asaas's names.
        if (!schema || path.includes('/webhooks/')) continue;
        bodies++;
        for (const field of fieldsOf(schema)) {
          if (!hasFieldLabel(field)) missing.add(`${field} (${method.toUpperCase()} ${path})`);
        }
      }
    }
    expect(bodies).toBeGreaterThan(30);
    expect([...missing]).toEqual([]);
  });

  it('a body of another feature: the field named as its form does', async () => {
    const admin = await insertUser(t.database.db, { level: USER_LEVELS.ADMIN });
    const { token } = await t.app.sessions.createSession(admin.code, false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categorias',
      headers: { authorization: `Bearer ${token}` },
      payload: { nomeCATEGORIA: 'Doces', tipoCATEGORIA: 2, ativoCATEGORIA: 'talvez' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'O campo Ativa deve ser 1, 0, true ou false.',
      errors: [{ field: 'ativoCATEGORIA' }],
    });
  });

  it('rewrites the API name, prefixes fallbacks, keeps what already speaks plainly', () => {
    expect(labelledMessage('tituloANUNCIO', 'O campo tituloANUNCIO deve ser um texto.')).toBe(
      'O campo Título deve ser um texto.',
    );
    expect(labelledMessage('horariosANUNCIO.seg.das', 'Campo obrigatório.')).toBe(
      'Horários de atendimento: campo obrigatório.',
    );
    expect(labelledMessage('condominiosANUNCIO.2', 'Deve ter no máximo 3 caracteres.')).toBe(
      'Condomínios: deve ter no máximo 3 caracteres.',
    );
    expect(labelledMessage('status', 'O campo status deve ser aceita ou recusada.')).toBe(
      'O campo Situação deve ser aceita ou recusada.',
    );
    // A rule over several fields names them all; a field outside the map keeps its API name.
    expect(labelledMessage('', 'Informe nomeCATEGORIA ou ativoCATEGORIA, não fooBAR.')).toBe(
      'Informe Nome da categoria ou Ativa, não fooBAR.',
    );
    // A plain word is replaced only where it names the field.
    expect(labelledMessage('nome', 'Informe seu nome.')).toBe('Informe seu nome.');
    expect(labelledMessage('email', 'E-mail inválido.')).toBe('E-mail inválido.');
    expect(labelledMessage('desconhecido', 'Campo obrigatório.')).toBe('Campo obrigatório.');
  });
});
