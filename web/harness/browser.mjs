// Opens the verdict page in headless Chromium, waits until its checks have
// run (the body's data-state leaves "running"), saves a screenshot and
// prints what the page shows as one JSON line: the state, the result
// (pass, unpinned or fail), the status text,
// every check, a deal's rounds, the console errors and every origin the
// page contacted.
//
// Usage: node browser.mjs URL SCREENSHOT.png [ACK FILE...]
// With ack files, they are then given to the page's ack input and the
// result is read once the page has checked them.
import { chromium } from 'playwright-core';

const [url, shot, ...ackFiles] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  const errors = [], origins = new Set();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  await page.goto(url);
  await page.waitForFunction(() => ['pass', 'partial', 'fail', 'error', 'idle'].includes(document.body.dataset.state), null, { timeout: 90_000 });
  if (ackFiles.length > 0) {
    await page.setInputFiles('#acks', ackFiles);
    await page.waitForFunction(() => document.body.dataset.acks === 'done', null, { timeout: 30_000 });
  }
  const out = await page.evaluate(() => ({
    state: document.body.dataset.state,
    result: document.body.dataset.result ?? '',
    status: document.getElementById('status').textContent,
    checks: [...document.querySelectorAll('#checks li')].map((li) => ({
      name: li.dataset.check, ok: li.dataset.ok, detail: li.querySelector('.detail').textContent,
    })),
    rounds: [...document.querySelectorAll('#rounds li')].map((li) => li.textContent),
    decided: document.getElementById('rounds-decided').textContent,
  }));
  await page.screenshot({ path: shot, fullPage: true });
  console.log(JSON.stringify({ ...out, errors, origins: [...origins] }));
} finally {
  await browser.close();
}
