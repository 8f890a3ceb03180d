/** The terminal board (`arbiter play vividz`) in zh and en, and what it must not show. */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { renderText } from '../src/render.ts';
import { board, players, TEST_MODULE } from './helpers.ts';

const position = (oppHand: string[]) =>
  board(
    players(
      {
        account: 'VZ-A01',
        missions: [{ card: 'VZ-M01', sleep: true }, { card: 'VZ-M02', faceDown: true }, 'VZ-M03'],
        area: { '1': 'VZ-C04', '2': { card: 'VZ-C01', damage: 1 } },
        hand: ['VZ-C03'],
        keep: ['VZ-C14'],
        energy: ['VZ-C10'],
      },
      {
        account: 'VZ-A02',
        area: { '2': { card: 'VZ-C25', sleep: true } },
        hand: oppHand,
        missions: [{ card: 'VZ-M04', faceDown: true }],
      },
    ),
  );

describe('the terminal board', () => {
  it('shows lanes, areas with computed power, missions, energy and the own hand, in en and zh', () => {
    const g = position(['VZ-C17', 'VZ-C18']);
    const v = viewFor(g.state, TEST_MODULE, 0);
    const en = renderText(v, 'en');
    expect(en).toContain('Lane 2 (Center)');
    expect(en).toContain('Chorus Leader 4');
    expect(en).toContain('Rookie Idol 4 dmg1'); // +1 Chorus Leader, +1 Full House (Center)
    expect(en).toContain('Iron Recruit 2 ⤵');
    expect(en).toContain('Debut Stage [checked]');
    expect(en).toContain('Hand: Encore Singer');
    expect(en).toContain('Keep: Roadie');
    expect(en).toContain('Energy 1: Bass Wall');
    const zh = renderText(v, 'zh');
    expect(zh).toContain('赛道2 (中央)'.replace('2', ' 2'));
    expect(zh).toContain('合唱队长 4');
  });

  it("never shows the opponent's hand or face-down missions (permuting them changes nothing)", () => {
    const a = renderText(viewFor(position(['VZ-C17', 'VZ-C18']).state, TEST_MODULE, 0), 'en');
    const b = renderText(viewFor(position(['VZ-E06', 'VZ-C24']).state, TEST_MODULE, 0), 'en');
    expect(a).toBe(b);
    expect(a).not.toContain('Shadow Scout');
    expect(a).not.toContain('Night Raid');
  });
});
