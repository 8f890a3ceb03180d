/**
 * VZ 401 deck building. A deck file lists the main deck in `cards` and the other parts in
 * `extra.account` and `extra.missions` (VZ 401.2).
 *
 * VZ 401.1 each player brings a deck; VZ 401.3 one account card; VZ 401.4 three mission cards,
 * VZ 401.4a of different names; VZ 401.5 the main deck holds characters and events, VZ 401.5a 50–70
 * of them, VZ 401.5b at most four of a name, VZ 401.5c each with the same mission info, feature and
 * account info as one of the deck's missions unless its mission info is the wildcard (decisions
 * D7–D8). Every violation is listed, each with its rule.
 */
import type { DeckList, DeckViolation } from '@arbiter/kernel';
import { cardModule } from '../cards/registry.ts';
import type { CardDataT } from '../cards/schema.ts';

const cut = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

function v(rule: string, zh: string, en: string): DeckViolation {
  return { rule, message: { zh, en } };
}

export function validateDeck(deck: DeckList): DeckViolation[] {
  const out: DeckViolation[] = [];
  const look = (part: string, id: string): CardDataT | undefined => {
    const c = cardModule(id)?.data;
    if (!c)
      out.push(
        v(
          'VZ 401.1',
          `${part}中有未知的牌 ${cut(id)}`,
          `unknown card ${cut(id)} in the ${part === '主牌组' ? 'main deck' : part}`,
        ),
      );
    return c;
  };
  const extraKeys = Object.keys(deck.extra ?? {});
  for (const k of extraKeys) {
    if (k !== 'account' && k !== 'missions')
      out.push(
        v(
          'VZ 401.2',
          `牌组没有“${cut(k)}”部分`,
          `a deck has no part "${cut(k)}" (only account, missions and the main deck)`,
        ),
      );
  }

  // VZ 401.3: exactly one account.
  const account = Object.entries(deck.extra?.account ?? {});
  const accountCount = account.reduce((n, [, c]) => n + c, 0);
  if (accountCount !== 1)
    out.push(
      v(
        'VZ 401.3',
        `账号牌必须正好1张（现有${accountCount}张）`,
        `the account part must hold exactly 1 card (it holds ${accountCount})`,
      ),
    );
  for (const [id] of account) {
    const c = look('账号', id);
    if (c && c.kind !== 'account')
      out.push(v('VZ 401.3', `${c.name.zh}不是账号牌`, `${c.name.en} is not an account card`));
  }

  // VZ 401.4: three missions, VZ 401.4a of different names.
  const missions = Object.entries(deck.extra?.missions ?? {});
  const missionCount = missions.reduce((n, [, c]) => n + c, 0);
  if (missionCount !== 3)
    out.push(
      v(
        'VZ 401.4',
        `任务牌必须正好3张（现有${missionCount}张）`,
        `the mission part must hold exactly 3 cards (it holds ${missionCount})`,
      ),
    );
  const missionDefs: CardDataT[] = [];
  const names = new Set<string>();
  for (const [id, n] of missions) {
    const c = look('任务', id);
    if (!c) continue;
    if (c.kind !== 'mission') {
      out.push(v('VZ 401.4', `${c.name.zh}不是任务牌`, `${c.name.en} is not a mission card`));
      continue;
    }
    if (n > 1 || names.has(c.name.en))
      out.push(
        v(
          'VZ 401.4a',
          `任务牌${c.name.zh}的牌名重复`,
          `mission ${c.name.en} appears more than once (names must differ)`,
        ),
      );
    names.add(c.name.en);
    missionDefs.push(c);
  }

  // VZ 401.5: characters and events, VZ 401.5a 50–70.
  const main = Object.entries(deck.cards);
  const size = main.reduce((n, [, c]) => n + c, 0);
  if (size < 50 || size > 70)
    out.push(
      v(
        'VZ 401.5a',
        `主牌组须为50~70张（现有${size}张）`,
        `the main deck must hold 50–70 cards (it holds ${size})`,
      ),
    );
  const perName = new Map<string, { n: number; def: CardDataT }>();
  for (const [id, n] of main) {
    const c = look('主牌组', id);
    if (!c) continue;
    if (c.kind !== 'character' && c.kind !== 'event') {
      out.push(
        v('VZ 401.5', `${c.name.zh}不能放入主牌组`, `${c.name.en} (${c.kind}) cannot be in the main deck`),
      );
      continue;
    }
    const e = perName.get(c.name.en);
    perName.set(c.name.en, { n: (e?.n ?? 0) + n, def: c });
    // VZ 401.5c. (VZ 301.2: the per-name limit below counts cards by their name, not their id.)
    if (c.missionInfo !== 'any' && missionDefs.length > 0) {
      const ok = missionDefs.some(
        (m) => m.missionInfo === c.missionInfo && m.feature === c.feature && m.accountInfo === c.accountInfo,
      );
      if (!ok)
        out.push(
          v(
            'VZ 401.5c',
            `${c.name.zh}的任务信息、特征、账号信息与任何任务牌都不一致`,
            `${c.name.en} does not match the mission info, feature and account info of any of the deck's missions`,
          ),
        );
    }
  }
  // VZ 401.5b.
  for (const { n, def } of perName.values()) {
    if (n > 4)
      out.push(
        v(
          'VZ 401.5b',
          `同名牌${def.name.zh}超过4张（${n}张）`,
          `more than 4 cards named ${def.name.en} (${n})`,
        ),
      );
  }
  return out;
}
