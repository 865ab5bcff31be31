import type { FastifyInstance } from 'fastify';
import { NoContent } from '@dokkho/contract/common';
import {
  SearchSuggestionsQuery,
  SearchSuggestionsResponse,
  SynonymInput,
  SynonymListQuery,
  SynonymListResponse,
  SynonymPhraseParam,
  SynonymRow,
} from '@dokkho/contract/search';
import { searchRoutes } from '@dokkho/contract/routes/search';
import { routeDefiner } from '../../lib/define-route';
import type { ApiModule, ModuleContext } from '../context';
import { suggestSearches } from './suggestions';
import * as vocabulary from './vocabulary';

/** Bangla and Banglish search (issue 16 item 7): the navbar's suggestions and the staff's vocabulary. */
async function registerSearchRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['search'] });
  const defineStaffRoute = routeDefiner(app, { guards: context.guards, tags: ['staff'] });

  defineRoute(searchRoutes.suggestions, {
    summary: 'The navbar search suggestions for the text typed so far (Bangla and Banglish too)',
    schemas: { query: SearchSuggestionsQuery, response: SearchSuggestionsResponse },
    handler: async (request) => suggestSearches({ db, search: request.query.search }),
  });

  defineStaffRoute(searchRoutes.synonyms, {
    summary: 'Staff: the search vocabulary, A to Z, searchable',
    schemas: { query: SynonymListQuery, response: SynonymListResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const requestUrl = new URL(request.url, context.publicUrl);
      return vocabulary.listSynonyms({ db, query: request.query, requestUrl });
    },
  });

  defineStaffRoute(searchRoutes.addSynonym, {
    summary: 'Staff: add a phrase to the search vocabulary',
    schemas: { body: SynonymInput, response: SynonymRow },
    status: 201,
    errors: [409],
    handler: async (request, reply) => {
      const row = await vocabulary.addSynonym({ db, entry: request.body });
      return reply.status(201).send(row);
    },
  });

  defineStaffRoute(searchRoutes.updateSynonym, {
    summary: 'Staff: change a phrase of the search vocabulary or its search words',
    schemas: { params: SynonymPhraseParam, body: SynonymInput, response: SynonymRow },
    errors: [409],
    handler: async (request) =>
      vocabulary.updateSynonym({ db, phrase: request.params.phrase, entry: request.body }),
  });

  defineStaffRoute(searchRoutes.deleteSynonym, {
    summary: 'Staff: remove a phrase from the search vocabulary',
    schemas: { params: SynonymPhraseParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await vocabulary.deleteSynonym({ db, phrase: request.params.phrase });
      return reply.status(204).send(null);
    },
  });
}

export const searchModule: ApiModule = { name: 'search', routes: registerSearchRoutes };
