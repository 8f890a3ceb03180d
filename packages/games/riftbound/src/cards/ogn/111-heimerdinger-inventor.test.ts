/** Heimerdinger, Inventor (OGN-111/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import { answer, only, runProc } from '../../../test/kit.ts';
import { activeAbilities, refKey } from '../../rules/358-abilities.ts';
import mod from './111-heimerdinger-inventor.ts';

const ORB = 'ogn-090-298'; // Orb of Regret: gear, "[E]: a unit gets -1 Might this turn"
const SWORD = 'sfd-022-221'; // Long Sword: Equip (a cost that does not exhaust)

const ID = mod.card.id;

describe('Heimerdinger, Inventor (OGN-111/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('has the [E] abilities of friendly gear, not those of enemy gear nor abilities without [E]', () => {
    const b = board({
      p0: {
        base: [
          { card: ID, as: 'h' },
          { card: ORB, as: 'orb' },
          { card: SWORD, as: 'sword' },
        ],
      },
      p1: { base: [{ card: ORB, as: 'enemyOrb' }] },
    });
    const held = activeAbilities(b.s, b.id.h).map((x) => refKey(x.ref));
    expect(held).toContain(`${ORB}#abilities.0`);
    expect(held.filter((k) => k.startsWith(ORB))).toHaveLength(1);
    expect(held.some((k) => k.startsWith(SWORD))).toBe(false);
    const alone = board({ p0: { base: [{ card: ID, as: 'h' }] }, p1: { base: [{ card: ORB }] } });
    expect(activeAbilities(alone.s, alone.id.h).some((x) => x.ref.card === ORB)).toBe(false);
  });

  it('used by Heimerdinger, the borrowed [E] exhausts Heimerdinger, not the gear (RB 401.5)', () => {
    const b = board({
      p0: {
        base: [
          { card: ID, as: 'h' },
          { card: ORB, as: 'orb' },
        ],
      },
      p1: { bf0: [{ card: 'ogn-130-298', as: 'x' }] },
    });
    runProc(b, 'rb.activate', { p: 0, src: b.id.h, at: { card: ORB, path: ['abilities', 0] } });
    for (let i = 0; i < 6 && only(b.s).kind !== 'idle'; i++) {
      const o = only(b.s);
      const opts = (o.domain as { options?: { id: string; obj?: number }[] }).options ?? [];
      answer(b.s, [(opts.find((x) => x.obj === b.id.x) ?? opts[0]).id]);
    }
    expect(b.s.objects[b.id.h].data.exhausted).toBe(true);
    expect(b.s.objects[b.id.orb].data.exhausted ?? false).toBe(false);
    // The ability is on the chain as Heimerdinger's, aimed at the enemy unit (RB 370).
    const item = (b.s.stack ?? []).at(-1)!;
    expect(item.source).toBe(b.id.h);
    expect(JSON.stringify(item.data)).toContain(`"targets":[[${b.id.x}]]`);
  });
});
