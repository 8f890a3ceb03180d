/**
 * 三国杀战棋's table (SGS 1.2–1.8): the 7×7 map with its terrain (plains, mountains, lakes,
 * forests, post stations, the arrow tower, each camp's 大本营 and 军营), seen from the viewer's camp;
 * the six roles as pieces in their camp's colour with HP, flipped pieces greyed, each camp's flag
 * where it lies or who carries it, and the attack range of the role in focus (the current role, or
 * the one pointed at). Beside it: the score, the roles' hands, equipment and delayed tricks, the
 * viewer's own hands, and the draft while generals are chosen.
 */
import type { Lang } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { useState } from 'preact/hooks';
import { cardDef } from '../../../games/sgs-chess/src/cards.ts';
import { registry } from '../../../games/sgs-chess/src/content/registry.ts';
import { SUIT_GLYPH } from '../../../games/sgs-chess/src/content/schema.ts';
import {
  BASE,
  CELL_CAMP,
  GRID,
  H,
  W as MAP_W,
  TERRAIN,
  TERRAIN_NAMES,
} from '../../../games/sgs-chess/src/data/map.ts';
import { type G, Z } from '../../../games/sgs-chess/src/state.ts';
import { useLang } from '../i18n.tsx';
import { type BoardProps, CardTile, fill, HiddenHand, Pile, type WordTable, word, zone } from './common.tsx';

const RANK: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

const W = {
  zh: {
    warm: '暖方',
    cold: '冷方',
    score: '分',
    toWin: '先得10分者胜',
    round: '第{n}轮',
    hp: '体力',
    hand: '手牌',
    equip: '装备',
    delay: '延时锦囊',
    flipped: '已翻面',
    dead: '阵亡',
    flag: '帅旗',
    carries: '持旗',
    range: '攻击范围 {n}',
    deck: '牌堆',
    discard: '弃牌堆',
    proc: '处理区',
    draft: '选将',
    pool: '将池',
    picks: '{camp}已选',
    yours: '你的手牌',
    look: '正在观看',
    offboard: '未上场',
  },
  en: {
    warm: 'Warm',
    cold: 'Cold',
    score: 'pts',
    toWin: 'first to 10 points wins',
    round: 'Round {n}',
    hp: 'HP',
    hand: 'hand',
    equip: 'equipment',
    delay: 'delayed tricks',
    flipped: 'flipped',
    dead: 'dead',
    flag: 'flag',
    carries: 'carries the flag',
    range: 'attack range {n}',
    deck: 'Deck',
    discard: 'Discard',
    proc: 'Processing',
    draft: 'Draft',
    pool: 'Pool',
    picks: '{camp} picks',
    yours: 'Your hands',
    look: 'Looking at',
    offboard: 'not placed',
  },
};

/** The game's own texts (its `present`): names, kind lines and rules text in zh and en. */
const present = sgsChess.present!;

/** A physical card's name with suit and rank ('普杀 ♠7'), or a hidden card. */
export function sgsCardText(id: string | undefined, lang: Lang): string {
  const t = id && cardDef(id) ? present.card(id, lang) : undefined;
  return t ? t.name : lang === 'zh' ? '暗置的牌' : 'hidden card';
}

export function sgsCardDetails(
  card: string,
  lang: Lang,
): { title: string; lines: string[]; text: string } | null {
  const t = present.card(card, lang);
  if (!t) return null;
  return { title: t.name, lines: t.kind ? [t.kind] : [], text: t.text ?? '' };
}

const TERRAIN_COLOR: Record<string, string> = {
  plain: '#8fae62',
  mountain: '#8a7a63',
  post: '#c9b27a',
  lake: '#4f8fc0',
  forest: '#3f7a45',
  tower: '#9c8f86',
  base: '#b8a27a',
  camp: '#a99672',
};

const CAMP_COLOR = ['#d1572f', '#3b73c4'];

const PHASE: WordTable = {
  prepare: { zh: '准备阶段', en: 'prepare phase' },
  delay: { zh: '判定阶段', en: 'judgement phase' },
  draw: { zh: '摸牌阶段', en: 'draw phase' },
  move: { zh: '移动阶段', en: 'move phase' },
  play: { zh: '出牌阶段', en: 'play phase' },
  discard: { zh: '弃牌阶段', en: 'discard phase' },
  end: { zh: '结束阶段', en: 'end phase' },
};

