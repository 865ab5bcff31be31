import { chromium, devices } from 'playwright-core';
const base = 'http://127.0.0.1:3299';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const ctx = await b.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, locale: 'bn-BD' });
const page = await ctx.newPage();
const errors = [];
page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
const login = await (await fetch(base + '/api/user/auth/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo@dokkho.test', password: 'demo-pass-123' }) })).json();
const shots = process.argv.slice(2);
for (const url of shots) {
  if (url === 'login') { await page.goto(base + '/x'); await page.evaluate(([a, u]) => { localStorage.setItem('access', a); localStorage.setItem('user_id', u); }, [login.access, String(login.user.id)]); continue; }
  await page.goto(base + url); await page.waitForTimeout(2500);
  const name = url.replace(/[^a-z0-9]+/gi, '_');
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `/tmp/bn${name}.png`, fullPage: false });
  console.log(url, 'scrollWidth', sw, 'lang', await page.evaluate(() => document.documentElement.lang));
}
console.log('errors', errors.slice(0, 5));
await b.close();
