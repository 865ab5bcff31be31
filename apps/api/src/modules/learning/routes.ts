import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleContext } from '../context';
import { affiliateClickRoutes } from './routes/affiliate-clicks';
import { certificateRoutes } from './routes/certificates';
import { consultationRoutes } from './routes/consultations';
import { courseRoutes } from './routes/courses';
import { handbookRoutes } from './routes/handbooks';
import { landingRoutes } from './routes/landing';
import { lessonRoutes } from './routes/lessons';
import { quizRoutes } from './routes/quizzes';
import { reviewRoutes } from './routes/reviews';
import { videoRoutes } from './routes/video';

/**
 * SPEC.md §7, issue 4: the course page, enrolment, the wishlist, reviews, the player (lessons, quizzes,
 * certificates), the landing pages, handbooks, consultations and affiliate link clicks. One small function
 * a topic, each beside its service file's name in `routes/`; their endpoints are the contract's
 * `routes/learning` and `routes/player` tables.
 */
const LEARNING_TOPICS = [
  courseRoutes,
  reviewRoutes,
  landingRoutes,
  handbookRoutes,
  consultationRoutes,
  affiliateClickRoutes,
  lessonRoutes,
  videoRoutes,
  quizRoutes,
  certificateRoutes,
];

async function registerLearningRoutes(app: FastifyInstance, context: ModuleContext) {
  for (const topic of LEARNING_TOPICS) await app.register(topic, context);
}

export const learningModule: ApiModule = { name: 'learning', routes: registerLearningRoutes };
