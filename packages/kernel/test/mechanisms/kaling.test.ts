/**
 * 卡灵时代 on the kernel: the chain (连锁), its six priority classes (连锁优先级) and the 4个1 rule.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  kernelChecks,
  type LogEntry,
  openDecisions,
  restore,
  type State,
  serialize,
  stateHash,
} from '../../src/index.ts';
import { answer, only, optionIds } from '../fixtures/drive.ts';
import kl, { type KlBoard, type KlData } from '../fixtures/kaling-chain.ts';

function game(board: KlBoard, log: LogEntry[] | null = null): State<KlData> {
  return createGame(kl, { seed: 'kl', players: 2, decks: [], options: { board } }, log);
}

/** The option of the open decision whose object is a given card. */
function optionFor(s: State<KlData>, card: string): string {
  const d = only(s);
  const o =
    d.domain.type === 'pick'
      ? d.domain.options.find((x) => x.obj !== undefined && s.objects[x.obj]?.card === card)
      : undefined;
  if (!o) throw new Error(`no option for ${card}`);
  return o.id;
}

// Every skip the chain window makes must be sound (a skipped player had nothing to chain).
kernelChecks.windows = true;

/**
 * Pass the questions that offer nothing but a pass (a player asked because they might hold an
 * answer in hand), asserting they offered nothing else; returns the players who were asked.
 */
function passEmpty(s: State<KlData>, log?: LogEntry[]): number[] {
  const asked: number[] = [];
  for (;;) {
    const open = openDecisions(s);
    if (open.length !== 1) return asked;
    const ids = optionIds(s);
    if (ids.length !== 1 || ids[0] !== 'pass') return asked;
    asked.push(open[0].player);
    answer(s, kl, open[0].player, 'pass', log);
  }
}

