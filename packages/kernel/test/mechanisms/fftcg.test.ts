/**
 * FF-TCG mechanisms on the kernel: ordering triggered auto-abilities onto the stack (FFTCG 11.8.7)
 * and continuous effects by kind, dependency and timestamp (FFTCG 11.12.4.6, 11.12.4.12–13).
 */
import { describe, expect, it } from 'vitest';
import {
  Ctx,
  computeUncached,
  createGame,
  type LogEntry,
  restore,
  type State,
  serialize,
  stateHash,
} from '../../src/index.ts';
import { answer, only, optionIds } from '../fixtures/drive.ts';
import ff, { type FfBoard, type FfData, ffChars, ffLayers, ffObj } from '../fixtures/ff-stack.ts';

function game(board: FfBoard, log: LogEntry[] | null = null): State<FfData> {
  return createGame(ff, { seed: 'ff', players: 2, decks: [], options: { board } }, log);
}

function playFirst(s: State<FfData>, log: LogEntry[] | null = null): void {
  answer(s, ff, s.g.tp, 'h0', log ?? undefined);
}

describe('FF-TCG: triggered auto-abilities and the stack', () => {
  it('FFTCG 11.8.7: the turn player orders all of their triggered autos, the non-turn player’s go on top', () => {
    // p0 (turn player) has two watchers; p1 has a sentry. p0 plays a ping: four autos trigger.
    const s = game({ tp: 0, field: [['watcher', 'watcher'], ['sentry']], hand: [['ping', 'grunt'], []] });
    playFirst(s);
    const d = only(s);
    expect(d.kind).toBe('order-triggers');
    expect(d.player).toBe(0);
    expect(d.rule).toBe('FFTCG 11.8.7');
    expect(d.domain.type).toBe('order');
    // Only the turn player's three autos are offered; nothing is on the stack yet.
    expect(optionIds(s)).toHaveLength(3);
    expect(s.stack).toHaveLength(0);
    const items = d.domain.type === 'order' ? d.domain.items : [];
    const ping = items.find((o) => o.label.key === 'ff.ab.etb-ping')!;
    const rallies = items.filter((o) => o.label.key === 'ff.ab.rally');
    // The turn player chooses: rally, ping, rally (bottom to top).
    answer(s, ff, 0, [rallies[0].id, ping.id, rallies[1].id]);
    // Everything resolved (no more decisions until p0's next priority), last put first.
    expect(s.g.resolved).toEqual([4, 3, 2, 1]);
    // Item 4 was the non-turn player's sentry: it went on the stack last and resolved first.
    expect(s.g.damage).toEqual([1, 1]);
    // Then the turn player has priority again with an empty stack (FFTCG 11.1).
    expect(only(s)).toMatchObject({ kind: 'priority', player: 0 });
  });

  it('FFTCG 11.8.7: the order chosen by the turn player decides the order of resolution', () => {
    const orders: string[][] = [];
    for (const reverse of [false, true]) {
      const log: LogEntry[] = [];
      const s = game({ tp: 0, field: [['watcher'], []], hand: [['ping'], []] }, log);
      playFirst(s, log);
      const ids = optionIds(s);
      answer(s, ff, 0, reverse ? [...ids].reverse() : ids, log);
      orders.push(log.filter((e) => e.msg.key === 'ff.resolve').map((e) => (e.msg.args!.ab as any).key));
    }
    expect(orders[0]).toEqual([...orders[1]].reverse());
    expect(new Set(orders[0])).toEqual(new Set(['ff.ab.rally', 'ff.ab.etb-ping']));
  });

  it('FFTCG 11.8.7: the non-turn player orders their own autos, after the turn player’s are placed', () => {
    const s = game({ tp: 0, field: [[], ['sentry', 'sentry']], hand: [['ping'], []] });
    playFirst(s);
    // p0's single auto needs no choice; p1 orders two sentries.
    const d = only(s);
    expect(d.player).toBe(1);
    expect(d.kind).toBe('order-triggers');
    expect(s.stack).toHaveLength(0);
    answer(s, ff, 1, optionIds(s));
    // Bottom item (n = 1) was p0's ping and resolved last.
    expect(s.g.resolved.at(-1)).toBe(1);
    expect(s.g.damage).toEqual([2, 1]);
  });

  it('FFTCG 11.8.7: rule processes are settled before autos go to the stack', () => {
    // p0's blaster enters and its auto asks for a target; the 4000 damage breaks p1's watcher
    // (a rule process, FFTCG 12.4.5) before anything else is put on the stack.
    const log: LogEntry[] = [];
    const s = game({ tp: 0, field: [[], ['watcher']], hand: [['blaster'], []] }, log);
    playFirst(s, log);
    // p1's watcher triggers on the blaster entering (rally), p0's blaster triggers too.
    const d = only(s);
    expect(d.kind).toBe('target');
    const watcher = ffObj(s, 'p1:field', 'watcher');
    answer(s, ff, 0, String(watcher.id), log);
    expect(s.zones['p1:field'].objects).toHaveLength(0);
    expect(s.zones['p1:break'].objects).toHaveLength(1);
    const rules = log.map((e) => e.rule);
    expect(rules.indexOf('FFTCG 12.4.5')).toBeGreaterThan(rules.lastIndexOf('FFTCG 11.8.7'));
  });

  it('FFTCG 11.8.7: an order decision is plain data: serialize, restore and continue identically', () => {
    const s = game({ tp: 0, field: [['watcher', 'watcher'], ['sentry']], hand: [['ping'], []] });
    playFirst(s);
    const copy = restore<FfData>(serialize(s));
    const ids = optionIds(s);
    answer(s, ff, 0, ids);
    answer(copy, ff, 0, ids);
    expect(stateHash(copy)).toBe(stateHash(s));
  });
});

