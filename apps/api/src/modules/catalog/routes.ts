import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BestGenresResponse,
  CareerPathListResponse,
  CourseDetail,
  CourseListQuery,
  CourseListResponse,
  FeaturedCoursesResponse,
} from '@dokkho/contract/catalog';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import { cached } from '../../lib/cached';
import * as catalog from './service';

/** Short public caching: the catalog changes rarely and a cheap phone on mobile data should not refetch. */
const PUBLIC_CACHE_SECONDS = 60;
const PUBLIC_CACHE = `public, max-age=${PUBLIC_CACHE_SECONDS}, stale-while-revalidate=300`;

function absoluteUrl(request: FastifyRequest, publicUrl: string): URL {
  return new URL(request.url, publicUrl);
}

/** SPEC.md §7 "Courses": the catalog read path. Paths are the seed's, verbatim. */
export async function catalogRoutes(app: FastifyInstance, options: { db: Database; publicUrl: string }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The same for every visitor and on every home page view: computed at most once a minute per process.
  const bestGenres = cached(PUBLIC_CACHE_SECONDS * 1000, () => catalog.listBestGenres({ db }));
  const featuredCourses = cached(PUBLIC_CACHE_SECONDS * 1000, () => catalog.listFeaturedCourses({ db }));

  routes.get(
    '/course/bestgenres/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Genres with listed courses, most learners first',
        response: { 200: BestGenresResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return bestGenres();
    },
  );

  routes.get(
    '/course/courses/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search and filter the catalog (DRF-style pagination)',
        description:
          'Search uses PostgreSQL full-text search with prefix matching, and falls back to trigram similarity so typos still find courses.',
        querystring: CourseListQuery,
        response: { 200: CourseListResponse, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.listCourses({
        db,
        query: request.query,
        requestUrl: absoluteUrl(request, options.publicUrl),
      });
    },
  );

  routes.get(
    '/course/courses/:id/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One published course or career path',
        params: IdParam,
        response: { 200: CourseDetail, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.getCourse({ db, id: request.params.id });
    },
  );

  routes.get(
    '/course/featured-course',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Featured courses for the home page (at most 8)',
        response: { 200: FeaturedCoursesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return featuredCourses();
    },
  );

  routes.get(
    '/course/career-path-list/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Career paths with their ordered courses',
        response: { 200: CareerPathListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return catalog.listCareerPaths({ db });
    },
  );
}
