/**
 * 符文战场 Riftbound's table (RB 105–107, 160–166): the two battlefields between the players, each
 * with its card, its controller, whether it is contested and who scored there, the units of both
 * players at it and the hidden (facedown) cards placed there; each player's base, legend and Chosen
 * Champion, channeled runes (exhausted ones turned) and rune pool (Energy and Power by domain), main
 * deck, rune deck, trash and banishment with their counts, points toward the Victory Score; the
 * chain (the kernel's stack) with each item's source and controller; the viewer's hand below.
 * This draws everything Riftbound's view has.
 *
 * Options about a place (`move-<zone>`: a Standard Move's destination, `bf<i>`: the battlefield of
 * a showdown or combat) are pointed at on that place (boards/index.tsx maps them to `zone:<id>`).
 */
import type { Lang, ObjectView } from '@arbiter/kernel';
import { CARDS } from '../../../games/riftbound/src/cards/registry.ts';
import type { RbGameView } from '../../../games/riftbound/src/state.ts';
import { DOMAIN_NAME, TYPE_NAME } from '../../../games/riftbound/src/text/present.ts';
import { cardName } from '../games.ts';
import {
  BoardFrame,
  type BoardProps,
  bottomSeat,
  CardTile,
  type Choice,
  clickCard,
  fill,
  HiddenHand,
  Pile,
  StackList,
  TurnLine,
  type Words,
  word,
  zone,
} from './common.tsx';

type Tone = 'bad' | 'good' | 'info' | 'warn';
type Text = Words;

/**
 * RB 133: the six domains, named as the game names them everywhere else (its presentation module),
 * with a colour each for card frames and the pool.
 */
const DOMAIN_COLOR: Record<string, string> = {
  fury: '#d9442b',
  calm: '#3fae5a',
  mind: '#2f6fd6',
  body: '#e08a2b',
  chaos: '#8a55c9',
  order: '#c8a03a',
};
const DOMAIN: Record<string, Text & { color: string }> = Object.fromEntries(
  Object.entries(DOMAIN_NAME).map(([d, name]) => [d, { ...name, color: DOMAIN_COLOR[d] }]),
);

const TYPE: Record<string, Text> = TYPE_NAME;

const PHASE: Record<string, Text> = {
  setup: { zh: '准备', en: 'Setup' },
  awaken: { zh: '唤醒阶段', en: 'Awaken phase' },
  beginning: { zh: '开始阶段', en: 'Beginning phase' },
  scoring: { zh: '计分步骤', en: 'Scoring step' },
  channel: { zh: '引导阶段', en: 'Channel phase' },
  draw: { zh: '抽牌阶段', en: 'Draw phase' },
  action: { zh: '行动阶段', en: 'Action phase' },
  ending: { zh: '结束阶段', en: 'Ending phase' },
  'end-cleanup': { zh: '结束清理', en: 'End cleanup' },
  expiration: { zh: '失效步骤', en: 'Expiration step' },
};

/** What a chain item is (RB 326: the chain data's `kind`). */
const CHAIN_KIND: Record<string, Text> = {
  spell: { zh: '法术', en: 'spell' },
  permanent: { zh: '永久物', en: 'permanent' },
  ability: { zh: '能力', en: 'ability' },
  trigger: { zh: '触发', en: 'trigger' },
  reflex: { zh: '反射', en: 'reflex' },
};