describe('FF-TCG: continuous effects (FFTCG 11.12.4)', () => {
  function addEffect(
    s: State<FfData>,
    layer: string,
    op: string,
    params: any,
    targets: number[] | null,
  ): void {
    new Ctx(s, ff, null).addEffect({
      source: null,
      controller: 0,
      layer,
      op,
      params,
      targets,
      until: 'turn',
    });
  }

  it('FFTCG 11.12.4.6: control changes apply before power changes, whatever their timestamps', () => {
    const s = game({ tp: 0, field: [['commander', 'watcher'], ['blaster']] });
    const blaster = ffObj(s, 'p1:field', 'blaster');
    const watcher = ffObj(s, 'p0:field', 'watcher');
    expect(ffChars(s)[watcher.id].power).toBe(4000);
    expect(ffChars(s)[blaster.id].power).toBe(6000);
    // A later control change: the blaster is now p0's Knight and gets the commander's +1000.
    addEffect(s, 'control', 'set-control', { player: 0 }, [blaster.id]);
    expect(ffChars(s)[blaster.id]).toMatchObject({ ctl: 0, power: 7000 });
  });

  it('FFTCG 11.12.4.6: text changes apply before power changes (a lost ability grants nothing)', () => {
    const s = game({ tp: 0, field: [['commander', 'watcher'], []] });
    const commander = ffObj(s, 'p0:field', 'commander');
    const watcher = ffObj(s, 'p0:field', 'watcher');
    addEffect(s, 'text', 'lose-abilities', {}, [commander.id]);
    expect(ffChars(s)[watcher.id].power).toBe(3000);
    expect(ffChars(s)[commander.id].abilities).toEqual([]);
  });

  it('FFTCG 11.12.4.6: type and job changes apply before power changes', () => {
    const s = game({ tp: 0, field: [['commander', 'watcher', 'squire'], []] });
    const watcher = ffObj(s, 'p0:field', 'watcher');
    const squire = ffObj(s, 'p0:field', 'squire');
    // The squire's own type/job ability makes it a Knight before the commander's power boost.
    expect(ffChars(s)[squire.id]).toMatchObject({ jobs: ['Squire', 'Knight'], power: 3000 });
    addEffect(s, 'type', 'become-backup', {}, [watcher.id]);
    expect(ffChars(s)[watcher.id]).toMatchObject({ type: 'backup', power: 3000 });
  });

  it('FFTCG 11.12.4.13: a dependent job effect applies after the one it depends on, despite timestamps', () => {
    const s = game({ tp: 0, field: [['grunt'], []] });
    const grunt = ffObj(s, 'p0:field', 'grunt');
    // Earlier: "Forwards with the job Samurai also have the job Warrior". Later: "grunt gains Samurai".
    addEffect(s, 'type', 'grant-job-if', { ifJob: 'Samurai', add: 'Warrior' }, null);
    addEffect(s, 'type', 'add-job', { job: 'Samurai' }, [grunt.id]);
    expect(ffChars(s)[grunt.id].jobs).toEqual(['Soldier', 'Samurai', 'Warrior']);
    // In timestamp order alone, the first effect would have found no Samurai.
    const noDeps = computeUncached(s, { ...ffLayers, dependency: 'none' });
    expect(noDeps[grunt.id].jobs).toEqual(['Soldier', 'Samurai']);
  });

  it('FFTCG 11.12.4.12: an effect whose amount another effect changes is dependent on it', () => {
    const s = game({ tp: 0, field: [['sentry', 'watcher'], []] });
    const sentry = ffObj(s, 'p0:field', 'sentry');
    const watcher = ffObj(s, 'p0:field', 'watcher');
    // Earlier: watcher +1000 for each other Forward you control with power ≥ 5000 (none yet).
    addEffect(s, 'power', 'power-per', { n: 1000, min: 5000 }, [watcher.id]);
    // Later: sentry +2000 (4000 → 6000), which changes what the first effect does.
    addEffect(s, 'power', 'power-add', { n: 2000 }, [sentry.id]);
    const chars = ffChars(s);
    expect(chars[sentry.id].power).toBe(6000);
    expect(chars[watcher.id].power).toBe(4000);
    expect(computeUncached(s, { ...ffLayers, dependency: 'none' })[watcher.id].power).toBe(3000);
  });

  it('FFTCG 11.12.4.13: independent effects apply in timestamp order', () => {
    for (const setFirst of [true, false]) {
      const s = game({ tp: 0, field: [['grunt'], []] });
      const grunt = ffObj(s, 'p0:field', 'grunt');
      const set = () => addEffect(s, 'power', 'power-set', { n: 5000 }, [grunt.id]);
      const add = () => addEffect(s, 'power', 'power-add', { n: 2000 }, [grunt.id]);
      if (setFirst) {
        set();
        add();
      } else {
        add();
        set();
      }
      expect(ffChars(s)[grunt.id].power).toBe(setFirst ? 7000 : 5000);
    }
  });

  it('FFTCG 12.4.5: a Forward whose power a continuous effect drops to 0 is broken as a rule process', () => {
    const s = game({ tp: 0, field: [['ping'], ['grunt']], hand: [['ping'], []] });
    const grunt = ffObj(s, 'p1:field', 'grunt');
    addEffect(s, 'power', 'power-set', { n: 0 }, [grunt.id]);
    playFirst(s);
    expect(s.zones['p1:field'].objects).toHaveLength(0);
    expect(s.zones['p1:break'].objects.map((id) => s.objects[id].card)).toEqual(['grunt']);
  });
});

