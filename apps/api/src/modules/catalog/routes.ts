import type { FastifyInstance } from 'fastify';
import {
  BestGenresResponse,
  CareerPathListResponse,
  CourseDetail,
  CourseListQuery,
  CourseListResponse,
  FeaturedCoursesResponse,
} from '@dokkho/contract/catalog';
import { IdParam } from '@dokkho/contract/common';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { LOCALES, type Locale } from '@dokkho/contract/locale';
import { cached } from '../../lib/cached';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import type { ApiModule, ModuleContext } from '../context';
import * as catalog from './service';

/** Short public caching: the catalog changes rarely and a cheap phone on mobile data should not refetch. */
const PUBLIC_CACHE_SECONDS = 60;
const PUBLIC_CACHE = `public, max-age=${PUBLIC_CACHE_SECONDS}, stale-while-revalidate=300`;

/** SPEC.md §7 "Courses": the catalog read path. Paths are the seed's, verbatim. */
async function registerCatalogRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['catalog'] });
  // The same for every visitor and on every home page view: computed at most once a minute per process
  // (the featured courses once per language: their titles follow the reader's).
  const bestGenres = cached(PUBLIC_CACHE_SECONDS * 1000, () => catalog.listBestGenres({ db }));
  const featuredCourses = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      cached(PUBLIC_CACHE_SECONDS * 1000, () => catalog.listFeaturedCourses({ db, locale })),
    ]),
  ) as Record<Locale, () => ReturnType<typeof catalog.listFeaturedCourses>>;

  defineRoute(catalogRoutes.bestGenres, {
    summary: 'Genres with listed courses, most learners first',
    schemas: { response: BestGenresResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return bestGenres();
    },
  });

  defineRoute(catalogRoutes.courses, {
    summary: 'Search and filter the catalog (DRF-style pagination)',
    description:
      'Search uses PostgreSQL full-text search with prefix matching, and falls back to trigram similarity so typos still find courses.',
    schemas: { query: CourseListQuery, response: CourseListResponse },
    // A page past the end, as in DRF.
    errors: [404],
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.listCourses({
        db,
        query: request.query,
        requestUrl: new URL(request.url, context.publicUrl),
        locale: contentLanguage(request, reply),
      });
    },
  });

  defineRoute(catalogRoutes.course, {
    summary: 'One published course or career path',
    schemas: { params: IdParam, response: CourseDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.getCourse({ db, id: request.params.id, locale: contentLanguage(request, reply) });
    },
  });

  defineRoute(catalogRoutes.featured, {
    summary: 'Featured courses for the home page (at most 8)',
    schemas: { response: FeaturedCoursesResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return featuredCourses[contentLanguage(request, reply)]();
    },
  });

  defineRoute(catalogRoutes.careerPaths, {
    summary: 'Career paths with their ordered courses',
    schemas: { response: CareerPathListResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.listCareerPaths({ db, locale: contentLanguage(request, reply) });
    },
  });
}

export const catalogModule: ApiModule = { name: 'catalog', routes: registerCatalogRoutes };