describe('卡灵时代: the chain', () => {
  it('KALING 4.5-3: 连锁优先级, six classes in order — TP forced, NTP forced, TP optional, NTP optional, TP free, NTP free', () => {
    const s = game({
      tp: 0,
      field: [
        ['lava', 'peony'],
        ['lava', 'peony'],
      ],
      hand: [['pup', 'arrow'], ['arrow']],
    });
    answer(s, kl, 0, 's0'); // p0 summons the pup: a timing point
    // Both forced effects were chained without a choice: links 1 (p0's) and 2 (p1's).
    expect(s.stack!.map((l) => [l.ability, l.controller, l.data.cls])).toEqual([
      ['lava', 0, 1],
      ['lava', 1, 2],
    ]);
    // Class 3: the turn player may chain the optional trigger, but not yet the free-timing arrow.
    let d = only(s);
    expect(d.player).toBe(0);
    expect(optionIds(s)).toHaveLength(2);
    expect(() => optionFor(s, 'arrow')).toThrow();
    answer(s, kl, 0, optionFor(s, 'peony'));
    // KALING 4.5-4: p0's hand is asked next (class 3, hidden cards) since p1 has activated: a
    // 心灵之眼 could be there. p0 has none and passes; then class 4, p1's public peony.
    expect(passEmpty(s)).toEqual([0]);
    d = only(s);
    expect(d.player).toBe(1); // class 4
    answer(s, kl, 1, optionFor(s, 'peony'));
    // Classes 3 and 4 from hand: each player could hold an eye; neither does.
    expect(passEmpty(s)).toEqual([0, 1]);
    d = only(s);
    expect(d.player).toBe(0); // class 5: now the turn player's free-timing effect
    answer(s, kl, 0, optionFor(s, 'arrow'));
    // p0's hand is empty now (pup summoned, arrow chained): only p1's hand is asked (an eye?).
    expect(passEmpty(s)).toEqual([1]);
    d = only(s);
    expect(d.player).toBe(1); // class 6
    answer(s, kl, 1, optionFor(s, 'arrow'));
    // Both hands are empty: nobody is asked any more.
    expect(passEmpty(s)).toEqual([]);
    // Nobody can chain any more: the chain resolved from the last link.
    expect(s.g.resolved).toEqual(['6:arrow', '5:arrow', '4:peony', '3:peony', '2:lava', '1:lava']);
    expect(s.g.lp).toEqual([9, 9]);
    expect(s.g.chain).toBeNull();
  });

  it('KALING 4.5-5: 连锁优先级, the seed’s example — after 希望灵光 the turn player cannot use 飞矢 before the opponent’s 心灵之眼', () => {
    const log: LogEntry[] = [];
    const s = game({ tp: 0, hand: [['hope', 'arrow'], ['eye']] }, log);
    answer(s, kl, 0, 'a0', log); // p0 activates the ignition card (the chain's start)
    // p0 has no class-1–3 effect, so the first one asked is p1 with the optional trigger (class 4).
    expect(only(s).player).toBe(1);
    expect(optionIds(s)).toContain(optionFor(s, 'eye'));
    answer(s, kl, 1, optionFor(s, 'eye'), log); // link 1 negates the start
    // p0's hand could hold an eye of its own (class 3): asked, nothing to chain.
    expect(passEmpty(s, log)).toEqual([0]);
    // Only now may p0 chain the free-timing arrow (class 5); p0 passes.
    expect(only(s).player).toBe(0);
    optionFor(s, 'arrow');
    answer(s, kl, 0, 'pass', log);
    // p1's empty hand is not asked at class 6: nothing is in it.
    expect(s.g.resolved).toEqual(['1:eye', '0:hope']);
    expect(s.g.lp).toEqual([10, 10]);
    expect(log.some((e) => e.msg.key === 'kl.negated-resolves')).toBe(true);
  });

  it('KALING 4.4-3: 连锁, links resolve from the last one back; the start resolves last', () => {
    const s = game({ tp: 0, hand: [['hope', 'arrow'], ['eye']] });
    answer(s, kl, 0, 'a0');
    answer(s, kl, 1, 'pass'); // p1 does not negate the start now
    answer(s, kl, 0, optionFor(s, 'arrow')); // link 1
    // The arrow is a new timing point: p1's 心灵之眼 may now answer it (class 4, before p0's class 5).
    expect(only(s).player).toBe(1);
    const eyeOptions = optionIds(s).filter((id) => id !== 'pass');
    // The eye triggered twice (by the start and by link 1); it did not miss its first timing.
    expect(eyeOptions).toHaveLength(2);
    // Choose the one that answers link 1 (the arrow): it is the later trigger.
    answer(s, kl, 1, eyeOptions[1]);
    expect(s.g.resolved).toEqual(['2:eye', '1:arrow', '0:hope']);
    // The arrow was negated; the start was not.
    expect(s.g.lp).toEqual([10, 8]);
  });

  it('KALING 4.7-1: 4个1, the same effect of the same card is chained only once per chain', () => {
    const s = game({ tp: 0, field: [[], ['guard']], hand: [['hope', 'arrow', 'hope'], []] });
    answer(s, kl, 0, 'a0'); // hope: guard (forced, p1) is chained as link 1
    expect(s.stack!.map((l) => l.ability)).toEqual(['hope', 'guard']);
    // p0's hand could hold an eye against p1's guard (class 3): asked; it holds none.
    expect(passEmpty(s)).toEqual([0]);
    answer(s, kl, 0, optionFor(s, 'arrow')); // link 2; the guard triggers again but was used in this chain
    // p0 still holds a card: asked at class 3 (an eye?) and class 5 (a free-timing card?), and
    // again at class 3 when the held-back guard starts its own chain below.
    expect(passEmpty(s)).toEqual([0, 0, 0]);
    // The chain resolved with the guard once: 2:arrow, 1:guard, 0:hope (p0 −1; p1 −1 −2).
    expect(s.g.resolved.slice(0, 3)).toEqual(['2:arrow', '1:guard', '0:hope']);
    // KALING 4.6-1: the held-back trigger did not miss its timing: it then started a chain alone.
    expect(s.g.resolved.slice(3)).toEqual(['1:guard']);
    expect(s.g.lp).toEqual([8, 7]);
    // A new chain: the guard may be chained again.
    answer(s, kl, 0, 'a0');
    expect(s.g.lp).toEqual([7, 5]);
  });

  it('KALING 4.6-1: an optional trigger passed during the chain is offered once more after it; passing again declines it', () => {
    for (const take of [true, false]) {
      const s = game({ tp: 0, field: [[], ['peony']], hand: [['pup', 'pup'], []] });
      answer(s, kl, 0, 's0'); // the summon is a timing point: p1's peony may gain 1 LP (class 4)
      expect(only(s)).toMatchObject({ player: 1, kind: 'chain' });
      answer(s, kl, 1, 'pass'); // nobody chains: the chain ends with no links
      // (p0 still holds a card that might be a free-timing one: asked at class 5.)
      expect(passEmpty(s)).toEqual([0]);
      // The peony's trigger did not miss its timing: p1 may still activate it alone.
      expect(only(s)).toMatchObject({ player: 1, kind: 'chain' });
      answer(s, kl, 1, take ? optionFor(s, 'peony') : 'pass');
      // After p1 activated it, p0's hand could answer with an eye: asked.
      expect(passEmpty(s)).toEqual(take ? [0] : []);
      expect(s.g.lp).toEqual(take ? [10, 11] : [10, 10]);
      // Either way it is over: p0 acts next.
      expect(only(s)).toMatchObject({ player: 0, kind: 'action' });
      expect(s.triggers).toEqual([]);
    }
  });

  it('KALING 4.7-1: 4个1, two copies are two cards — each chains once; the controller picks the order of forced ones', () => {
    const s = game({ tp: 0, field: [[], ['guard', 'guard']], hand: [['hope'], []] });
    answer(s, kl, 0, 'a0');
    const d = only(s);
    expect(d).toMatchObject({ player: 1, kind: 'chain-forced' });
    expect(optionIds(s)).toHaveLength(2); // no pass: forced effects must be chained
    answer(s, kl, 1, optionIds(s)[1]);
    expect(s.g.resolved.map((r) => r.split(':')[1])).toEqual(['guard', 'guard', 'hope']);
    expect(s.g.lp).toEqual([8, 8]);
  });

  it('KALING 4.4-3: 连锁, a chain waiting for a decision is plain data (serialize/restore continues identically)', () => {
    const s = game({
      tp: 0,
      field: [['peony'], ['lava']],
      hand: [
        ['pup', 'arrow'],
        ['eye', 'arrow'],
      ],
    });
    answer(s, kl, 0, 's0');
    const copy = restore<KlData>(serialize(s));
    for (const st of [s, copy]) {
      while (!st.result && st.g.chain) answer(st, kl, only(st).player, optionIds(st).at(-1));
    }
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(s.g.resolved.length).toBeGreaterThan(2);
  });
});

