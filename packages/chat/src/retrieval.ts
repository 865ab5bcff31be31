import type { Database } from '@dokkho/db';
import { formatTaka } from '@dokkho/domain/money';
import { analyseQuestion, stemBangla, termMatches, tokenise, type QuestionAnalysis } from './analyse';
import {
  describeBundle,
  describeEvent,
  describeCourse,
  describeFaq,
  describeJob,
  describeOffer,
  fallbackAnswer,
  list,
  PHRASES,
} from './compose';
import type { ChatLanguage } from './language';
import {
  findBundles,
  findCourses,
  findFaqBySlug,
  findFaqs,
  findJobs,
  findOffersForCourses,
  findRunningOffers,
  findUpcomingEvents,
  TYPO_SIMILARITY,
  type BundleRow,
  type CourseRow,
  type FaqRow,
  type JobRow,
} from './repository';

export type MatchKind = 'course' | 'career_path' | 'bundle' | 'job' | 'faq' | 'offer' | 'event';

export interface Match {
  kind: MatchKind;
  id: number;
  score: number;
}

/** What retrieval found: the composed answer and the facts behind it (the LLM adapter's context). */
export interface Retrieved {
  answer: string;
  source: 'retrieval' | 'fallback';
  matches: Match[];
  /** One line per fact, in the question's language, links included. */
  facts: string[];
}

/** A match needs at least this share of the question's words (a typo counts by its similarity). */
const MIN_SCORE = 0.5;
/** Further matches are shown when they score at least this share of the best one. */
const RUNNER_UP_SHARE = 0.8;
const MAX_SHOWN = 3;

type Candidate =
  | { kind: 'course' | 'career_path'; row: CourseRow; score: number }
  | { kind: 'bundle'; row: BundleRow; score: number }
  | { kind: 'job'; row: JobRow; score: number }
  | { kind: 'faq'; row: FaqRow; score: number };

const words = (...texts: (string | readonly string[] | null | undefined)[]) =>
  texts
    .flatMap((text) => (Array.isArray(text) ? text : [text ?? '']))
    .flatMap((text: string) => tokenise(text))
    .map(stemBangla);

/** A row's searchable text, by field, with what a word found there is worth. */
type Fields = [words: readonly string[], weight: number][];

/**
 * How well one word of the question is answered by a row: the weight of the best field that holds it
 * (a title over tags over a subtitle), or its trigram similarity when it is a typo of a name word.
 */
function termScore(
  spellings: readonly string[],
  index: number,
  fields: Fields,
  similarities: readonly number[],
): number {
  let best = 0;
  for (const [fieldWords, weight] of fields) {
    if (weight > best && spellings.some((spelling) => termMatches(spelling, fieldWords))) best = weight;
  }
  const similarity = similarities[index] ?? 0;
  if (similarity >= TYPO_SIMILARITY) best = Math.max(best, 0.9 * similarity);
  return best;
}

/**
 * A row's score: the share of the question's words it answers (termScore), plus a little of PostgreSQL's
 * own rank to break ties. A word that no candidate of any kind holds ("after", "order") counts a quarter:
 * it says little about what the visitor wants, yet a question made only of such words still finds nothing.
 */
function shareScores(perTerm: readonly number[][], ranks: readonly number[]): number[] {
  const heldSomewhere = (i: number) => perTerm.some((scores) => (scores[i] ?? 0) > 0);
  const width = perTerm[0]?.length ?? 0;
  let denominator = 0;
  for (let i = 0; i < width; i += 1) denominator += heldSomewhere(i) ? 1 : 0.25;
  return perTerm.map(
    (scores, r) => scores.reduce((sum, s) => sum + s, 0) / denominator + Math.min(ranks[r] ?? 0, 1) * 0.05,
  );
}

function boost(kind: Candidate['kind'], analysis: QuestionAnalysis): number {
  const { intents } = analysis;
  let factor = 1;
  if (intents.has('job')) factor *= kind === 'job' ? 1.3 : 0.6;
  else if (kind === 'job') factor *= 0.85;
  if (intents.has('bundle') && kind === 'bundle') factor *= 1.3;
  if (intents.has('career_path')) factor *= kind === 'career_path' ? 1.3 : 0.9;
  if ((intents.has('price') || intents.has('course')) && (kind === 'course' || kind === 'career_path')) {
    factor *= 1.1;
  }
  if (intents.has('howto') && kind === 'faq') factor *= 1.15;
  if ((intents.has('masterclass') || intents.has('free_class')) && kind === 'faq') factor *= 1.3;
  return factor;
}

