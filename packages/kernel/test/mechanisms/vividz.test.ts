/**
 * Vividz on the kernel: priority preprocessing (VZ 202.2) — rule effects in their fixed order
 * (VZ 1001.2a) and triggered abilities with one "triggered state" layer per occurrence (VZ 908.1b),
 * resolved one at a time as the turn player picks (VZ 908.2a).
 */
import { describe, expect, it } from 'vitest';
import { createGame, type LogEntry, restore, type State, serialize, stateHash } from '../../src/index.ts';
import { answer, cited, only, optionIds } from '../fixtures/drive.ts';
import vz, { cardsIn, type VzBoard, type VzData } from '../fixtures/vz-preprocess.ts';

function game(board: VzBoard, log: LogEntry[] | null = null): State<VzData> {
  return createGame(vz, { seed: 'vz', players: 2, decks: [], options: { board } }, log);
}

function idOf(s: State, zone: string, card: string): number {
  return s.zones[zone].objects.find((id) => s.objects[id].card === card)!;
}

describe('Vividz: rule effects (VZ 1001.2a)', () => {
  it('VZ 1001.2a: level up, then illegal character, then KO by damage, then losing the game', () => {
    const log: LogEntry[] = [];
    // p0 starts the draw phase with an empty deck; at the same time a field can level up, another
    // holds an illegal character, and one of p1's characters has lethal damage.
    const s = game(
      {
        tp: 0,
        atStart: true,
        deck: [[], ['squire']],
        fields: { 'p0:f0': ['knight', 'giant'], 'p0:f1': ['giant', 'squire'], 'p1:f0': ['knight*5'] },
      },
      log,
    );
    expect(cited(log, 'VZ 100')).toEqual(['VZ 1002.1', 'VZ 1003.1', 'VZ 1004.1', 'VZ 1005.2']);
    expect(s.result).toMatchObject({ winners: [1], rule: 'VZ 1005.2' });
    // Level up: the older knight went to the EXP zone; the giant leveled up.
    expect(cardsIn(s, 'p0:exp')).toEqual(['knight']);
    expect(s.objects[idOf(s, 'p0:f0', 'giant')].data.lvup).toBe(true);
    // Illegal: the newest (squire) is not the highest cost: the others go to the trash.
    expect(cardsIn(s, 'p0:f1')).toEqual(['squire']);
    expect(cardsIn(s, 'p0:trash')).toEqual(['giant']);
    expect(cardsIn(s, 'p1:trash')).toEqual(['knight']);
  });

  it('VZ 1001.2a: a card that both levels up away and has lethal damage goes to EXP, not the trash', () => {
    const log: LogEntry[] = [];
    const s = game({ tp: 0, fields: { 'p0:f0': ['knight*5', 'giant'] } }, log);
    // Level up comes first, so the damaged knight is no longer on the field when KO is checked.
    expect(cardsIn(s, 'p0:exp')).toEqual(['knight']);
    expect(cardsIn(s, 'p0:trash')).toEqual([]);
    expect(cited(log, 'VZ 100')).toEqual(['VZ 1002.1']);
  });

  it('VZ 1004.1: only damage exceeding power knocks out (equal is not enough)', () => {
    const s = game({ tp: 0, fields: { 'p0:f0': ['knight*4'], 'p1:f0': ['knight*5'] } });
    expect(cardsIn(s, 'p0:f0')).toEqual(['knight']);
    expect(cardsIn(s, 'p1:trash')).toEqual(['knight']);
  });

  it('VZ 1005.2: the empty-deck loss is checked at the start draw phase, not in the main phase', () => {
    const s = game({ tp: 0, deck: [[], ['squire']], fields: {} });
    expect(s.result).toBeNull();
    expect(only(s)).toMatchObject({ player: 0, kind: 'main' });
    answer(s, vz, 0, 'end');
    answer(s, vz, 1, 'end');
    expect(s.result).toMatchObject({ winners: [1], rule: 'VZ 1005.2' });
  });
});

