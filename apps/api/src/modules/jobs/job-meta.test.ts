import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@dokkho/contract/locale';
import { createTestApp, type TestContext } from '../../test/test-app';
import { markdownToText, renderPageMeta, resolvePageMeta } from '../seo/page-meta';
import { daysAhead, seedJob, seedRecruiter } from '../../test/factories';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const ORIGIN = 'https://dokkho.test';
const INDEX =
  '<!doctype html><html><head><title>Dokkho</title><meta name="description" content="x" /></head><body></body></html>';

/** The page as served: index.html with the meta written in, and its JSON-LD parsed back. */
async function served(path: string, lang: Locale = 'en') {
  const meta = await resolvePageMeta(ctx.db, path, ORIGIN, lang);
  const html = meta
    ? renderPageMeta(INDEX, meta, `${ORIGIN}${path}`, ORIGIN, { lang, explicit: lang === 'bn' })
    : INDEX;
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return { meta, html, jsonLd: script ? (JSON.parse(script[1]!) as Record<string, unknown>) : null };
}

describe('/jobs/{id}: served meta and JSON-LD JobPosting', () => {
  it('describes an on-site post: location, salary in taka, employment type, organisation', async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyName: 'Pathao <Tech> & Co' });
    const job = await seedJob(ctx.db, recruiter, {
      title: 'Data Analyst </script><script>alert(1)</script>',
      companyName: 'Pathao <Tech> & Co',
      description:
        '## About the role\n\nWork with **Excel** and [SQL](https://example.com) daily.\n\n- Build dashboards',
      employmentType: 'contract',
      division: 'Chattogram',
      district: "Cox's Bazar",
      salaryMin: 35_000_00,
      salaryMax: 50_000_00,
      vacancies: 3,
      experienceMinYears: 2,
    });
    const { html, jsonLd } = await served(`/jobs/${job.id}`);
    // Nothing the recruiter typed can close the data block or a tag.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<title>Data Analyst &#60;/script&#62;');
    expect(html).toContain('property="og:title"');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: 'About the role Work with Excel and SQL daily. Build dashboards',
      datePosted: job.publishedAt!.toISOString(),
      validThrough: job.deadline.toISOString(),
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Pathao <Tech> & Co',
        sameAs: 'https://acme.example.com',
        logo: `${ORIGIN}/media/logos/acme.webp`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: "Cox's Bazar",
          addressRegion: 'Chattogram',
          addressCountry: 'BD',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BDT',
        value: { '@type': 'QuantitativeValue', minValue: 35000, maxValue: 50000, unitText: 'MONTH' },
      },
      totalJobOpenings: 3,
      directApply: false,
    });
    expect(jsonLd).not.toHaveProperty('jobLocationType');
  });

  it('marks a remote post TELECOMMUTE in Bangladesh, with no salary when negotiable', async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyWebsite: null, companyLogo: '' });
    const job = await seedJob(ctx.db, recruiter, {
      employmentType: 'internship',
      workplace: 'remote',
      division: null,
      district: null,
      companyLogo: '',
      salaryMin: null,
      salaryMax: null,
      salaryNegotiable: true,
    });
    const { jsonLd } = await served(`/jobs/${job.id}/`);
    expect(jsonLd).toMatchObject({
      employmentType: 'INTERN',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'BD' },
      hiringOrganization: { '@type': 'Organization', name: recruiter.profile.companyName },
    });
    expect(jsonLd).not.toHaveProperty('baseSalary');
    expect(jsonLd).not.toHaveProperty('jobLocation');
    expect(jsonLd!.hiringOrganization).not.toHaveProperty('sameAs');
    expect(jsonLd!.hiringOrganization).not.toHaveProperty('logo');
  });

  it('maps full-time and part-time; a closed post is valid only until it closed', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const full = await seedJob(ctx.db, recruiter, { employmentType: 'full_time' });
    const closedAt = daysAhead(-1);
    const part = await seedJob(ctx.db, recruiter, {
      employmentType: 'part_time',
      status: 'closed',
      closedAt,
    });
    expect((await served(`/jobs/${full.id}`)).jsonLd).toMatchObject({ employmentType: 'FULL_TIME' });
    expect((await served(`/jobs/${part.id}`)).jsonLd).toMatchObject({
      employmentType: 'PART_TIME',
      validThrough: closedAt.toISOString(),
    });
  });

  it('gives drafts and unknown ids no meta at all', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const draft = await seedJob(ctx.db, recruiter, { status: 'draft' });
    expect((await served(`/jobs/${draft.id}`)).meta).toBeNull();
    expect((await served('/jobs/999999999')).meta).toBeNull();
    expect((await served('/jobs')).meta?.title).toMatch(/^Jobs in Bangladesh/);
  });
});

