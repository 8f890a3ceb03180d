/**
 * Issue 10: FF-TCG keeps derived data (characteristics, "the field check found nothing") until the
 * state's version moves. A rollback puts an earlier version back, and the same version numbers are
 * then reached again with other content: the kernel's rollback generation keeps those caches from
 * answering for the old content.
 */
import { Ctx, rollbackGeneration } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import fftcg from '../src/index.ts';
import { chars } from '../src/rules/11-layers.ts';
import { CHECKS } from '../src/rules/12-rule-processes.ts';
import { board, tag } from './helpers.ts';

const fieldCheck = CHECKS.checks.find((c) => c.id === 'field')!;

function oneForward() {
  const b = board({ start: 'attack', players: [{ field: [{ card: 'F01', tag: 'k' }] }, { field: [] }] });
  return { s: b.s, id: tag(b, 'k'), ctx: new Ctx(b.s, fftcg, null) };
}

describe('caches kept per version after a rollback (issue 10)', () => {
  it('FFTCG 12.4.5: damage dealt after a rollback, at a version once seen quiet, breaks the Forward', () => {
    const { s, id, ctx } = oneForward();
    ctx.checkpoint();
    ctx.touch();
    const quietAt = s.version;
    expect(fieldCheck.find(s)).toBeNull();
    const before = rollbackGeneration();
    ctx.rollback('FFTCG 14');
    expect(rollbackGeneration()).toBeGreaterThan(before);
    ctx.setData(id, 'damage', 99_999);
    // The same version number as the quiet look, with other content.
    expect(s.version).toBe(quietAt);
    expect(fieldCheck.find(s)).toEqual([[id, 'FFTCG 12.4.5']]);
  });

  it('FFTCG 11.12.4: characteristics computed after a checkpoint are not revived by its version', () => {
    const { s, id, ctx } = oneForward();
    const printed = chars(s)[id].power;
    ctx.checkpoint();
    ctx.addEffect({
      source: null,
      controller: 0,
      layer: 'power',
      op: 'mod',
      params: { n: 1000 },
      targets: [id],
      until: 'turn',
    });
    const boostedAt = s.version;
    expect(chars(s)[id].power).toBe(printed + 1000);
    ctx.rollback('FFTCG 14');
    ctx.touch();
    expect(s.version).toBe(boostedAt);
    expect(chars(s)[id].power).toBe(printed);
  });
});