/** The board's own words (zh and en). */
const W = {
  zh: {
    base: '基地',
    legend: '传奇',
    champion: '选定英雄',
    runes: '符文',
    pool: '符文池',
    energy: '能量',
    universal: '通用',
    deck: '主牌库',
    runeDeck: '符文牌库',
    trash: '废牌堆',
    banish: '放逐区',
    hand: '手牌',
    points: '分数',
    battlefield: '战场{n}',
    controlledBy: '控制者：{p}',
    uncontrolled: '无人控制',
    contested: '争夺中',
    scored: '本回合已得分：{p}',
    hidden: '隐藏牌',
    chain: '连锁',
    empty: '无',
    turn: '第{n}回合',
    showdown: '对决',
    combat: '战斗',
    attacker: '进攻',
    defender: '防守',
    stunned: '眩晕',
    buff: '增益',
    dmg: '伤害{n}',
    might: '战力 {n}',
    cost: '费用',
    firstPlayer: '先手',
    aside: '旁置',
    player: '玩家{n}',
  },
  en: {
    base: 'Base',
    legend: 'Legend',
    champion: 'Chosen Champion',
    runes: 'Runes',
    pool: 'Rune pool',
    energy: 'Energy',
    universal: 'any',
    deck: 'Main deck',
    runeDeck: 'Rune deck',
    trash: 'Trash',
    banish: 'Banishment',
    hand: 'Hand',
    points: 'Points',
    battlefield: 'Battlefield {n}',
    controlledBy: 'controlled by {p}',
    uncontrolled: 'uncontrolled',
    contested: 'contested',
    scored: 'scored this turn: {p}',
    hidden: 'hidden',
    chain: 'Chain',
    empty: 'empty',
    turn: 'Turn {n}',
    showdown: 'Showdown',
    combat: 'Combat',
    attacker: 'attacker',
    defender: 'defender',
    stunned: 'stunned',
    buff: 'buff',
    dmg: 'dmg {n}',
    might: 'might {n}',
    cost: 'cost',
    firstPlayer: 'first player',
    aside: 'Aside',
    player: 'Player {n}',
  },
};

/** The details shown in the inspector. */
export function riftboundCardDetails(
  card: string,
  lang: Lang,
): { title: string; lines: string[]; text: string } | null {
  const c = CARDS[card];
  if (!c) return null;
  const w = W[lang];
  const head = [TYPE[c.type]?.[lang] ?? c.type];
  if (c.domains.length) head.push(c.domains.map((d) => DOMAIN[d]?.[lang] ?? d).join('/'));
  if (c.cost)
    head.push(
      `${w.cost} ${c.cost.energy}${c.cost.power.map((p) => ` ${DOMAIN[p]?.[lang] ?? (lang === 'zh' ? '任意' : 'any')}`).join('')}`,
    );
  if (c.might !== undefined) head.push(fill(w.might, { n: c.might }));
  const lines = [head.join(' · ')];
  if (c.tags.length) lines.push(c.tags.join(' · '));
  return { title: c.name[lang], lines, text: c.text?.[lang] ?? '' };
}

/** `move-bf0` / `move-p0:base` → the place; `bf1` (a showdown's battlefield) → that battlefield. */
export function riftboundOptionKeys(o: { id: string }): string[] {
  if (o.id.startsWith('move-')) return [`zone:${o.id.slice(5)}`];
  if (/^bf\d$/.test(o.id)) return [`zone:${o.id}`];
  return [];
}

interface TileArgs {
  o: ObjectView;
  lang: Lang;
  choice: Choice;
  inspect(card: string): void;
  g: RbGameView | null;
  small?: boolean;
}

function RbCard(p: TileArgs) {
  const w = W[p.lang];
  if (p.o.hidden) return <CardTile small={p.small} name="" faceDown />;
  const c = p.o.card ? CARDS[p.o.card] : undefined;
  const d = (p.o.data ?? {}) as Record<string, any>;
  const marks: { text: string; tone?: Tone }[] = [];
  if (d.damage) marks.push({ text: fill(w.dmg, { n: d.damage }), tone: 'bad' });
  if (d.buff) marks.push({ text: `+${w.buff}`, tone: 'good' });
  if (d.stunned) marks.push({ text: w.stunned, tone: 'info' });
  if (d.designation) marks.push({ text: w[d.designation as 'attacker' | 'defender'], tone: 'warn' });
  // The engine's computed Might (RB 142.2: buffs, Might Bonuses and every effect applied); the
  // printed value only where the view carries none (a card off the board).
  const computed = p.g?.might?.[p.o.id as number];
  const might = computed ?? (c?.might !== undefined ? c.might + (d.buff ? 1 : 0) : undefined);
  const colors = c?.domains.map((x) => DOMAIN[x]?.color ?? '#7b8794');
  const opts = p.choice.forObj(p.o.id);
  const name = cardName('riftbound', p.o.card, p.lang);
  return (
    <CardTile
      small={p.small}
      name={name}
      card={p.o.card}
      obj={p.o.id}
      colors={colors?.length ? colors : undefined}
      cost={c?.cost ? c.cost.energy : undefined}
      kind={c ? TYPE[c.type]?.[p.lang] : undefined}
      stats={might !== undefined ? String(might) : undefined}
      dull={!!d.exhausted}
      faceDown={p.o.faceDown}
      peek={p.o.faceDown && !!p.o.card}
      marks={marks}
      options={opts}
      chosen={p.choice.chosen(opts)}
      title={`${name}${might !== undefined ? ` · ${fill(w.might, { n: might })}` : ''}`}
      onClick={clickCard(p.choice, p.o, p.inspect)}
    />
  );
}