export interface RetrieveOptions {
  db: Database;
  question: string;
  language: ChatLanguage;
  now: Date;
}

/** Searches every kind of live data, ranks the matches across kinds, composes the answer. */
export async function retrieve(options: RetrieveOptions): Promise<Retrieved> {
  const analysis = analyseQuestion(options.question);
  const special = await answerSpecialIntent(options, analysis);
  if (special) return special;
  return answerBySearch(options, analysis);
}

async function answerBySearch(options: RetrieveOptions, analysis: QuestionAnalysis): Promise<Retrieved> {
  const { db, now, language } = options;
  const { terms } = analysis;
  if (terms.length === 0) return nothingFound(language);

  const [courseRows, bundleRows, jobRows, faqRows] = await Promise.all([
    findCourses(db, { terms, now }),
    findBundles(db, terms, now),
    findJobs(db, {
      terms,
      now,
      division: analysis.place?.division,
      district: analysis.place?.district,
    }),
    findFaqs(db, terms, analysis.variants.flat()),
  ]);

  const scored: {
    candidate: Omit<Candidate, 'score'>;
    fields: Fields;
    row: { similarities: number[]; rank: number };
  }[] = [
    ...courseRows.map((row) => ({
      candidate: { kind: row.kind, row },
      row,
      fields: [
        [words(row.title, row.titleBn), 1],
        [words(row.tags), 0.9],
        [words(row.genre, row.instructor), 0.8],
        [words(row.subtitle), 0.6],
      ] as Fields,
    })),
    ...bundleRows.map((row) => ({
      candidate: { kind: 'bundle' as const, row },
      row,
      fields: [
        [words(row.title, row.titleBn), 1],
        [words(row.subtitle, row.courseTitles), 0.6],
      ] as Fields,
    })),
    ...jobRows.map((row) => ({
      candidate: { kind: 'job' as const, row },
      row,
      fields: [
        [words(row.title, row.titleBn), 1],
        [words(row.skills), 0.9],
        [words(row.companyName), 0.6],
      ] as Fields,
    })),
    ...faqRows.map((row) => ({
      candidate: { kind: 'faq' as const, row },
      row,
      fields: [
        [words(row.questionEn, row.questionBn), 1],
        [words(row.keywords, row.topic), 0.9],
        [words(row.answerEn, row.answerBn), 0.5],
      ] as Fields,
    })),
  ];
  const perTerm = scored.map(({ fields, row }) =>
    terms.map((term, i) => termScore(analysis.variants[i] ?? [term], i, fields, row.similarities)),
  );
  const shares = shareScores(
    perTerm,
    scored.map(({ row }) => row.rank),
  );
  const candidates = scored.map(
    ({ candidate }, i) =>
      ({ ...candidate, score: (shares[i] ?? 0) * boost(candidate.kind, analysis) }) as Candidate,
  );

  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (!best || best.score < MIN_SCORE) {
    // A named job search with nothing open still deserves a job-board answer, not "I don't know".
    if (analysis.intents.has('job')) return jobsAnswer(options, analysis, []);
    if (analysis.intents.has('offer')) return offersAnswer(options);
    return nothingFound(language);
  }

  // A FAQ answers on its own: one clear answer reads better than an answer and two half-related courses.
  if (best.kind === 'faq') {
    const fact = describeFaq(best.row, language);
    return {
      answer: fact,
      source: 'retrieval',
      matches: [{ kind: 'faq', id: best.row.id, score: round(best.score) }],
      facts: [fact],
    };
  }

  const shown = candidates
    .filter((c) => c.kind !== 'faq' && c.score >= Math.max(MIN_SCORE, best.score * RUNNER_UP_SHARE))
    .slice(0, MAX_SHOWN);
  const courseIds = shown.flatMap((c) => (c.kind === 'course' || c.kind === 'career_path' ? [c.row.id] : []));
  const offersByCourse = await findOffersForCourses(db, courseIds, now);
  const facts = shown.map((c) => {
    switch (c.kind) {
      case 'course':
      case 'career_path':
        return describeCourse(c.row, offersByCourse.get(c.row.id), language);
      case 'bundle':
        return describeBundle(c.row, language);
      case 'job':
        return describeJob(c.row, language);
      case 'faq':
        return describeFaq(c.row, language);
    }
  });
  const answer = facts.length === 1 ? facts[0]! : list(PHRASES.found[language], facts);
  return {
    answer,
    source: 'retrieval',
    matches: shown.map((c) => ({ kind: c.kind, id: c.row.id, score: round(c.score) })),
    facts,
  };
}