/** Short terrain marks for the map's cells (full names in each cell's tooltip). */
const TERRAIN_SHORT: WordTable = {
  plain: { zh: '', en: '' },
  mountain: { zh: '山', en: 'Mtn' },
  post: { zh: '驿', en: 'Post' },
  lake: { zh: '湖', en: 'Lake' },
  forest: { zh: '林', en: 'Wood' },
  tower: { zh: '塔', en: 'Tower' },
  base: { zh: '本营', en: 'HQ' },
  camp: { zh: '营', en: 'Camp' },
};

function generalName(id: string, lang: Lang): string {
  return (id && present.card(`gen:${id}`, lang)?.name) || '?';
}

/** A card kind's name alone ('普杀'). */
function kindName(kind: string, lang: Lang): string {
  return present.card(kind, lang)?.name ?? kind;
}

/** Attack range of a role as the view shows it (stand-in D4: weapon range, 1 on the tower). */
function rangeOf(p: BoardProps, g: G, r: number): number {
  const weapon = zone(p.view, Z.weapon(r)).objects[0]?.card;
  const d = weapon ? cardDef(weapon) : undefined;
  let range = d && TERRAIN[g.roles[r].cell] !== 'tower' ? (registry().kinds[d.kind]?.range ?? 1) : 1;
  // 〖马术〗's bonus this turn, the only attack-range modifier (content/skills/mashu.ts)
  if (g.current === r) range += g.turn?.marks?.mashu?.range ?? 0;
  return range;
}

