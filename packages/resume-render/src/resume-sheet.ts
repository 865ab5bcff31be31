import { EDUCATION_LEVEL_LABELS, EMPLOYMENT_TYPE_LABELS } from '@dokkho/contract/jobs';
import {
  LANGUAGE_FLUENCY_LABELS,
  SKILL_LEVEL_LABELS,
  SKILL_LEVELS,
  type ResumeBasics,
  type ResumeCertification,
  type ResumeDocument,
  type ResumeSettings,
  type ResumeSkill,
} from '@dokkho/contract/resume';
import {
  createContext,
  createElement as h,
  Fragment,
  useContext,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { RESUME_FONT_FAMILIES } from './fonts';
import { sheetWords, type SheetWords } from './sheet-words';
import { bulletLines, contactItems, displayUrl, formatMonth, formatRange, paragraphs } from './format';
import { qrPath } from './qr';

/*
 * Plain .ts with createElement rather than JSX: the API imports these templates too (print-html.ts), and
 * its TypeScript and tsx setup have no JSX transform.
 */

export interface ResumeSheetProps {
  document: ResumeDocument;
  settings: ResumeSettings;
  /** Absolute site origin, for the /certificate/{serial} links and QR codes. */
  origin: string;
  /** Overrides document.basics.photo (the server passes a data: URI). */
  photoSrc?: string;
  /**
   * The name's heading level: 1 when the sheet is the whole document (the PDF, the public page), 2 when
   * it sits inside a page that has its own h1 (the builder, the applicant's page). Sections follow.
   */
  headingBase?: HeadingBase;
}

export type HeadingBase = 1 | 2;
export const HeadingBaseContext = createContext<HeadingBase>(1);

/** A heading `rank` levels below the sheet's top (1 = the name, 2 = a section, 3 = an entry). */
function Heading({
  rank,
  className,
  children,
}: {
  rank: 1 | 2 | 3;
  className: string;
  children?: ReactNode;
}) {
  const level = useContext(HeadingBaseContext) + rank - 1;
  return h(`h${level}` as 'h1', { className }, children);
}

/** The CSS variables that carry the chosen colour and font into sheet.css. */
export function sheetStyle(settings: ResumeSettings): CSSProperties {
  return {
    '--rs-accent': settings.color,
    '--rs-font': RESUME_FONT_FAMILIES[settings.font],
  } as CSSProperties;
}

export function certificateUrl(origin: string, serial: string): string {
  return `${origin.replace(/\/+$/, '')}/certificate/${encodeURIComponent(serial)}`;
}

/**
 * One resume, true size, in one of the four templates. The same markup is the live preview, what the
 * browser prints and what the server's Chromium turns into the PDF; sheet.css does all the styling.
 */
export function ResumeSheet(props: ResumeSheetProps) {
  return h(HeadingBaseContext.Provider, { value: props.headingBase ?? 1 }, h(ResumeSheetContent, props));
}

function ResumeSheetContent({ document: doc, settings, origin, photoSrc }: ResumeSheetProps) {
  const template = settings.template;
  const photo = template === 'ats' ? '' : (photoSrc ?? doc.basics.photo);
  const words = sheetWords(settings.language);
  const ctx: Ctx = { template, origin, words };

  const summary = doc.summary.trim()
    ? section(
        'summary',
        words.summary,
        paragraphs(doc.summary).map((text, i) => h('p', { key: i, className: 'rs-para' }, text)),
      )
    : null;
  const experience = section(
    'experience',
    words.experience,
    doc.experience
      .filter((e) => e.position || e.company || e.description)
      .map((e) =>
        entry(e.id, {
          title: e.position || e.company,
          date: formatRange(e.start, e.end, e.current, words.present),
          sub: [
            e.position ? e.company : '',
            e.location,
            e.employment_type ? EMPLOYMENT_TYPE_LABELS[e.employment_type] : '',
          ],
          bullets: bulletLines(e.description),
        }),
      ),
  );
  const projects = section(
    'projects',
    words.projects,
    doc.projects
      .filter((p) => p.name || p.description)
      .map((p) =>
        entry(p.id, {
          title: p.name,
          date: formatRange(p.start, p.end, false, words.present),
          sub: [p.role],
          link: p.url,
          bullets: bulletLines(p.description),
        }),
      ),
  );
  const education = section(
    'education',
    words.education,
    doc.education
      .filter((e) => e.institution || e.area || e.level)
      .map((e) => {
        const level = e.level ? EDUCATION_LEVEL_LABELS[e.level] : '';
        const title = [level, e.area].filter(Boolean).join(', ') || e.institution;
        return entry(e.id, {
          title,
          date: formatRange(e.start, e.end, false, words.present),
          sub: [title === e.institution ? '' : e.institution, e.result],
        });
      }),
  );
  const skillItems = doc.skills.filter((s) => s.name);
  const skills = skillItems.length ? section('skills', words.skills, [skillList(skillItems, ctx)]) : null;
  const languageItems = doc.languages.filter((l) => l.language);
  const languages = languageItems.length
    ? section('languages', words.languages, [
        h(
          'ul',
          { key: 'list', className: 'rs-pairs' },
          languageItems.map((l) =>
            h(
              'li',
              { key: l.id },
              h('span', { className: 'rs-pair-name' }, l.language),
              l.fluency
                ? h('span', { className: 'rs-pair-value' }, LANGUAGE_FLUENCY_LABELS[l.fluency])
                : null,
            ),
          ),
        ),
      ])
    : null;
  const certifications = section(
    'certifications',
    words.certifications,
    doc.certifications.filter((c) => c.name).map((c) => certification(c, ctx)),
  );
  const linkItems = doc.links.filter((l) => l.url);
  const links = linkItems.length
    ? section('links', words.links, [
        h(
          'ul',
          { key: 'list', className: 'rs-pairs rs-links' },
          linkItems.map((l) =>
            h(
              'li',
              { key: l.id },
              l.label ? h('span', { className: 'rs-pair-name' }, l.label) : null,
              h('a', { className: 'rs-pair-value', href: l.url }, displayUrl(l.url)),
            ),
          ),
        ),
      ])
    : null;

  const sheetProps = {
    className: 'rs-sheet',
    'data-template': template,
    'data-paper': settings.paper,
    style: sheetStyle(settings),
  };

  if (template === 'modern') {
    return h(
      'article',
      sheetProps,
      // Print only: a fixed box repeats on every printed page, so the sidebar tint runs down each one.
      h('div', { className: 'rs-side-tint', 'aria-hidden': true }),
      h(
        'aside',
        { className: 'rs-side' },
        photo ? h('img', { className: 'rs-photo', src: photo, alt: '' }) : null,
        contactSection(doc.basics, words),
        skills,
        languages,
        links,
      ),
      h(
        'div',
        { className: 'rs-main' },
        header(doc.basics, null, false, words),
        summary,
        experience,
        projects,
        education,
        certifications,
      ),
    );
  }

  return h(
    'article',
    sheetProps,
    header(doc.basics, photo || null, true, words),
    summary,
    experience,
    projects,
    education,
    skills,
    certifications,
    languages,
    links,
  );
}

interface Ctx {
  template: ResumeSettings['template'];
  origin: string;
  words: SheetWords;
}

/** Name, headline and (except in the modern sidebar layout) the contact line. */
export function header(
  basics: ResumeBasics,
  photo: string | null,
  withContacts: boolean,
  words: SheetWords = sheetWords('en'),
) {
  const contacts = withContacts ? contactItems(basics) : [];
  return h(
    'header',
    { className: 'rs-header' },
    photo ? h('img', { className: 'rs-photo', src: photo, alt: '' }) : null,
    h(
      'div',
      { className: 'rs-header-text' },
      h(Heading, { rank: 1, className: 'rs-name' }, basics.full_name || words.yourName),
      basics.headline ? h('p', { className: 'rs-headline' }, basics.headline) : null,
      contacts.length
        ? h(
            'p',
            { className: 'rs-contacts' },
            contacts.map((c, i) =>
              h(
                Fragment,
                { key: c.kind },
                i > 0 ? h('span', { className: 'rs-sep', 'aria-hidden': true }, ' · ') : null,
                contactNode(c),
              ),
            ),
          )
        : null,
    ),
  );
}

function contactNode(c: { kind: 'email' | 'phone' | 'location'; text: string }) {
  if (c.kind === 'email') return h('a', { href: `mailto:${c.text}` }, c.text);
  if (c.kind === 'phone') return h('a', { href: `tel:${c.text.replace(/[^\d+]/g, '')}` }, c.text);
  return h('span', null, c.text);
}

function contactSection(basics: ResumeBasics, words: SheetWords) {
  const items = contactItems(basics);
  if (!items.length) return null;
  const labels = { email: words.email, phone: words.phone, location: words.location } as const;
  return section('contact', words.contact, [
    h(
      'ul',
      { key: 'list', className: 'rs-contact-list' },
      items.map((c) =>
        h(
          'li',
          { key: c.kind },
          h('span', { className: 'rs-contact-label' }, labels[c.kind]),
          contactNode(c),
        ),
      ),
    ),
  ]);
}

/**
 * A section: its heading travels with the first entry (one unbreakable block), so a page never ends on a
 * lone heading; every later entry avoids breaking inside itself. Empty sections are not printed.
 */
function section(key: string, title: string, items: ReactNode[]) {
  if (!items.length) return null;
  const [first, ...rest] = items;
  return h(
    'section',
    { key, className: `rs-section rs-section-${key}` },
    h('div', { className: 'rs-keep' }, h(Heading, { rank: 2, className: 'rs-heading' }, title), first),
    ...rest,
  );
}

function entry(
  key: string,
  e: { title: string; date: string; sub: string[]; link?: string; bullets?: string[]; extra?: ReactNode },
) {
  const sub = e.sub.filter(Boolean);
  return h(
    'div',
    { key, className: 'rs-entry' },
    h(
      'div',
      { className: 'rs-entry-head' },
      h(Heading, { rank: 3, className: 'rs-entry-title' }, e.title),
      e.date ? h('span', { className: 'rs-entry-date' }, e.date) : null,
    ),
    sub.length ? h('p', { className: 'rs-entry-sub' }, sub.join(' · ')) : null,
    e.link ? h('p', { className: 'rs-entry-link' }, h('a', { href: e.link }, displayUrl(e.link))) : null,
    e.bullets?.length
      ? h(
          'ul',
          { className: 'rs-bullets' },
          e.bullets.map((line, i) => h('li', { key: i }, line)),
        )
      : null,
    e.extra ?? null,
  );
}

/** Skill levels: text in the classic and ATS templates (parsers read it), dots in modern and compact. */
function skillList(skills: ResumeSkill[], ctx: Ctx) {
  if (ctx.template === 'ats') {
    return h(
      'p',
      { key: 'list', className: 'rs-skill-text' },
      skills.map((s) => (s.level ? `${s.name} (${SKILL_LEVEL_LABELS[s.level]})` : s.name)).join(', '),
    );
  }
  const dots = ctx.template === 'modern' || ctx.template === 'compact';
  return h(
    'ul',
    { key: 'list', className: 'rs-skills' },
    skills.map((s) =>
      h(
        'li',
        { key: s.id, className: 'rs-skill' },
        h('span', { className: 'rs-skill-name' }, s.name),
        s.level
          ? dots
            ? levelDots(s.level)
            : h('span', { className: 'rs-skill-level' }, SKILL_LEVEL_LABELS[s.level])
          : null,
      ),
    ),
  );
}

function levelDots(level: NonNullable<ResumeSkill['level']>) {
  const filled = SKILL_LEVELS.indexOf(level) + 1;
  return h(
    'span',
    // role=img with a label: screen readers say the level. (No hidden text: it would be absolutely
    // positioned and land out of order in the PDF's text.)
    {
      className: 'rs-dots',
      role: 'img',
      'aria-label': SKILL_LEVEL_LABELS[level],
      title: SKILL_LEVEL_LABELS[level],
    },
    SKILL_LEVELS.map((_, i) =>
      h('span', { key: i, className: i < filled ? 'rs-dot rs-dot-on' : 'rs-dot', 'aria-hidden': true }),
    ),
  );
}

function certification(c: ResumeCertification, ctx: Ctx) {
  const verified = c.certificate_serial ? certificateUrl(ctx.origin, c.certificate_serial) : null;
  const qr = verified && ctx.template !== 'ats' ? qrPath(verified) : null;
  const status = verified
    ? h(
        'p',
        { className: 'rs-cert-status rs-cert-verified' },
        h('span', { className: 'rs-cert-badge' }, ctx.words.verified),
        ' ',
        h('a', { href: verified }, displayUrl(verified)),
      )
    : h(
        'p',
        { className: 'rs-cert-status rs-cert-self' },
        h('span', { className: 'rs-cert-badge' }, ctx.words.selfDeclared),
        c.url ? ' ' : null,
        c.url ? h('a', { href: c.url }, displayUrl(c.url)) : null,
      );
  return h(
    'div',
    { key: c.id, className: qr ? 'rs-entry rs-cert rs-cert-has-qr' : 'rs-entry rs-cert' },
    h(
      'div',
      { className: 'rs-cert-text' },
      h(
        'div',
        { className: 'rs-entry-head' },
        h(Heading, { rank: 3, className: 'rs-entry-title' }, c.name),
        c.date ? h('span', { className: 'rs-entry-date' }, formatMonth(c.date)) : null,
      ),
      c.issuer ? h('p', { className: 'rs-entry-sub' }, c.issuer) : null,
      status,
    ),
    qr
      ? h(
          'svg',
          {
            className: 'rs-qr',
            viewBox: `-2 -2 ${qr.size + 4} ${qr.size + 4}`,
            role: 'img',
            'aria-label': ctx.words.certificateQr,
            shapeRendering: 'crispEdges',
          },
          h('rect', { x: -2, y: -2, width: qr.size + 4, height: qr.size + 4, fill: '#fff' }),
          h('path', { d: qr.path, fill: '#000' }),
        )
      : null,
  );
}