describe('FF-TCG: replacement effects (FFTCG 11.12.5)', () => {
  function replacementOption(s: State<FfData>, card: string): string {
    const d = only(s);
    const items = d.domain.type === 'pick' ? d.domain.options : [];
    return items.find((o) => (o.label.args?.c as any)?.card === card)!.id;
  }

  it('FFTCG 11.12.5.7: the affected player chooses the order of competing replacement effects', () => {
    const results: number[][] = [];
    for (const first of ['aegis', 'mirror']) {
      const s = game({ tp: 0, field: [[], ['aegis', 'mirror']], hand: [['ping', 'grunt'], []] });
      playFirst(s); // the ping's auto deals 1 damage to p1: two replacement effects of p1 apply
      expect(only(s)).toMatchObject({ player: 1, kind: 'choose-replacement', rule: 'FFTCG 11.12.5.7' });
      answer(s, ff, 1, replacementOption(s, first));
      results.push(s.g.damage);
    }
    // aegis first: 1 − 1 = no damage at all. mirror first: p0 takes it, and p1's aegis no longer applies.
    expect(results).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('FFTCG 11.12.5.6: a self-replacement effect applies first, without a choice', () => {
    const outcomes: number[][] = [];
    for (const first of ['aegis', 'mirror']) {
      const s = game({
        tp: 0,
        damage: [3, 0],
        field: [['aegis', 'mirror'], ['sentry']],
        hand: [['ping', 'grunt'], []],
      });
      playFirst(s);
      // The sentry's auto resolves first (it is on top): 1 damage to p0, 2 because p0 already has
      // 3 (its own text). Then p0 orders aegis and mirror.
      expect(only(s)).toMatchObject({ player: 0, kind: 'choose-replacement' });
      expect(optionIds(s)).toHaveLength(2);
      answer(s, ff, 0, replacementOption(s, first));
      outcomes.push(s.g.damage);
    }
    // aegis (2 → 1) then mirror (to p1): p1 takes 1, then 1 from the ping. mirror first: p1 takes 2.
    expect(outcomes).toEqual([
      [3, 2],
      [3, 3],
    ]);
  });

  it('FFTCG 11.12.5.5: each replacement effect applies to an event only once', () => {
    const s = game({ tp: 0, field: [['mirror'], ['mirror']], hand: [['ping', 'grunt'], []] });
    playFirst(s);
    // p1's mirror sends it to p0, p0's mirror back to p1; neither applies twice.
    expect(s.g.damage).toEqual([0, 1]);
    expect(only(s)).toMatchObject({ kind: 'priority', player: 0 });
  });
});

describe('FF-TCG: rollback (FFTCG 14)', () => {
  it('FFTCG 14.1: a declaration that cannot be paid for is undone; FFTCG 14.4: the same player has priority again', () => {
    const log: LogEntry[] = [];
    const s = game({ tp: 0, field: [['grunt'], []], hand: [['summoner', 'watcher'], []] }, log);
    const before = structuredClone({
      zones: s.zones,
      objects: s.objects,
      g: s.g,
      effects: s.effects,
      rng: s.rng,
    });
    playFirst(s, log); // declare the summoner
    expect(only(s)).toMatchObject({ player: 0, kind: 'target' });
    const targetRequest = s.pending!.id;
    // Choose the grunt (a Soldier): no Soldier card in hand to pay with.
    answer(s, ff, 0, String(ffObj(s, 'p0:field', 'grunt').id), log);
    expect({ zones: s.zones, objects: s.objects, g: s.g, effects: s.effects, rng: s.rng }).toEqual(before);
    expect(s.checkpoint).toBeUndefined();
    expect(only(s)).toMatchObject({ player: 0, kind: 'priority' });
    // The withdrawn question's request id is not reused.
    expect(s.pending!.id).toBeGreaterThan(targetRequest);
    expect(log.some((e) => e.rule === 'FFTCG 14.1' && e.msg.key === 'k.rollback')).toBe(true);
  });

  it('FFTCG 14.1: a declaration whose cost can be paid completes', () => {
    const s = game({ tp: 0, field: [['squire'], []], hand: [['summoner', 'squire', 'grunt'], []] });
    playFirst(s);
    const squire = ffObj(s, 'p0:field', 'squire').id;
    answer(s, ff, 0, String(squire));
    expect(only(s)).toMatchObject({ kind: 'pay' });
    answer(s, ff, 0, optionIds(s)[0]);
    expect(s.checkpoint).toBeUndefined();
    expect(s.zones['p0:field'].objects.map((id) => s.objects[id].card).sort()).toEqual([
      'squire',
      'summoner',
    ]);
    expect(s.zones['p0:break'].objects.map((id) => s.objects[id].card)).toEqual(['squire']);
    expect(ffChars(s)[squire].power).toBe(4000);
  });
});
