/**
 * 卡灵时代's table (KALING 1): the 5×5 grid seen from the viewer's side — each player's own field
 * (two rows) tinted in their colour, the public row between them, 封锁 cells crossed out — with every
 * card's controller, facing (the direction its controller looks), AP/DP/SP and level, GP of
 * devices, and set cards face down (the viewer's own set cards shown dimmed with their name). Around
 * it: LP, energy, hands, decks and discard piles, the chain and the attack in progress.
 */
import kaling from '@arbiter/kaling';
import type { Lang } from '@arbiter/kernel';
import { CARDS } from '../../../games/kaling/src/cards/data.ts';
import type { GView } from '../../../games/kaling/src/view.ts';
import { cardName } from '../games.ts';
import { useLang } from '../i18n.tsx';
import {
  type BoardProps,
  bottomSeat,
  CardTile,
  fill,
  HiddenHand,
  Pile,
  TurnLine,
  type WordTable,
  word,
  zone,
} from './common.tsx';

export const ATTR_COLOR: Record<string, string> = {
  光: '#f3df7a',
  电: '#9a6ad8',
  暗: '#453a5c',
  火: '#db4b32',
  木: '#4aa55a',
  水: '#3579d6',
  土: '#a67c45',
  冰: '#79d3e6',
  风: '#49b8a4',
  金: '#c9a227',
  空: '#9aa3ad',
};

const TYPE: WordTable = {
  kaling: { zh: '卡灵', en: 'Kaling' },
  tactic: { zh: '战术', en: 'Tactic' },
  device: { zh: '装置', en: 'Device' },
};

const W = {
  zh: {
    lp: '生命',
    energy: '能量',
    deck: '卡组',
    discard: '弃区',
    hand: '手牌',
    chain: '连锁',
    attack: '攻击',
    sealed: '封锁',
    set: '盖放',
    direct: '直接攻击',
    turn: '第{n}回合',
    level: '等级',
    empty: '无',
    hiddenLink: '手牌中的一张卡（未公开）',
  },
  en: {
    lp: 'LP',
    energy: 'Energy',
    deck: 'Deck',
    discard: 'Discard',
    hand: 'Hand',
    chain: 'Chain',
    attack: 'Attack',
    sealed: 'sealed',
    set: 'set',
    direct: 'direct attack',
    turn: 'Turn {n}',
    level: 'Lv',
    empty: 'none',
    hiddenLink: 'a card from hand (not shown)',
  },
};

const PHASE: WordTable = {
  setup: { zh: '准备', en: 'setup' },
  start: { zh: '开始阶段', en: 'start phase' },
  draw: { zh: '抽卡阶段', en: 'draw phase' },
  action: { zh: '行动阶段', en: 'action phase' },
  end: { zh: '结束阶段', en: 'end phase' },
};

export function cellName(c: number): string {
  return String.fromCharCode(65 + (c % 5)) + String(Math.floor(c / 5) + 1);
}

export function kalingCardDetails(
  card: string,
  lang: Lang,
): { title: string; lines: string[]; text: string } | null {
  const c = CARDS[card];
  if (!c) return null;
  const lines = [`${TYPE[c.type][lang]} · ${c.attrs.join('/') || '—'}${c.series ? ` · ${c.series}` : ''}`];
  if (c.type === 'kaling') lines.push(`${W[lang].level} ${c.lv} · AP ${c.ap} / DP ${c.dp} / SP ${c.sp}`);
  else lines.push(`${lang === 'zh' ? '费用' : 'cost'} ${c.lv}${c.gp !== undefined ? ` · GP ${c.gp}` : ''}`);
  const texts: string[] = [];
  for (let i = 0; ; i++) {
    const t = kaling.catalog[`kl.text.${card}.${i}`];
    if (!t) break;
    const name = kaling.catalog[`kl.eff.${card}.${i}`];
    texts.push(`${name ? `${name[lang]} ` : ''}${t[lang]}`);
  }
  return { title: lang === 'zh' ? c.zh : c.en, lines, text: texts.join('\n') };
}

