/**
 * Generates src/seed-rules.json: every numbered rule of the seed (FF-TCG CR v2.00) with the
 * heading of the section it sits in (not its text), and its status: `implemented` when src/ cites
 * it, otherwise the status and note given in tools/rule-notes.ts.
 * Usage: npx tsx packages/games/fftcg/tools/gen-rules.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTES } from './rule-notes.ts';
import { SECTION_EN } from './section-en.ts';

const SEED = process.env.FFTCG_SEED ?? '/work/shared/seeds/000_64b5a871782ea126.txt';
const ROOT = new URL('..', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}
const cited = new Set<string>();
for (const f of files(join(ROOT, 'src'))) {
  if (f.endsWith('seed-rules.json')) continue;
  for (const m of readFileSync(f, 'utf8').matchAll(/FFTCG (\d+(?:\.\d+)*)/g)) cited.add(m[1]);
}

const lines = readFileSync(SEED, 'utf8').split('\n');
const seen = new Set<string>();
const headings = new Map<string, string>();
const headingIds = new Set<string>();
const out: { id: string; section: string; en?: string; status: string; note?: string }[] = [];
const en = (section: string) => (SECTION_EN[section] ? { en: SECTION_EN[section] } : {});
const NUM = /^\s*(\d{1,2}(?:\.\d+)*)\.?([^\d.\s].*)$/;
for (const line of lines) {
  const m = NUM.exec(line);
  if (!m) continue;
  const id = m[1];
  const text = m[2].trim();
  if (!text || /^IP属地/.test(text)) continue;
  if (Number(id.split('.')[0]) > 15) continue;
  const isHeading = text.length <= 12 && !/[。，,:：]/.test(text);
  if (isHeading && !headings.has(id)) headings.set(id, text.replace(/^【|】$/g, ''));
  if (seen.has(id)) continue;
  seen.add(id);
  const parts = id.split('.');
  let section = '';
  for (let k = parts.length; k > 0; k--) {
    const h = headings.get(parts.slice(0, k).join('.'));
    if (h) {
      section = h;
      break;
    }
  }
  const note = NOTES[id];
  if (note && note.status !== 'implemented')
    out.push({ id, section, ...en(section), status: note.status, note: note.note });
  else if (cited.has(id))
    out.push({
      id,
      section,
      ...en(section),
      status: 'implemented',
      ...(note?.status === 'implemented' && note.note ? { note: note.note } : {}),
    });
  else if (note) out.push({ id, section, ...en(section), status: note.status, note: note.note });
  else
    out.push({ id, section, ...en(section), status: 'missing', note: 'not cited in the implementation yet' });
  if (isHeading) headingIds.add(id);
}
// A numbered heading with sub-rules has no rule of its own.
for (const r of out) {
  if (r.status !== 'missing' || !headingIds.has(r.id)) continue;
  if (!out.some((x) => x.id.startsWith(`${r.id}.`))) continue;
  r.status = 'not-applicable';
  r.note = 'section heading; its numbered sub-rules carry the rules';
}
writeFileSync(
  join(ROOT, 'src/seed-rules.json'),
  `${JSON.stringify(out, null, 0).replace(/\},\{/g, '},\n{')}\n`,
);
const count: Record<string, number> = {};
for (const r of out) count[r.status] = (count[r.status] ?? 0) + 1;
console.log(out.length, count);
console.log(
  out
    .filter((r) => r.status === 'missing')
    .map((r) => r.id)
    .join(' '),
);