/**
 * Questions whose hint decides the answer's shape: "free courses", "cheapest course", "jobs in Sylhet",
 * "which bundles", "any offer", "career paths", "next masterclass", "free class". Null: search instead.
 */
async function answerSpecialIntent(
  options: RetrieveOptions,
  analysis: QuestionAnalysis,
): Promise<Retrieved | null> {
  const { db, now, language } = options;
  const { intents, terms } = analysis;

  if (intents.has('job')) {
    // "jobs for flutter developers in Dhaka": the words narrow the board; a FAQ about applying is
    // better only when no word names a skill or title ("how do I apply for a job").
    const jobs = await findJobs(db, {
      terms,
      now,
      division: analysis.place?.division,
      district: analysis.place?.district,
    });
    if (jobs.length === 0 && terms.length > 0 && !analysis.place) return null;
    if (jobs.length === 0 && intents.has('howto')) return faqAnswer(db, 'job-board', language);
    return jobsAnswer(options, analysis, jobs);
  }

  // Issue 18 item 9: "when is the next free class?", "how do I join the masterclass?" from the live rows.
  if (intents.has('free_class')) return eventsAnswer(options, 'free_class');
  if (intents.has('masterclass') && terms.length === 0) return eventsAnswer(options, 'masterclass');

  if (intents.has('career_path') && terms.length === 0) {
    const paths = await findCourses(db, { terms: [], now, kind: 'career_path', limit: 5 });
    return courseList(options, paths, PHRASES.careerPaths[language], '/allCareerPath');
  }

  if (intents.has('bundle') && terms.length === 0) {
    const rows = await findBundles(db, [], now);
    if (rows.length === 0) return faqAnswer(db, 'bundles', language);
    const facts = rows.slice(0, MAX_SHOWN).map((row) => describeBundle(row, language));
    return {
      answer: list(PHRASES.bundles[language], facts, pageLinkLine('/bundle-offer', language)),
      source: 'retrieval',
      matches: rows.slice(0, MAX_SHOWN).map((row) => ({ kind: 'bundle', id: row.id, score: 1 })),
      facts,
    };
  }

  if (intents.has('offer') && terms.length === 0) return offersAnswer(options);

  // "courses under 2000 taka": paid courses within the budget, cheapest first (free ones are a hint away).
  if (analysis.maxPrice !== null && !intents.has('bundle') && !intents.has('career_path')) {
    const rows = await findCourses(db, {
      terms,
      now,
      kind: 'course',
      maxPrice: analysis.maxPrice,
      byPrice: true,
      limit: MAX_SHOWN,
    });
    if (rows.length > 0) {
      return courseList(
        options,
        rows,
        PHRASES.underPrice[language](formatTaka(analysis.maxPrice)),
        '/allcourses?sort=price_asc',
      );
    }
  }

  // "free courses", "any free python course", "cheapest course": a course list by price. Other words
  // with "free" ("is the certificate free?") go to search: the FAQ knows the answer.
  const aboutCourses = intents.has('course') || terms.length === 0;
  if ((intents.has('free') || intents.has('cheapest')) && aboutCourses) {
    if (intents.has('free')) {
      const free = await findCourses(db, { terms, now, kind: 'course', free: true, limit: MAX_SHOWN });
      if (free.length > 0) return courseList(options, free, PHRASES.free[language], '/allcourses?price=free');
      if (terms.length === 0) return null;
      const cheap = await findCourses(db, { terms, now, byPrice: true, limit: MAX_SHOWN });
      if (cheap.length > 0) return courseList(options, cheap, PHRASES.noFree[language], '/allcourses');
      return null;
    }
    // Cheapest paid courses: a free one is cheaper still, but "cheapest" asks what the paid ones cost.
    const rows = (await findCourses(db, { terms, now, kind: 'course', byPrice: true, limit: 10 }))
      .filter((row) => row.price > 0)
      .slice(0, MAX_SHOWN);
    if (rows.length > 0)
      return courseList(options, rows, PHRASES.cheapest[language], '/allcourses?sort=price_asc');
  }
  return null;
}

