import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/content/registry.ts';
import sgs from '../src/index.ts';

const SEED = '/work/shared/seeds/003_991deda7fcbe7869.txt';

/** The seed's own spelling variants of one timing. */
const SAME: Record<string, string> = {
  '1-出牌阶段的空闲时间点': '1-出牌阶段',
  '2.9-武将棋子改变状态前': '2.9-武将棋子状态改变前',
};

/** Every numbered section, topic and named timing of the seed, with the text after the timing's colon. */
function seedEntries(): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  let sec = '';
  for (const raw of readFileSync(SEED, 'utf8').split('\n')) {
    const line = raw.trim();
    const h = /^(\d+\.\d+) /.exec(line);
    if (h) {
      sec = h[1];
      out.push({ id: sec, text: '' });
      continue;
    }
    const zt = /^(专题[三四])/.exec(line);
    if (zt) {
      out.push({ id: zt[1], text: '' });
      continue;
    }
    if (line.startsWith('一名角色的回合里的所有时机')) {
      sec = '1';
      continue;
    }
    if (!sec || sec === '0.1') continue;
    const t = /^(?:\d+\. )?其?([^\s:(),。◆、]{2,14}?(?:时|前|后|阶段|时间点)(?:❶|❷|❸|❹)?)[::]/.exec(line);
    if (t) {
      const id = `${sec}-${t[1]}`;
      out.push({ id: SAME[id] ?? id, text: line.slice(t[0].length) });
    }
  }
  return out;
}

describe('rules() follows the seed text', () => {
  it.skipIf(!existsSync(SEED))(
    'every numbered section and every named timing line of the seed has an entry in rules()',
    () => {
      const ids = new Set(sgs.rules!().map((r) => r.id));
      const wanted = seedEntries().map((e) => e.id);
      expect(wanted.length).toBeGreaterThan(100);
      expect([...new Set(wanted)].filter((x) => !ids.has(x))).toEqual([]);
    },
  );

  it.skipIf(!existsSync(SEED))(
    'SGS 0.1: a timing the seed says has no use yet (暂时没有作用) is unused by the pool unless some content acts at it',
    () => {
      const rules = new Map(sgs.rules!().map((r) => [r.id, r]));
      const noUse = seedEntries().filter((e) => e.text.startsWith('暂时没有作用'));
      expect(noUse.length).toBeGreaterThan(30);
      const triggers = registry().triggersAt;
      for (const { id } of noUse) {
        const r = rules.get(id);
        expect(r, id).toBeDefined();
        // Implemented when some content acts there, or the rules themselves do (2.10-判定结算结束后
        // takes the judgement card away); otherwise unused, with the seed's words as the reason.
        if ((triggers[id]?.length ?? 0) > 0 || r!.status === 'implemented')
          expect(r!.status, id).toBe('implemented');
        else expect([r!.status, r!.note], id).toEqual(['unused', expect.stringContaining('暂时没有作用')]);
      }
      expect(noUse.filter(({ id }) => rules.get(id)?.status === 'unused').length).toBeGreaterThan(30);
    },
  );
});
