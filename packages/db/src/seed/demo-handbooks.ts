/**
 * Free handbooks of the demo catalog (issue 4 item 9). Each leads to a demo course by slug; the body is
 * Markdown, rendered to PDF on download.
 */
export interface DemoHandbook {
  slug: string;
  courseSlug: string | null;
  title: string;
  summary: string;
  highlights: string[];
  body: string;
}

export const DEMO_HANDBOOKS: readonly DemoHandbook[] = [
  {
    slug: 'sql-interview-cheat-sheet',
    courseSlug: 'sql-for-data-analysts',
    title: 'SQL Interview Cheat Sheet',
    summary:
      'The SQL questions data teams in Dhaka ask most often, with short answers and the traps interviewers look for.',
    highlights: [
      'The five clauses in the order the database runs them',
      'Joins explained with one small table',
      'Window functions for ranking and running totals',
      'Ten practice questions with answers',
    ],
    body: `# Before the interview

Most analyst interviews at banks, telcos and e-commerce companies start with a **30-minute SQL screen**. You get a schema, a few questions and a shared editor. Interviewers care less about perfect syntax than about whether you check your assumptions out loud.

> Read every question twice. Ask whether NULLs and duplicates are possible before you write a single line.

## The order the database runs a query

1. \`FROM\` and \`JOIN\` build the rows
2. \`WHERE\` filters rows
3. \`GROUP BY\` makes groups
4. \`HAVING\` filters groups
5. \`SELECT\` picks and computes columns
6. \`ORDER BY\` sorts, then \`LIMIT\` cuts

This is why you cannot use a column alias from \`SELECT\` inside \`WHERE\`: the alias does not exist yet.

## Joins in one table

- **Inner join** keeps rows that match on both sides.
- **Left join** keeps every row on the left, with NULLs where the right side has no match.
- **Anti join** (left join + \`WHERE right.id IS NULL\`) finds what is missing, such as customers who never ordered.

\`\`\`sql
select c.name
from customers c
left join orders o on o.customer_id = c.id
where o.id is null;
\`\`\`

## Window functions

A window function computes across related rows without collapsing them into one. The classic questions:

- Top 3 products per district: \`row_number() over (partition by district order by sales desc)\`
- Running revenue by day: \`sum(amount) over (order by day)\`
- Month-on-month growth: \`lag(revenue) over (order by month)\`

## Ten practice questions

1. Count orders per district, busiest first.
2. Find customers with more than three orders in November.
3. Show each delivery rider's average delivery time, only riders with 20+ deliveries.
4. List products never ordered.
5. Rank products by revenue within each category.
6. Show daily revenue with a 7-day moving average.
7. Find the first order date of every customer.
8. Compute the share of cash-on-delivery orders per district.
9. Find duplicate phone numbers in the customers table.
10. Show month-on-month revenue growth as a percentage.

---

Answers and a practice database come with the full course. Practise on your phone in the evenings: ten minutes a day is enough to be ready in a month.`,
  },
  {
    slug: 'freelancing-starter-guide',
    courseSlug: 'freelancing-for-students-getting-started',
    title: 'Freelancing Starter Guide for Students',
    summary:
      'How to pick a first skill, build a small portfolio and win the first client on Fiverr or Upwork, with the payment and tax basics for Bangladesh.',
    highlights: [
      'Choosing a skill that clients pay for',
      'A portfolio in three small projects',
      'A proposal template that gets replies',
      'Getting paid: Payoneer, bank transfer and bKash',
    ],
    body: `# Start with one skill

Clients pay for results, not for courses you finished. Pick **one** skill you can show in a week: a logo, a landing page, a cleaned spreadsheet, a short video edit. You can add more later.

## A portfolio in three projects

- Make three small, realistic projects for imaginary clients in your city: a restaurant menu, a tuition centre's Facebook cover, a shop's price list.
- Show the **before and after**, and write two lines on the problem each one solves.
- Put them on one simple page; a free Behance or GitHub profile is enough.

## Your first proposal

Short proposals win. Use this shape:

1. One line that repeats the client's problem in your words.
2. One line on how you will solve it, with a relevant sample.
3. A clear delivery time and one question that shows you read the brief.

> আপনার প্রথম ক্লায়েন্ট সবচেয়ে কঠিন। ছোট কাজ দিয়ে শুরু করুন, রিভিউ জমান, তারপর দাম বাড়ান।

## Getting paid

- Marketplaces pay out to **Payoneer** or directly to a Bangladeshi bank account.
- Keep every invoice: export remittance earned through freelancing enjoys tax benefits, and banks may ask for proof of the source.
- Never share your account password or the OTP sent to your phone with anyone offering "help".

---

The full course walks you through each step with live reviews of your gig and proposals.`,
  },
  {
    slug: 'digital-marketing-glossary',
    courseSlug: 'facebook-google-ads-for-bangladeshi-businesses',
    title: 'Digital Marketing Glossary',
    summary:
      'Sixty terms every marketer in Bangladesh hears in the first month, explained in one or two plain sentences each.',
    highlights: [
      'CPC, CPM, CTR and ROAS without the jargon',
      'Pixel, conversions and attribution',
      'Terms you will hear in F-commerce',
    ],
    body: `# Paying for attention

- **CPM**: cost per thousand impressions. Cheap reach, but reach is not sales.
- **CPC**: cost per click. Useful when the landing page is ready to sell.
- **CTR**: click-through rate, clicks divided by impressions. Below 1% on Facebook usually means the creative is not working.
- **ROAS**: return on ad spend. Revenue from ads divided by what the ads cost; 3 means ৳3 back for every ৳1 spent.

# Measuring what works

- **Pixel**: a small script on your site that tells Facebook or Google what visitors did.
- **Conversion**: the action you want, such as a purchase, a call or an inbox message.
- **Attribution window**: how long after a click or view a sale still counts for the ad.

## F-commerce words

- **Inbox order**: a customer orders through Messenger rather than a website.
- **COD**: cash on delivery, still the most common way Bangladeshi shoppers pay.
- **Boost**: promoting an existing post; quick, but with fewer targeting options than Ads Manager.

---

The course builds a full campaign for a real local business, step by step.`,
  },
];
