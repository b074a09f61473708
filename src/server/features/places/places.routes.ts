import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  CitiesPageSchema,
  CitiesQuerySchema,
  CondominiumStreetLinkSchema,
  CondominiumStreetLinksQuerySchema,
  NeighbourhoodsPageSchema,
  NeighbourhoodsQuerySchema,
  PostalCodesPageSchema,
  PostalCodesQuerySchema,
  StatesPageSchema,
  StatesQuerySchema,
  StreetsPageSchema,
  StreetsQuerySchema,
} from '#shared/contracts/places.contract.ts';
import type { Db } from '../../db/client.ts';
import { createPlacesRepository } from './places.repository.ts';

const tags = ['Localidades'];

/** Public location look-ups (spec 1 §7): states, cities, neighbourhoods, CEPs, streets, links. */
export const placesRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createPlacesRepository(db);

  app.get(
    '/api/estados',
    {
      schema: {
        tags,
        summary: 'Lista os 27 estados',
        querystring: StatesQuerySchema,
        response: { 200: StatesPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findStates(req.query),
  );
  app.get(
    '/api/cidades',
    {
      schema: {
        tags,
        summary: 'Busca municípios (nome sem acento, tolera erro de digitação)',
        querystring: CitiesQuerySchema,
        response: { 200: CitiesPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCities(req.query),
  );
  app.get(
    '/api/bairros',
    {
      schema: {
        tags,
        summary: 'Busca bairros',
        querystring: NeighbourhoodsQuerySchema,
        response: { 200: NeighbourhoodsPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findNeighbourhoods(req.query),
  );
  app.get(
    '/api/ceps',
    {
      schema: {
        tags,
        summary: 'Busca CEPs por prefixo (nome = dígitos do CEP)',
        querystring: PostalCodesQuerySchema,
        response: { 200: PostalCodesPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findPostalCodes(req.query),
  );
  app.get(
    '/api/logradouros',
    {
      schema: {
        tags,
        summary: 'Busca logradouros',
        querystring: StreetsQuerySchema,
        response: { 200: StreetsPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findStreets(req.query),
  );
  app.get(
    '/api/vinculos-condominio-logradouro',
    {
      schema: {
        tags,
        summary: 'Vínculos entre condomínios e logradouros (com o número)',
        querystring: CondominiumStreetLinksQuerySchema,
        response: { 200: z.array(CondominiumStreetLinkSchema), 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCondominiumStreetLinks(req.query),
  );
};