function PlayerPanel(p: BoardProps & { seat: number; g: GView; near: boolean }) {
  const { t } = useLang();
  const w = W[p.lang];
  const z = (n: string) => zone(p.view, `p${p.seat}:${n}`);
  const disc = z('discard');
  const top = disc.objects[disc.objects.length - 1];
  const targetOpts = p.choice.forKey(`player:${p.seat}`);
  return (
    <section
      class={`kl-player ${p.near ? 'near' : 'far'} owner-${p.seat === bottomSeat(p.view) ? 'me' : 'them'}`}
      data-seat={p.seat}
    >
      <button
        type="button"
        class={`seat-name${p.g.turnPlayer === p.seat ? ' active' : ''}${targetOpts.length ? ' selectable' : ''}`}
        disabled={!targetOpts.length}
        data-key={`player:${p.seat}`}
        data-options={targetOpts.length ? targetOpts.map((o) => o.id).join(' ') : undefined}
        onClick={() => p.choice.point(targetOpts)}
      >
        {p.seatName(p.seat)}
      </button>
      <span class="stat lp" data-testid={`lp-${p.seat}`}>
        {w.lp} <b>{p.g.lp[p.seat]}</b>
      </span>
      <span class="stat energy" title={`${w.energy} ${p.g.energy[p.seat]}/6`}>
        {w.energy}{' '}
        <span class="pips">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} class={`pip${i < p.g.energy[p.seat] ? ' on' : ''}`} />
          ))}
        </span>
      </span>
      <Pile label={w.deck} count={z('deck').count} testid={`deck-${p.seat}`} />
      <Pile
        label={w.discard}
        count={disc.count}
        top={
          top?.card ? (
            <CardTile
              small
              name={cardName('kaling', top.card, p.lang)}
              card={top.card}
              colors={CARDS[top.card]?.attrs.map((a) => ATTR_COLOR[a])}
              onClick={() => p.inspect(`zone:p${p.seat}:discard`, w.discard)}
            />
          ) : undefined
        }
        onClick={disc.count ? () => p.inspect(`zone:p${p.seat}:discard`, w.discard) : undefined}
      />
      {!(p.near && p.view.viewer === p.seat) && <HiddenHand count={z('hand').count} label={t('hand')} />}
    </section>
  );
}

