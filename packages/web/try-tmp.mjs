import { chromium } from 'playwright-core';
const game = process.argv[2] ?? 'fftcg';
const steps = Number(process.argv[3] ?? 20);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://127.0.0.1:18080/');
await page.click(`[data-game="${game}"]`);
await page.click('[data-testid=create]');
await page.waitForSelector('[data-testid=board]');
let i = 0;
for (; i < steps; i++) {
  const d = await page.waitForSelector('[data-testid=decision], [data-testid=result]', { timeout: 15000 });
  if (await page.$('[data-testid=result]')) break;
  const opts = await page.$$('[data-testid=decision] [data-option]:not([disabled])');
  const confirm = await page.$('[data-testid=decision] [data-testid=confirm]');
  const seq = await page.getAttribute('[data-testid=table-page]', 'data-seq');
  const dom = await page.getAttribute('[data-testid=decision]', 'data-domain');
  const multi = await page.$('[data-testid=pick-count]');
  if (dom === 'pick' && !multi) await opts[(i * 7) % opts.length].click();
  else if (dom === 'pick') { for (let k = 0; k < opts.length; k++) { const c = await page.$('[data-testid=confirm]:not([disabled])'); if (c) break; await page.$$('[data-testid=decision] [data-option]:not([disabled]):not(.chosen)').then(o => o[0]?.click()); } await page.click('[data-testid=confirm]'); }
  else await confirm.click();
  await page.waitForFunction((s) => document.querySelector('[data-testid=table-page]')?.getAttribute('data-seq') !== s, seq, { timeout: 15000 });
}
console.log('steps', i);
await page.screenshot({ path: `/tmp/webx/shots/${game}.png`, fullPage: true });
await browser.close();
