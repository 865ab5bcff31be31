import type { NoContent } from '../common';
import type {
  SearchSuggestionsQuery,
  SearchSuggestionsResponse,
  SynonymInput,
  SynonymListQuery,
  SynonymListResponse,
  SynonymPhraseParam,
  SynonymRow,
} from '../search';
import { route } from '../route';

/** Bangla and Banglish search (issue 16 item 7): the navbar's suggestions and the staff's vocabulary. */
export const searchRoutes = {
  suggestions: route<{ query: typeof SearchSuggestionsQuery; response: typeof SearchSuggestionsResponse }>()(
    'GET',
    '/search/suggestions/',
    'public',
  ),
  synonyms: route<{ query: typeof SynonymListQuery; response: typeof SynonymListResponse }>()(
    'GET',
    '/admin/search-synonyms/',
    'staff',
  ),
  addSynonym: route<{ body: typeof SynonymInput; response: typeof SynonymRow }>()(
    'POST',
    '/admin/search-synonyms/',
    'staff',
  ),
  updateSynonym: route<{
    params: typeof SynonymPhraseParam;
    body: typeof SynonymInput;
    response: typeof SynonymRow;
  }>()('PUT', '/admin/search-synonyms/:phrase/', 'staff'),
  deleteSynonym: route<{ params: typeof SynonymPhraseParam; response: typeof NoContent }>()(
    'DELETE',
    '/admin/search-synonyms/:phrase/',
    'staff',
  ),
};
