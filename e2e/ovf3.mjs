import { chromium, devices } from 'playwright-core';
const base = 'http://127.0.0.1:3299';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const ctx = await b.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, locale: 'bn-BD' });
const page = await ctx.newPage();
const errors = [];
page.on('console', m => { if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(page.url() + ' ' + m.text()); });
const login = await (await fetch(base + '/api/user/auth/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo@dokkho.test', password: 'demo-pass-123' }) })).json();
const urls = ['/', '/allcourses', '/allCareerPath', '/courseDetails/2', '/jobs', '/about', '/terms-and-conditions', '/privacy-policy', '/hiringpage', '/career', '/bundle-offer', '/learning-center', 'LOGIN', '/newDashboard', '/newDashboard/courses', '/newDashboard/certificates', '/newDashboard/grades', '/newDashboard/schedule', '/js-dashboard', '/js-dashboard/applied-jobs', '/js-dashboard/profile', '/hr-dashboard', '/hr-dashboard/job-details', '/hr-dashboard/talents', '/affiliate-dashboard', '/affiliate-dashboard/payments', '/resume', '/profile', '/wishlist', '/checkout/3', '/ir-dashboard'];
for (const url of urls) {
  if (url === 'LOGIN') { await page.goto(base + '/x'); await page.evaluate(([a, u]) => { localStorage.setItem('access', a); localStorage.setItem('user_id', u); }, [login.access, String(login.user.id)]); continue; }
  await page.goto(base + url); await page.waitForTimeout(1500);
  const r = await page.evaluate(() => { const w = document.documentElement.clientWidth; const wide = [...document.querySelectorAll('body *')].filter(e => { const b = e.getBoundingClientRect(); return b.right > w + 1 && b.width > 0; }).slice(0, 3).map(e => e.tagName + ':' + (e.textContent || '').trim().slice(0, 40)); return { sw: document.documentElement.scrollWidth, wide, h1: document.querySelector('h1')?.textContent?.slice(0, 40) }; });
  console.log(url, r.sw, r.h1, r.sw > 360 ? JSON.stringify(r.wide) : '');
}
console.log('errors', errors.slice(0, 8));
await b.close();