describe('卡灵时代: who is asked reveals nothing (KALING 4.5-4 with hidden hands)', () => {
  /** Who is asked, in order, while everyone passes every chain question (the first action given). */
  function askedWhilePassing(board: KlBoard, first: string): number[] {
    const s = game(board);
    answer(s, kl, 0, first);
    const asked: number[] = [];
    for (let i = 0; i < 30; i++) {
      const d = openDecisions(s)[0];
      if (!d || d.kind === 'action') break;
      asked.push(d.player);
      answer(s, kl, d.player, optionIds(s).includes('pass') ? 'pass' : optionIds(s)[0]);
    }
    return asked;
  }

  it('a player whose hand could hold an answer is asked whether or not it does', () => {
    // p1 holds an eye (which could negate p0's hope) or a plain pup: the same cards are public.
    const withEye = askedWhilePassing(
      {
        tp: 0,
        hand: [
          ['hope', 'pup'],
          ['eye', 'pup'],
        ],
      },
      'a0',
    );
    const without = askedWhilePassing(
      {
        tp: 0,
        hand: [
          ['hope', 'pup'],
          ['pup', 'pup'],
        ],
      },
      'a0',
    );
    expect(withEye).toEqual(without);
    expect(withEye).toContain(1);
    // Likewise a free-timing card in p0's hand, or none, after a summon.
    const arrow = askedWhilePassing({ tp: 0, hand: [['pup', 'arrow'], ['pup']] }, 's0');
    const pup = askedWhilePassing({ tp: 0, hand: [['pup', 'pup'], ['pup']] }, 's0');
    expect(arrow).toEqual(pup);
  });
});

describe('卡灵时代: simultaneous decisions', () => {
  it('KALING 3.2-1: 调试, both players adjust their hands at once; each answer is kept until both have answered', () => {
    const s = createGame(kl, { seed: 'adj', players: 2, decks: kl.decks.ready.concat(kl.decks.ready) });
    expect(s.pending!.mode).toBe('all');
    expect(s.pending!.asks.map((a) => a.player)).toEqual([0, 1]);
    const hand1 = [...s.zones['p1:hand'].objects];
    answer(s, kl, 1, ['h0', 'h2']);
    // p1's answer waits in the request; nothing has moved yet and p0 is still asked.
    expect(s.zones['p1:hand'].objects).toEqual(hand1);
    expect(optionIds(s, 0)).toHaveLength(4);
    const copy = restore<KlData>(serialize(s));
    for (const st of [s, copy]) answer(st, kl, 0, []);
    expect(stateHash(copy)).toBe(stateHash(s));
    // p1 put two cards back and drew two: the two chosen objects are no longer in hand.
    expect(s.zones['p1:hand'].objects).toHaveLength(4);
    expect(s.zones['p1:hand'].objects).not.toContain(hand1[0]);
    expect(s.zones['p1:hand'].objects).toEqual(expect.arrayContaining([hand1[1], hand1[3]]));
    expect(s.zones['p0:hand'].objects).toHaveLength(4 + 1); // p0 kept all and drew for the turn
  });
});