export function KalingBoard(p: BoardProps) {
  const { lang } = p;
  const w = W[lang];
  const g = p.view.g as GView;
  const me = bottomSeat(p.view);
  if (!g?.board) return null;
  const rows = me === 0 ? [4, 3, 2, 1, 0] : [0, 1, 2, 3, 4];
  const cols = me === 0 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0];
  const atkFrom = g.attack ? g.cells.indexOf(g.attack.attacker) : -1;
  const atkTo = g.attack ? g.attack.targetCell : -2;
  const hand = zone(p.view, `p${me}:hand`);
  return (
    <div class="board kaling">
      <PlayerPanel {...p} seat={1 - me} g={g} near={false} />
      <div class="kl-middle">
        <div class="kl-grid" data-testid="grid">
          <div class="kl-colnames">
            <span />
            {cols.map((x) => (
              <span key={x}>{String.fromCharCode(65 + x)}</span>
            ))}
          </div>
          {rows.map((y) => (
            <div class="kl-row" key={y}>
              <span class="kl-rowname">{y + 1}</span>
              {cols.map((x) => {
                const c = y * 5 + x;
                const b = g.board[c];
                const sealed = g.sealed.includes(c);
                const home = y < 2 ? 0 : y > 2 ? 1 : -1;
                const obj = g.cells[c];
                const opts = [...p.choice.forCell(c), ...(obj > 0 ? p.choice.forObj(obj) : [])];
                const uniq = [...new Map(opts.map((o) => [o.id, o])).values()];
                const cls = [
                  'kl-cell',
                  home < 0 ? 'public' : home === me ? 'home-me' : 'home-them',
                  sealed ? 'sealed' : '',
                  uniq.length ? 'selectable' : '',
                  p.choice.chosen(uniq) ? 'chosen' : '',
                  c === atkFrom ? 'attacker' : '',
                  c === atkTo ? 'attacked' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                let content = null;
                if (b) {
                  const [card, owner, ctrl, ap, dp, sp, down, gp] = b;
                  const def = card ? CARDS[card] : undefined;
                  const facingUp = ctrl === me;
                  const marks = [] as { text: string; tone?: 'bad' | 'good' | 'info' | 'warn' }[];
                  if (owner !== ctrl) marks.push({ text: `P${owner}`, tone: 'warn' });
                  content = (
                    <CardTile
                      small
                      name={card ? cardName('kaling', card, lang) : w.set}
                      card={card ?? undefined}
                      obj={obj > 0 ? obj : undefined}
                      faceDown={!!down}
                      peek={!!down && !!card}
                      colors={def?.attrs.map((a) => ATTR_COLOR[a])}
                      cost={def?.type === 'kaling' ? `${w.level}${def.lv}` : undefined}
                      kind={def && def.type !== 'kaling' ? TYPE[def.type][lang] : undefined}
                      stats={
                        down
                          ? undefined
                          : def?.type === 'kaling'
                            ? `${ap}/${dp}/${sp}`
                            : gp
                              ? `GP ${gp}`
                              : undefined
                      }
                      marks={marks}
                      title={`${cellName(c)} · ${p.seatName(ctrl)} · ${card ? cardName('kaling', card, lang) : w.set}`}
                    />
                  );
                  content = (
                    <span class={`kl-piece ctrl-${ctrl === me ? 'me' : 'them'}`}>
                      <span class={`facing ${facingUp ? 'up' : 'down'}`} aria-hidden="true">
                        {facingUp ? '▲' : '▼'}
                      </span>
                      {content}
                    </span>
                  );
                }
                return (
                  <button
                    type="button"
                    key={c}
                    class={cls}
                    data-cell={cellName(c)}
                    data-selectable={uniq.length ? '1' : undefined}
                    data-options={uniq.length ? uniq.map((o) => o.id).join(' ') : undefined}
                    aria-label={`${cellName(c)}${sealed ? ` ${w.sealed}` : ''}`}
                    onClick={() => {
                      if (uniq.length) p.choice.point(uniq);
                      else if (b?.[0]) p.inspect(b[0]);
                    }}
                  >
                    {sealed && <span class="seal-mark">{w.sealed}</span>}
                    {content}
                    <span class="cell-name">{cellName(c)}</span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
        <aside class="kl-side">
          <TurnLine
            block
            parts={[fill(w.turn, { n: g.turn }), p.seatName(g.turnPlayer), word(PHASE, g.phase, lang)]}
          />
          {g.attack && (
            <div class="kl-attack" data-testid="attack">
              {w.attack}: {atkFrom >= 0 ? cellName(atkFrom) : '?'} →{' '}
              {g.attack.targetCell < 0
                ? `${w.direct} (${p.seatName(1 - g.attack.player)})`
                : cellName(g.attack.targetCell)}
            </div>
          )}
          <div class="kl-chain" data-testid="stack">
            <span class="label">
              {w.chain} ({g.chain.length})
            </span>
            {g.chain.length === 0 ? (
              <span class="muted">{w.empty}</span>
            ) : (
              <ol class="stack-list">
                {g.chain.map((l, i) => (
                  <li key={i} class={l.negated ? 'negated' : ''}>
                    {l.card ? (
                      <button type="button" class="linkish" onClick={() => p.inspect(l.card!)}>
                        {cardName('kaling', l.card, lang)}
                      </button>
                    ) : (
                      // A link from a hand this viewer may not see: the view names no card.
                      <span class="muted">{w.hiddenLink}</span>
                    )}{' '}
                    <span class="muted">{p.seatName(l.player)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </aside>
      </div>
      <PlayerPanel {...p} seat={me} g={g} near />
      {p.view.viewer === me && (
        <div class="hand" data-testid="my-hand">
          {hand.objects.map((o) => {
            const def = o.card ? CARDS[o.card] : undefined;
            const opts = p.choice.forObj(o.id);
            return (
              <CardTile
                key={o.id}
                name={cardName('kaling', o.card, lang)}
                card={o.card}
                obj={o.id}
                colors={def?.attrs.map((a) => ATTR_COLOR[a])}
                cost={def ? (def.type === 'kaling' ? `${w.level}${def.lv}` : def.lv) : undefined}
                kind={def ? TYPE[def.type][lang] : undefined}
                stats={def?.type === 'kaling' ? `${def.ap}/${def.dp}/${def.sp}` : undefined}
                options={opts}
                chosen={p.choice.chosen(opts)}
                onClick={() => (opts.length ? p.choice.point(opts) : o.card && p.inspect(o.card))}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
