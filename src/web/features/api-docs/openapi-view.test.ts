import { describe, expect, it } from 'vitest';
import { buildApiDocsView, fieldsOf, rulesOf, typeOf, type OpenApiDocument } from './openapi-view.ts';

const ERROR = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string', enum: ['VALIDATION'] } },
  required: ['message'],
};

const doc: OpenApiDocument = {
  info: { title: 'NC — API pública', description: 'Erros respondem `{ message }`.', version: '1.0.0' },
  servers: [{ url: 'https://nc.com.br' }],
  paths: {
    '/api/contato': {
      post: {
        tags: ['Contato'],
        summary: 'Envia uma mensagem',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  nome: { type: 'string', minLength: 1, maxLength: 150 },
                  email: { type: 'string' },
                },
                required: ['nome'],
              },
            },
          },
        },
        responses: {
          '201': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { ok: { type: 'boolean', enum: [true] }, message: { type: 'string' } },
                },
              },
            },
          },
          '400': { content: { 'application/json': { schema: ERROR } } },
          '429': { content: { 'application/json': { schema: ERROR } } },
        },
      },
    },
    '/api/anuncios': {
      get: {
        tags: ['Anúncios'],
        parameters: [
          { name: 'page', in: 'query', schema: { type: ['number', 'string'] } },
          { name: 'id', in: 'path', schema: { type: 'integer', minimum: 1 } },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          codigo: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                          uf: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                        },
                        required: ['codigo'],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/health': { get: { responses: { '204': {} } } },
  },
};

describe('buildApiDocsView', () => {
  const view = buildApiDocsView(doc);

  it('groups operations by tag (untagged under "Outros"), sorted by name', () => {
    expect(view.tags.map((t) => t.name)).toEqual(['Anúncios', 'Contato', 'Outros']);
    expect(view.tags[0]!.id).toBe('anuncios');
    expect(view.operationCount).toBe(3);
    expect(view.serverUrl).toBe('https://nc.com.br');
  });

  it('lists parameters with where they go, the request body and the response fields; error bodies collapse', () => {
    const list = view.tags[0]!.operations[0]!;
    expect(list).toMatchObject({ method: 'GET', path: '/api/anuncios', id: 'get-api-anuncios' });
    expect(list.parameters).toEqual([
      { name: 'page', in: 'query', type: 'number | string', required: false, rules: '', description: '' },
      { name: 'id', in: 'caminho', type: 'integer', required: true, rules: 'mínimo 1', description: '' },
    ]);
    expect(list.responses[0]!.fields.map((f) => [f.name, f.type, f.required, f.rules])).toEqual([
      ['data', 'objeto[]', false, ''],
      ['data[].codigo', 'integer', true, ''],
      ['data[].uf', 'string | null', false, ''],
    ]);
    const contact = view.tags[1]!.operations[0]!;
    expect(contact.body[0]).toMatchObject({ name: 'nome', required: true, rules: '1 a 150 caracteres' });
    expect(contact.responses.map((r) => [r.status, r.kind])).toEqual([
      ['201', 'dados'],
      ['400', 'erro'],
      ['429', 'erro'],
    ]);
    expect(view.tags[2]!.operations[0]!.responses).toEqual([{ status: '204', kind: 'vazio', fields: [] }]);
  });

  it('writes short types and rules', () => {
    expect(typeOf({ enum: ['pf', 'pj'] })).toBe('"pf" | "pj"');
    expect(typeOf({ type: 'string', format: 'email' })).toBe('string (email)');
    expect(typeOf(undefined)).toBe('qualquer');
    expect(rulesOf({ maxLength: 200, default: 1 })).toBe('até 200 caracteres; padrão 1');
    expect(fieldsOf({ type: 'string' })).toEqual([]);
  });
});
