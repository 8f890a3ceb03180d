import { domainOptions } from '../../kernel/src/index.ts';
import { PlaySession } from '../src/play.ts';
import { findGame } from '../src/registry.ts';

const game = process.argv[2] ?? 'kaling';
const lang = (process.argv[3] ?? 'en') as 'en' | 'zh';
const s = new PlaySession(findGame(game), { seat: 0, vs: 'random', seed: process.argv[4] ?? '5', lang });
s.advance();
let out = '';
const n = Number(process.argv[5] ?? 12);
for (let i = 0; i < n && !s.state.result; i++) {
  out += s.screen() + '\n';
  const d = s.humanDecision();
  if (!d) break;
  const opts = domainOptions(d).filter((o) => o.id !== 'cancel');
  const dom = d.domain;
  const line =
    dom.type === 'order'
      ? opts.map((o) => s.numberOf(d, o.id)).join(' ')
      : dom.type === 'number'
        ? String(dom.max)
        : dom.type === 'distribute'
          ? dom.items.map((_, k) => (k === 0 ? dom.total : 0)).join(' ')
          : dom.min === 0
            ? '0'
            : opts
                .slice(0, Math.max(1, dom.min))
                .map((o) => s.numberOf(d, o.id))
                .join(' ');
  out += `> ${line}\n`;
  const err = s.input(line);
  if (err) out += err + '\n';
  s.advance();
}
out += s.screen();
console.log(out.replace(/\x1b\[[0-9;]*m/g, ''));