/** A place's name, clickable when options are about it (a move's destination, a showdown's battlefield). */
function PlaceLabel(p: { choice: Choice; zoneId: string; text: string; clickable: boolean }) {
  const opts = p.clickable ? p.choice.forKey(`zone:${p.zoneId}`) : [];
  if (opts.length === 0) return <span class="rb-place-label">{p.text}</span>;
  return (
    <button
      type="button"
      class="rb-place-label selectable"
      data-key={`zone:${p.zoneId}`}
      data-options={opts.map((o) => o.id).join(' ')}
      aria-pressed={p.choice.chosen(opts)}
      onClick={() => p.choice.point(opts)}
    >
      {p.text}
    </button>
  );
}

function Row(
  p: BoardProps & { zoneId: string; label: string; g: RbGameView | null; testid: string; place?: boolean },
) {
  const w = W[p.lang];
  const z = zone(p.view, p.zoneId);
  return (
    <div class="rb-row" data-testid={p.testid} data-zone={p.zoneId}>
      {p.place ? (
        <PlaceLabel choice={p.choice} zoneId={p.zoneId} text={p.label} clickable />
      ) : (
        <span class="row-label">{p.label}</span>
      )}
      {z.objects.length === 0 && <span class="muted">{w.empty}</span>}
      {z.objects.map((o) => (
        <RbCard
          key={o.id}
          o={o}
          lang={p.lang}
          choice={p.choice}
          inspect={p.inspect}
          g={p.g}
          small={p.place !== true}
        />
      ))}
    </div>
  );
}

function PoolView(p: { g: RbGameView | null; seat: number; lang: Lang }) {
  const w = W[p.lang];
  const pool = p.g?.pools?.[p.seat];
  if (!pool) return null;
  const power = Object.entries(pool.power).filter(([, n]) => (n ?? 0) > 0);
  return (
    <span class="rb-pool" data-testid={`pool-${p.seat}`} title={w.pool}>
      <span class="row-label">{w.pool}</span>
      <span class="rb-energy">
        {w.energy} <b>{pool.energy}</b>
      </span>
      {power.map(([d, n]) => (
        <span key={d} class="rb-power" style={`--c1:${DOMAIN[d]?.color ?? '#888'}`}>
          {DOMAIN[d]?.[p.lang] ?? d} <b>{n}</b>
        </span>
      ))}
      {pool.universal > 0 && (
        <span class="rb-power">
          {w.universal} <b>{pool.universal}</b>
        </span>
      )}
    </span>
  );
}