describe('Vividz: triggered abilities (VZ 908)', () => {
  // p0's squire attacks the empty lane 0: p1 puts two cards into the trash. p1's bell (own trash)
  // and p0's owl (any trash) each trigger twice.
  const board: VzBoard = {
    tp: 0,
    fields: { 'p0:f0': ['squire'], 'p0:f1': ['owl'], 'p1:f1': ['bell'] },
    deck: [
      ['squire', 'squire', 'squire'],
      ['squire', 'squire', 'squire', 'squire'],
    ],
  };

  it('VZ 908.1b: each occurrence adds a triggered state; VZ 908.2a: the turn player picks the ability, not the layer', () => {
    const log: LogEntry[] = [];
    const s = game(board, log);
    answer(s, vz, 0, `a${idOf(s, 'p0:f0', 'squire')}`, log);
    expect(cardsIn(s, 'p1:trash')).toEqual(['squire', 'squire']);
    expect(s.triggers.map((t) => t.ability).sort()).toEqual(['bell', 'bell', 'owl', 'owl']);
    // Two abilities in triggered state: the turn player (p0) picks one of two, not of four.
    expect(only(s)).toMatchObject({ player: 0, kind: 'order-triggers', rule: 'VZ 908.2a' });
    const [bellOpt, owlOpt] = ['bell', 'owl'].map(
      (ab) =>
        only(s).domain.type === 'pick' &&
        (only(s).domain as any).options.find((o: any) => o.label.args.ab === ab).id,
    );
    expect(optionIds(s).sort()).toEqual([bellOpt, owlOpt].sort());
    // Each option says how many triggered states it stands for.
    const d0 = only(s);
    expect(d0.domain.type === 'pick' && d0.domain.options.map((o) => o.hint?.args?.n)).toEqual([2, 2]);
    const hand = s.zones['p0:hand'].objects.length;
    answer(s, vz, 0, owlOpt, log); // one owl layer resolves: p0 draws
    expect(s.zones['p0:hand'].objects.length).toBe(hand + 1);
    expect(s.triggers.map((t) => t.ability).sort()).toEqual(['bell', 'bell', 'owl']);
    // Still two abilities: another choice.
    expect(optionIds(s)).toHaveLength(2);
    answer(s, vz, 0, optionIds(s).find((id) => id !== bellOpt)!, log);
    // Only the bell is left (two layers): no choice is needed; its controller p1 picks a target.
    expect(s.triggers.map((t) => t.ability)).toEqual(['bell']);
    expect(only(s)).toMatchObject({ player: 1, kind: 'target' });
    // 2 damage to the squire (power 1): rule effects are checked before the next layer (VZ 202.2a).
    answer(s, vz, 1, String(idOf(s, 'p0:f0', 'squire')), log);
    expect(cardsIn(s, 'p0:trash')).toEqual(['squire']);
    // The squire entering the trash triggered the owl again: bell ×1 and owl ×1 now.
    expect(s.triggers.map((t) => t.ability).sort()).toEqual(['bell', 'owl']);
    expect(only(s)).toMatchObject({ player: 0, kind: 'order-triggers' });
    const rules = cited(log, 'VZ ');
    expect(rules.indexOf('VZ 1004.1')).toBeGreaterThan(rules.indexOf('VZ 908.2'));
    expect(s.g.resolved).toEqual(['owl:0', 'owl:0', 'bell:1']);
  });

  it('VZ 908.2a: a triggered state is removed even when the ability cannot resolve', () => {
    const log: LogEntry[] = [];
    const s = game({ ...board, fields: { 'p0:f0': ['squire'], 'p1:f1': ['bell'] } }, log);
    answer(s, vz, 0, `a${idOf(s, 'p0:f0', 'squire')}`, log);
    // Two bell layers, one ability: no choice; the first asks p1 for a target.
    expect(only(s)).toMatchObject({ player: 1, kind: 'target' });
    answer(s, vz, 1, optionIds(s)[0], log);
    // The squire was knocked out before the second layer; that one has no target but is removed.
    expect(s.triggers).toHaveLength(0);
    expect(s.g.resolved).toEqual(['bell:1', 'bell:1']);
    expect(cited(log, 'VZ ').slice(-4)).toEqual(['VZ 908.2', 'VZ 1004.1', 'VZ 908.2', 'VZ 908.2a']);
    expect(only(s)).toMatchObject({ player: 0, kind: 'main' });
  });

  it('VZ 202.2: preprocessing waiting for a choice is plain data (serialize/restore continues identically)', () => {
    const s = game(board);
    answer(s, vz, 0, `a${idOf(s, 'p0:f0', 'squire')}`);
    const copy = restore<VzData>(serialize(s));
    for (const st of [s, copy]) {
      for (let i = 0; i < 6 && !st.result; i++) answer(st, vz, only(st).player, optionIds(st)[0]);
    }
    expect(stateHash(copy)).toBe(stateHash(s));
  });

  it('VZ 908.5a: a state trigger enters its triggered state once while its condition holds', () => {
    // p0 plays their last hand card, a horn: its trigger and the scout's state trigger (the hand is
    // now empty) are both waiting. p0 resolves the horn first; preprocessing then checks the state
    // trigger again while the scout is still in its triggered state: it does not trigger twice.
    const s = game({ tp: 0, fields: { 'p0:f0': ['scout'] }, hand: [['horn'], []] });
    answer(s, vz, 0, 'p0:1');
    expect(only(s)).toMatchObject({ player: 0, kind: 'order-triggers' });
    const horn = optionIds(s).find((id) => s.triggers.find((t) => String(t.id) === id)?.ability === 'horn')!;
    answer(s, vz, 0, horn);
    expect(s.g.resolved).toEqual(['horn:0', 'scout:0']);
    expect(cardsIn(s, 'p0:hand')).toEqual(['scout']);
    expect(only(s)).toMatchObject({ player: 0, kind: 'main' });
  });
});
