import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sgs from '../src/index.ts';

const SEED = '/work/shared/seeds/003_991deda7fcbe7869.txt';

/** The seed's own spelling variants of one timing. */
const SAME: Record<string, string> = {
  '1-出牌阶段的空闲时间点': '1-出牌阶段',
  '2.9-武将棋子改变状态前': '2.9-武将棋子状态改变前',
};

describe('rules() follows the seed text', () => {
  it.skipIf(!existsSync(SEED))(
    'every numbered section and every named timing line of the seed has an entry in rules()',
    () => {
      const ids = new Set(sgs.rules!().map((r) => r.id));
      const lines = readFileSync(SEED, 'utf8').split('\n');
      const wanted: string[] = [];
      let sec = '';
      for (const raw of lines) {
        const line = raw.trim();
        const h = /^(\d+\.\d+) /.exec(line);
        if (h) {
          sec = h[1];
          wanted.push(sec);
          continue;
        }
        const zt = /^(专题[三四])/.exec(line);
        if (zt) {
          wanted.push(zt[1]);
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
          wanted.push(SAME[id] ?? id);
        }
      }
      expect(wanted.length).toBeGreaterThan(100);
      expect([...new Set(wanted)].filter((x) => !ids.has(x))).toEqual([]);
    },
  );
});