describe('/jobs/{id} in Bangla (issue 16, docs/decisions/026)', () => {
  it("uses the post's Bangla title and description in the head, Open Graph and JSON-LD", async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyName: 'Chaldal' });
    const job = await seedJob(ctx.db, recruiter, {
      title: 'Customer Support Agent',
      companyName: 'Chaldal',
      description: '## The role\n\nAnswer customers on chat and phone.',
      titleBn: 'কাস্টমার সাপোর্ট এজেন্ট',
      descriptionBn: '## কাজের বিবরণ\n\nচ্যাট আর ফোনে **গ্রাহকদের** প্রশ্নের উত্তর দেবেন।',
      employmentType: 'part_time',
      division: 'Dhaka',
      district: 'Dhaka',
    });
    const { meta, html, jsonLd } = await served(`/jobs/${job.id}`, 'bn');
    expect(meta).toMatchObject({
      title: 'Chaldal-এ কাস্টমার সাপোর্ট এজেন্ট · Dokkho',
      description:
        'Chaldal নিয়োগ দিচ্ছে: কাস্টমার সাপোর্ট এজেন্ট (পার্ট-টাইম, Dhaka, Dhaka)। কাজের বিবরণ চ্যাট আর ফোনে গ্রাহকদের প্রশ্নের উত্তর দেবেন।',
    });
    expect(html).toContain('<title>Chaldal-এ কাস্টমার সাপোর্ট এজেন্ট · Dokkho</title>');
    expect(html).toContain('<meta property="og:title" content="Chaldal-এ কাস্টমার সাপোর্ট এজেন্ট · Dokkho" />');
    expect(html).toContain('<meta property="og:locale" content="bn_BD" />');
    expect(html).not.toContain('Customer Support Agent');
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'কাস্টমার সাপোর্ট এজেন্ট',
      description: 'কাজের বিবরণ চ্যাট আর ফোনে গ্রাহকদের প্রশ্নের উত্তর দেবেন।',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Chaldal' },
    });

    // The English page of the same post is unchanged.
    const english = await served(`/jobs/${job.id}`);
    expect(english.meta).toMatchObject({
      title: 'Customer Support Agent at Chaldal · Dokkho',
      description:
        'Chaldal is hiring: Customer Support Agent (Part-time, Dhaka, Dhaka). The role Answer customers on chat and phone.',
    });
    expect(english.jsonLd).toMatchObject({
      title: 'Customer Support Agent',
      description: 'The role Answer customers on chat and phone.',
    });
    expect(english.html).not.toMatch(/[\u0980-\u09FF]/u);
  });

  it('keeps the English title and description of a post with no Bangla, in Bangla words around them', async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyName: 'ShopUp' });
    const job = await seedJob(ctx.db, recruiter, {
      title: 'Flutter Developer',
      companyName: 'ShopUp',
      description: 'Build our merchant app.',
      titleBn: '  ',
      workplace: 'remote',
      division: null,
      district: null,
    });
    const { meta, jsonLd } = await served(`/jobs/${job.id}`, 'bn');
    expect(meta).toMatchObject({
      title: 'ShopUp-এ Flutter Developer · Dokkho',
      description: 'ShopUp নিয়োগ দিচ্ছে: Flutter Developer (ফুল-টাইম, রিমোট)। Build our merchant app.',
    });
    expect(jsonLd).toMatchObject({ title: 'Flutter Developer', description: 'Build our merchant app.' });
  });
});

describe('markdownToText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownToText('# Title\n\n> quote\n\n1. first\n2. *second* `code`\n\n![logo](x.png) <b>bold</b>'),
    ).toBe('Title quote first second code logo bold');
  });
});