function Side(p: BoardProps & { seat: number; near: boolean; g: RbGameView | null }) {
  const w = W[p.lang];
  const z = (n: string) => zone(p.view, `p${p.seat}:${n}`);
  const trash = z('trash');
  const top = trash.objects[trash.objects.length - 1];
  const showHand = p.near && p.view.viewer === p.seat;
  const points = p.g?.points?.[p.seat] ?? 0;
  const goal = p.g?.victoryScore ?? 8;
  const legend = z('legend').objects;
  const champion = z('champion').objects;
  const info = (
    <div class="side-info rb-info">
      <span class={`seat-name${p.g?.tp === p.seat ? ' active' : ''}`}>
        {p.seatName(p.seat)}
        {p.g?.first === p.seat && <span class="muted"> · {w.firstPlayer}</span>}
      </span>
      <span class="rb-points" data-testid={`points-${p.seat}`} title={`${w.points} ${points}/${goal}`}>
        {w.points} <b>{points}</b>/{goal}
        <span class="rb-track">
          {Array.from({ length: goal }, (_, i) => (
            <span key={i} class={`rb-pip${i < points ? ' on' : ''}`} />
          ))}
        </span>
      </span>
      <PoolView g={p.g} seat={p.seat} lang={p.lang} />
      {legend.map((o) => (
        <span key={o.id} class="rb-slot" title={w.legend}>
          <RbCard o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />
          <span class="pile-label">{w.legend}</span>
        </span>
      ))}
      {champion.map((o) => (
        <span key={o.id} class="rb-slot" title={w.champion}>
          <RbCard o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />
          <span class="pile-label">{w.champion}</span>
        </span>
      ))}
      <Pile label={w.deck} count={z('deck').count} testid={`deck-${p.seat}`} />
      <Pile label={w.runeDeck} count={z('rune-deck').count} testid={`rune-deck-${p.seat}`} />
      <Pile
        label={w.trash}
        count={trash.count}
        testid={`trash-${p.seat}`}
        top={
          top?.card ? (
            // Not an option, the top card opens the trash's list (as the pile's name does).
            <RbCard
              o={top}
              lang={p.lang}
              choice={p.choice}
              inspect={() => p.inspect(`zone:p${p.seat}:trash`, w.trash)}
              g={p.g}
              small
            />
          ) : undefined
        }
        onClick={trash.objects.length ? () => p.inspect(`zone:p${p.seat}:trash`, w.trash) : undefined}
      />
      {z('banish').count > 0 && (
        <Pile
          label={w.banish}
          count={z('banish').count}
          onClick={() => p.inspect(`zone:p${p.seat}:banish`, w.banish)}
        />
      )}
      {!showHand && <HiddenHand count={z('hand').count} label={w.hand} />}
    </div>
  );
  const runes = <Row {...p} zoneId={`p${p.seat}:runes`} label={w.runes} testid={`runes-${p.seat}`} />;
  const base = <Row {...p} zoneId={`p${p.seat}:base`} label={w.base} testid={`base-${p.seat}`} place />;
  const aside = z('aside').count > 0 && (
    <Row {...p} zoneId={`p${p.seat}:aside`} label={w.aside} testid={`aside-${p.seat}`} />
  );
  return (
    <section class={`rb-side ${p.near ? 'near' : 'far'}`} data-seat={p.seat}>
      {p.near ? (
        <>
          {base}
          {runes}
          {aside}
          {info}
        </>
      ) : (
        <>
          {info}
          {aside}
          {runes}
          {base}
        </>
      )}
    </section>
  );
}