async function courseList(
  options: RetrieveOptions,
  rows: CourseRow[],
  intro: string,
  moreHref: string,
): Promise<Retrieved> {
  const { db, now, language } = options;
  const offersByCourse = await findOffersForCourses(
    db,
    rows.map((row) => row.id),
    now,
  );
  const facts = rows.map((row) => describeCourse(row, offersByCourse.get(row.id), language));
  return {
    answer: list(intro, facts, PHRASES.moreCourses[language](moreHref)),
    source: 'retrieval',
    matches: rows.map((row) => ({ kind: row.kind, id: row.id, score: 1 })),
    facts,
  };
}

/** The next free classes (three) or the next masterclass, and how to join; the FAQ's words when none. */
async function eventsAnswer(
  options: RetrieveOptions,
  kind: 'masterclass' | 'free_class',
): Promise<Retrieved> {
  const { db, now, language } = options;
  const rows = await findUpcomingEvents(db, { kind, now, limit: kind === 'masterclass' ? 1 : MAX_SHOWN });
  if (rows.length === 0) {
    const answer = kind === 'masterclass' ? PHRASES.noMasterclass[language] : PHRASES.noFreeClass[language];
    return { answer, source: 'retrieval', matches: [], facts: [] };
  }
  const facts = rows.map((row) => describeEvent(row, language));
  const intro =
    kind === 'masterclass' ? PHRASES.nextMasterclass[language] : PHRASES.nextFreeClasses[language];
  const outro = [
    PHRASES.howToJoinEvent[language],
    kind === 'free_class' ? PHRASES.moreFreeClasses[language] : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    answer: [intro, ...facts.map((fact) => `- ${fact}`), outro].join('\n'),
    source: 'retrieval',
    matches: rows.map((row) => ({ kind: 'event' as const, id: row.id, score: 1 })),
    facts,
  };
}

async function offersAnswer(options: RetrieveOptions): Promise<Retrieved> {
  const { db, now, language } = options;
  const offers = await findRunningOffers(db, now);
  if (offers.length === 0) {
    return { answer: PHRASES.noOffers[language], source: 'retrieval', matches: [], facts: [] };
  }
  const facts = offers.slice(0, MAX_SHOWN).map((row) => describeOffer(row, language));
  return {
    answer: list(PHRASES.offers[language], facts),
    source: 'retrieval',
    matches: offers.slice(0, MAX_SHOWN).map((row) => ({ kind: 'offer', id: row.id, score: 1 })),
    facts,
  };
}

function jobsAnswer(options: RetrieveOptions, analysis: QuestionAnalysis, jobs: JobRow[]): Retrieved {
  const { language } = options;
  const place = analysis.place ? (analysis.place.district ?? analysis.place.division) : null;
  const params = new URLSearchParams();
  if (analysis.place) params.set('division', analysis.place.division);
  if (analysis.place?.district) params.set('district', analysis.place.district);
  if (analysis.terms.length) params.set('search', analysis.terms.join(' '));
  const query = params.toString();
  const href = `/jobs${query ? `?${query}` : ''}`;
  if (jobs.length === 0) {
    return {
      answer: `${PHRASES.noJobs[language](place)} ${PHRASES.moreJobs[language]('/jobs')}`,
      source: 'retrieval',
      matches: [],
      facts: [],
    };
  }
  const shown = jobs.slice(0, MAX_SHOWN);
  const facts = shown.map((row) => describeJob(row, language));
  const intro = place ? PHRASES.jobsIn[language](place) : PHRASES.jobs[language];
  return {
    answer: list(intro, facts, PHRASES.moreJobs[language](href)),
    source: 'retrieval',
    matches: shown.map((row) => ({ kind: 'job', id: row.id, score: 1 })),
    facts,
  };
}

async function faqAnswer(db: Database, slug: string, language: ChatLanguage): Promise<Retrieved | null> {
  const row = await findFaqBySlug(db, slug);
  if (!row) return null;
  const fact = describeFaq(row, language);
  return {
    answer: fact,
    source: 'retrieval',
    matches: [{ kind: 'faq', id: row.id, score: 1 }],
    facts: [fact],
  };
}

function pageLinkLine(path: string, language: ChatLanguage): string {
  return language === 'bn' ? `সব দেখুন: [বান্ডেল অফার](${path})` : `See them all: [bundle offers](${path})`;
}

function nothingFound(language: ChatLanguage): Retrieved {
  return { answer: fallbackAnswer(language), source: 'fallback', matches: [], facts: [] };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
