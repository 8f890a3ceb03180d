/**
 * The card set as a whole: one file per card, all indexed in one place, each with its test beside
 * it; the nine decks and the seed's cards covered with their tokens; the pool listing of
 * `arbiter cards riftbound` against all 767 published names.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../src/card-pool.ts';
import { CARD_MODULES } from '../src/cards/index.ts';
import { CARDS, missingCode, TOKEN_CARD } from '../src/cards/registry.ts';
import { TOKENS } from '../src/cards/schema.ts';
import { PRECONS } from '../src/decks.ts';
import riftbound from '../src/index.ts';
import { cardFiles } from '../tools/card-files.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cards');

describe('the card set', () => {
  it('every card file is in the index, and every card file has its test beside it', () => {
    const files = cardFiles(dir);
    expect(CARD_MODULES).toHaveLength(files.length);
    for (const f of files) expect(existsSync(join(dir, f.replace(/\.ts$/, '.test.ts'))), f).toBe(true);
  });

  it('RB 103: all 158 distinct cards of the nine decks (and their runes) are defined', () => {
    const ids = new Set<string>();
    for (const d of PRECONS)
      for (const id of [
        d.legend,
        d.champion,
        ...d.battlefields,
        ...Object.keys(d.main),
        ...Object.keys(d.runes),
      ])
        ids.add(id);
    const runes = [...ids].filter((id) => CARDS[id]?.type === 'rune');
    expect(ids.size - runes.length).toBe(158);
    for (const id of ids) expect(CARDS[id], id).toBeDefined();
  });

  it('the seven cards the seed names are defined, with the seed’s Chinese names', () => {
    const seed: Record<string, string> = {
      'ogn-232-298': '菲奥娜 - 所向披靡',
      'ogn-069-298': '背水一战',
      'ogn-029-298': '星落',
      'ogn-037-298': '不朽凤凰',
      'sfd-031-221': '沙漠召唤',
      'sfd-077-221': '火箭轰击',
      'sfd-186-221': '旋转飞斧',
    };
    for (const [id, zh] of Object.entries(seed)) expect(CARDS[id].name.zh).toBe(zh);
  });

  it('RB 173–181: every token a card creates has a card to be made from', () => {
    for (const k of TOKENS) expect(CARDS[TOKEN_CARD[k]]?.supertype, k).toBe('token');
    for (const c of Object.values(CARDS)) for (const k of c.creates ?? []) expect(TOKENS).toContain(k);
    // A card that plays a token says so in `creates`.
    for (const c of Object.values(CARDS)) {
      const made = JSON.stringify(c.abilities).match(/"token":"([a-z-]+)"/g) ?? [];
      for (const m of made) expect(c.creates, c.id).toContain(m.slice(9, -1));
    }
  });

  it('card names as published are unique per id; texts are ours (no publisher symbol codes)', () => {
    for (const c of Object.values(CARDS)) {
      expect(c.text, c.id).toBeDefined();
      expect(`${c.text?.en}${c.text?.zh}`, c.id).not.toMatch(/:rb_|\[Equip\]|\[Reaction\]/);
    }
  });
});

describe('arbiter cards riftbound: the pool', () => {
  it('lists all 767 published names; those written are "implemented" unless card code they name is missing', () => {
    const pool = cardPool();
    expect(pool.total).toBe(767);
    // 171 printed cards of the decks and the seed + Recruit ×3, Sprite, Gold have entries, and 73
    // more of the pool; Mech and Sand Soldier do not. No card names card code not written yet.
    expect(pool.implemented).toBe(249);
    expect(pool.encoded).toBe(0);
    expect(pool.cards.filter((c) => c.status === 'missing')).toHaveLength(767 - 249);
    expect(riftbound.cardPool?.().total).toBe(767);
  });

  it('no card names card code that is not written (Heimerdinger and Rumble are in the vocabulary)', () => {
    const needing = Object.keys(CARDS).filter((id) => missingCode(id).length > 0);
    expect(needing).toEqual([]);
    const heimer = cardPool().cards.find((c) => c.ids.includes('ogn-111-298'));
    expect(heimer?.status).toBe('implemented');
  });
});