function Battlefield(p: BoardProps & { index: number; g: RbGameView | null }) {
  const w = W[p.lang];
  const me = bottomSeat(p.view);
  const state = p.g?.battlefields?.[p.index];
  const zoneId = state?.zone ?? `bf${p.index}`;
  const cardsHere = zone(p.view, 'battlefields').objects;
  const bfCard = state ? cardsHere.find((o) => o.id === state.obj) : cardsHere[p.index];
  const units = zone(p.view, zoneId).objects;
  const hidden = zone(p.view, `${zoneId}:facedown`).objects;
  const theirs = units.filter((o) => o.controller !== me);
  const mine = units.filter((o) => o.controller === me);
  const combatHere = p.g?.combat?.zone === zoneId;
  const showdownHere = p.g?.showdown?.bf === p.index;
  const tags: { text: string; tone: Tone }[] = [];
  if (state?.controller !== null && state?.controller !== undefined)
    tags.push({ text: fill(w.controlledBy, { p: p.seatName(state.controller) }), tone: 'info' });
  else tags.push({ text: w.uncontrolled, tone: 'info' });
  if (state?.contestedBy !== null && state?.contestedBy !== undefined)
    tags.push({ text: w.contested, tone: 'warn' });
  if (state?.scored.length)
    tags.push({
      text: fill(w.scored, { p: state.scored.map((s) => fill(w.player, { n: s })).join(', ') }),
      tone: 'good',
    });
  if (combatHere) tags.push({ text: w.combat, tone: 'bad' });
  else if (showdownHere) tags.push({ text: w.showdown, tone: 'warn' });
  const row = (list: ObjectView[], who: string) => (
    <div class={`rb-bf-units ${who}`}>
      {list.map((o) => (
        <RbCard key={o.id} o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />
      ))}
    </div>
  );
  return (
    <div
      class={`rb-battlefield${combatHere ? ' combat' : ''}${state?.controller === me ? ' mine' : state?.controller != null ? ' theirs' : ''}`}
      data-testid={`battlefield-${p.index}`}
      data-zone={zoneId}
    >
      <div class="rb-bf-head">
        <PlaceLabel
          choice={p.choice}
          zoneId={zoneId}
          text={`${fill(w.battlefield, { n: p.index + 1 })}${bfCard?.card ? ` · ${cardName('riftbound', bfCard.card, p.lang)}` : ''}`}
          clickable
        />
        {tags.map((t) => (
          <span key={t.text} class={`mark ${t.tone}`}>
            {t.text}
          </span>
        ))}
      </div>
      {row(theirs, 'theirs')}
      <div class="rb-bf-middle">
        {bfCard && <RbCard o={bfCard} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />}
        {hidden.length > 0 && (
          <span class="rb-hidden" title={w.hidden}>
            {hidden.map((o) => (
              <RbCard key={o.id} o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />
            ))}
            <span class="pile-label">{w.hidden}</span>
          </span>
        )}
      </div>
      {row(mine, 'mine')}
    </div>
  );
}

/** The chain (the kernel's stack, bottom first), shown top first, and the cards on it (RB 326). */
function Chain(p: BoardProps) {
  const w = W[p.lang];
  const chainZone = zone(p.view, 'chain');
  return (
    <StackList
      {...p}
      label={w.chain}
      empty={w.empty}
      testid="chain"
      class="rb-chain"
      cardOf={(it, objs) =>
        it.source !== undefined && it.source !== null ? objs.get(it.source)?.card : undefined
      }
      about={(it) => {
        const kind = (it.data as { kind?: string } | undefined)?.kind;
        return kind && <span class="muted">({word(CHAIN_KIND, kind, p.lang)}) </span>;
      }}
    >
      {chainZone.count > 0 && (
        <span class="rb-chain-cards">
          {chainZone.objects.map((o) => (
            <RbCard key={o.id} o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={null} small />
          ))}
        </span>
      )}
    </StackList>
  );
}

export function RiftboundBoard(p: BoardProps) {
  const { lang } = p;
  const w = W[lang];
  const g = p.view.g as RbGameView | null;
  const me = bottomSeat(p.view);
  const hand = zone(p.view, `p${me}:hand`);
  const fields = g?.battlefields?.length ?? zone(p.view, 'battlefields').count;
  return (
    <BoardFrame
      class="riftbound"
      view={p.view}
      top={<Side {...p} seat={1 - me} near={false} g={g} />}
      middle={
        <>
          <div class="midline rb-mid">
            {g && (
              <TurnLine parts={[fill(w.turn, { n: g.turn }), p.seatName(g.tp), word(PHASE, g.phase, lang)]} />
            )}
            <Chain {...p} />
          </div>
          <div class="rb-battlefields">
            {Array.from({ length: fields }, (_, i) => (
              <Battlefield key={i} {...p} index={i} g={g} />
            ))}
          </div>
        </>
      }
      bottom={<Side {...p} seat={me} near g={g} />}
      handTitle={w.hand}
      hand={hand.objects.map((o) => (
        <RbCard key={o.id} o={o} lang={lang} choice={p.choice} inspect={p.inspect} g={g} />
      ))}
    />
  );
}