export function SgsBoard(p: BoardProps) {
  const { t } = useLang();
  const { lang } = p;
  const w = W[lang];
  const g = p.view.g as G;
  const [hover, setHover] = useState<number | null>(null);
  if (!g?.roles) return null;
  const viewerCamp =
    typeof p.view.viewer === 'number' ? (g.seats === 6 ? (p.view.viewer < 3 ? 0 : 1) : p.view.viewer) : 0;
  // The viewer's own 大本营 at the bottom: the warm camp's is lower right as laid out (SGS 1.2).
  const flip = viewerCamp === 1;
  const ys = flip ? Array.from({ length: H }, (_, i) => i) : Array.from({ length: H }, (_, i) => H - 1 - i);
  const xs = flip
    ? Array.from({ length: MAP_W }, (_, i) => MAP_W - 1 - i)
    : Array.from({ length: MAP_W }, (_, i) => i);
  const focus = hover ?? (g.current >= 0 ? g.current : null);
  const focusRole = focus !== null ? g.roles[focus] : null;
  const range =
    focus !== null && focusRole && focusRole.cell >= 0 && !focusRole.dead ? rangeOf(p, g, focus) : 0;
  const inRange = (c: number) => {
    if (!focusRole || focusRole.cell < 0 || range === 0) return false;
    const [ax, ay] = [focusRole.cell % MAP_W, Math.floor(focusRole.cell / MAP_W)];
    const [bx, by] = [c % MAP_W, Math.floor(c / MAP_W)];
    const d = Math.abs(ax - bx) + Math.abs(ay - by);
    return d > 0 && d <= range;
  };
  const campName = (c: number) => (c === 0 ? w.warm : w.cold);
  return (
    <div class="board sgs">
      <div class="sgs-top">
        <span class="score" data-testid="score">
          <span class="camp-tag warm">{w.warm}</span> <b>{g.score[0]}</b> : <b>{g.score[1]}</b>{' '}
          <span class="camp-tag cold">{w.cold}</span> <span class="muted">({w.toWin})</span>
        </span>
        <span class="phase" data-testid="phase">
          {fill(w.round, { n: g.round })}
          {g.current >= 0 && ` · ${generalName(g.roles[g.current].general, lang)}`}
          {g.phase ? ` · ${word(PHASE, g.phase, lang)}` : ''}
        </span>
      </div>
      <div class="sgs-main">
        <div class="sgs-map" data-testid="grid">
          {ys.map((y) => (
            <div class="sgs-row" key={y}>
              {xs.map((x) => {
                const c = GRID.cell(x, y);
                const terrain = TERRAIN[c];
                const campCell = CELL_CAMP[c];
                const here = g.roles
                  .map((ro, r) => (ro.cell === c && !ro.dead ? r : -1))
                  .filter((r) => r >= 0);
                const flagHere = g.flags
                  .map((f, camp) => (f.holder < 0 && f.cell === c ? camp : -1))
                  .filter((x) => x >= 0);
                const opts = [...p.choice.forCell(c), ...here.flatMap((r) => p.choice.forKey(`role:${r}`))];
                const uniq = [...new Map(opts.map((o) => [o.id, o])).values()];
                const cls = [
                  'sgs-cell',
                  `t-${terrain}`,
                  campCell >= 0 ? `camp-${campCell}` : '',
                  inRange(c) ? 'in-range' : '',
                  uniq.length ? 'selectable' : '',
                  p.choice.chosen(uniq) ? 'chosen' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                const tname = TERRAIN_NAMES[terrain];
                return (
                  <button
                    type="button"
                    key={c}
                    class={cls}
                    style={`--terrain:${TERRAIN_COLOR[terrain]}`}
                    data-cell={GRID.name(c)}
                    data-selectable={uniq.length ? '1' : undefined}
                    data-options={uniq.length ? uniq.map((o) => o.id).join(' ') : undefined}
                    aria-label={`${GRID.name(c)} ${tname[lang]}`}
                    title={`${GRID.name(c)} · ${tname[lang]}${c === BASE[0] || c === BASE[1] ? ` (${campName(campCell)})` : ''}`}
                    onMouseEnter={() => here.length && setHover(here[0])}
                    onMouseLeave={() => setHover(null)}
                    onFocus={() => here.length && setHover(here[0])}
                    onBlur={() => setHover(null)}
                    onClick={() => {
                      if (uniq.length) p.choice.point(uniq);
                      else if (here.length) setHover(here[0]);
                    }}
                  >
                    <span class="terrain-glyph" aria-hidden="true">
                      {TERRAIN_SHORT[terrain][lang]}
                    </span>
                    {flagHere.map((camp) => (
                      <span
                        class="flag"
                        style={`--camp:${CAMP_COLOR[camp]}`}
                        title={`${campName(camp)} ${w.flag}`}
                      >
                        ⚑
                      </span>
                    ))}
                    {here.map((r) => {
                      const ro = g.roles[r];
                      const carrying = g.flags.some((f) => f.holder === r);
                      return (
                        <span
                          class={`piece${ro.faceDown ? ' down' : ''}${g.current === r ? ' current' : ''}`}
                          style={`--camp:${CAMP_COLOR[ro.camp]}`}
                          data-role={r}
                          title={`${generalName(ro.general, lang)} · ${w.hp} ${ro.hp}/${ro.maxHp}${ro.faceDown ? ` · ${w.flipped}` : ''}`}
                        >
                          <span class="piece-name">
                            {generalName(ro.general, lang).slice(0, lang === 'zh' ? 2 : 6)}
                          </span>
                          {/* On a phone the piece is too small for a name: its number in the list of
                              roles beside the map ("1. Sun Quan") stands for it. */}
                          <span class="piece-no">{r + 1}</span>
                          <span class="piece-hp">
                            {ro.hp}/{ro.maxHp}
                          </span>
                          {carrying && <span class="piece-flag">⚑</span>}
                        </span>
                      );
                    })}
                    <span class="cell-name">{GRID.name(c)}</span>
                  </button>
                );
              })}
            </div>
          ))}
          {focus !== null && range > 0 && (
            <div class="range-note muted">
              {generalName(g.roles[focus].general, lang)} · {w.range.replace('{n}', String(range))}
            </div>
          )}
        </div>
        <aside class="sgs-roles">
          {g.roles.map((ro, r) => {
            const hand = zone(p.view, Z.hand(r));
            const equip = [Z.weapon(r), Z.armor(r), Z.horse(r)]
              .map((id) => zone(p.view, id).objects[0])
              .filter(Boolean);
            const delay = zone(p.view, Z.delay(r)).objects;
            const roleOpts = p.choice.forKey(`role:${r}`);
            return (
              <div
                class={`role-row${g.current === r ? ' current' : ''}${ro.dead ? ' dead' : ''}`}
                key={r}
                style={`--camp:${CAMP_COLOR[ro.camp]}`}
              >
                <button
                  type="button"
                  class={`role-name${roleOpts.length ? ' selectable' : ''}`}
                  data-key={`role:${r}`}
                  onMouseEnter={() => setHover(r)}
                  onMouseLeave={() => setHover(null)}
                  onFocus={() => setHover(r)}
                  onBlur={() => setHover(null)}
                  data-options={roleOpts.length ? roleOpts.map((o) => o.id).join(' ') : undefined}
                  onClick={() =>
                    roleOpts.length ? p.choice.point(roleOpts) : ro.general && p.inspect(`gen:${ro.general}`)
                  }
                >
                  <span class="camp-dot" />
                  {r + 1}. {ro.general ? generalName(ro.general, lang) : '?'}
                </button>
                <span class="hp" title={`${w.hp} ${ro.hp}/${ro.maxHp}`}>
                  {'●'.repeat(Math.max(0, ro.hp))}
                  <span class="lost">{'○'.repeat(Math.max(0, ro.maxHp - Math.max(0, ro.hp)))}</span>
                </span>
                <span class="muted">
                  {ro.dead ? w.dead : ro.cell >= 0 ? GRID.name(ro.cell) : w.offboard}
                  {ro.faceDown ? ` · ${w.flipped}` : ''} · {w.hand} {hand.count}
                </span>
                {equip.length > 0 && (
                  <span class="equip">
                    {equip.map((o) => (
                      <button type="button" class="chip" onClick={() => o.card && p.inspect(o.card)}>
                        {sgsCardText(o.card, lang)}
                      </button>
                    ))}
                  </span>
                )}
                {delay.length > 0 && (
                  <span class="delay">
                    {delay.map((o) => (
                      <span class="chip warn">{sgsCardText(o.card, lang)}</span>
                    ))}
                  </span>
                )}
              </div>
            );
          })}
          <div class="sgs-piles">
            <Pile label={w.deck} count={zone(p.view, Z.deck).count} />
            <Pile
              label={w.discard}
              count={zone(p.view, Z.discard).count}
              onClick={() => p.inspect(`zone:${Z.discard}`, w.discard)}
            />
            {zone(p.view, Z.processing).count > 0 && (
              <span class="proc">
                {w.proc}:{' '}
                {zone(p.view, Z.processing)
                  .objects.map((o) => sgsCardText(o.card, lang))
                  .join(' ')}
              </span>
            )}
          </div>
        </aside>
      </div>
      {g.draft && (
        <div class="sgs-draft" data-testid="draft">
          <b>{w.draft}</b>{' '}
          {[0, 1].map((camp) => (
            <span key={camp} class="draft-picks">
              {w.picks.replace('{camp}', campName(camp))}:{' '}
              {g.draft!.picks[camp].map((id) => (
                <button type="button" class="chip" onClick={() => p.inspect(`gen:${id}`)}>
                  {generalName(id, lang)}
                </button>
              ))}
            </span>
          ))}
        </div>
      )}
      <div class="sgs-hands">
        {g.roles.map((ro, r) => {
          const z = zone(p.view, Z.hand(r));
          const mine = typeof p.view.viewer === 'number' && z.owner === p.view.viewer;
          if (!mine) return null;
          return (
            <div class="hand" key={r} data-testid={`my-hand-${r}`}>
              <span class="hand-owner" style={`--camp:${CAMP_COLOR[ro.camp]}`}>
                {ro.general ? generalName(ro.general, lang) : r + 1}
              </span>
              {z.objects.length === 0 && <span class="muted">{t('empty')}</span>}
              {z.objects.map((o) => {
                const d = o.card ? cardDef(o.card) : undefined;
                const opts = p.choice.forObj(o.id);
                return (
                  <CardTile
                    small
                    key={o.id}
                    name={d ? kindName(d.kind, lang) : '?'}
                    card={o.card}
                    obj={o.id}
                    cost={d ? `${SUIT_GLYPH[d.suit]}${RANK[d.rank] ?? d.rank}` : undefined}
                    colors={d ? [d.suit === 'H' || d.suit === 'D' ? '#c8322d' : '#2b2b33'] : undefined}
                    options={opts}
                    chosen={p.choice.chosen(opts)}
                    onClick={() => (opts.length ? p.choice.point(opts) : o.card && p.inspect(o.card))}
                  />
                );
              })}
            </div>
          );
        })}
        {typeof p.view.viewer === 'number' && zone(p.view, Z.look(p.view.viewer)).count > 0 && (
          <div class="hand look">
            <span class="hand-owner">{w.look}</span>
            {zone(p.view, Z.look(p.view.viewer)).objects.map((o) => (
              <span class="chip">{sgsCardText(o.card, lang)}</span>
            ))}
          </div>
        )}
      </div>
      <div class="sgs-opp-hands">
        {g.roles.map((ro, r) => {
          const z = zone(p.view, Z.hand(r));
          if (typeof p.view.viewer === 'number' && z.owner === p.view.viewer) return null;
          return (
            <span key={r} class="opp-hand" style={`--camp:${CAMP_COLOR[ro.camp]}`}>
              {ro.general ? generalName(ro.general, lang) : r + 1}:{' '}
              <HiddenHand count={z.count} label={w.hand} />
            </span>
          );
        })}
      </div>
    </div>
  );
}
