/**
 * Vividz's table (VZ 500): each player's three areas facing the opponent's across three lanes
 * (lane 2 is the Center of both, decisions D1), with sleeping characters turned sideways, damage,
 * the Lv UP state, EXP under a character and its power as the view computes it (VZ 501.3a); the
 * account, the three mission slots (checked missions asleep, completed ones face down, VZ 507,
 * 1113), energy, Keep, deck, trash and removed zone with their counts; the attack in progress
 * (VZ 801–806) and the temporary zone between the players; the viewer's hand below.
 *
 * Options about an area (`l0`..`l2`: where to play a character, where to slide) are pointed at on
 * the viewer's own area of that lane (boards/index.tsx maps them to `lane:N`).
 */
import type { Lang, ObjectView } from '@arbiter/kernel';
import { KIND } from '@arbiter/vividz/present';
import { cardData } from '../../../games/vividz/src/cards/registry.ts';
import type { G } from '../../../games/vividz/src/state.ts';
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
  objectsById,
  Pile,
  TurnLine,
  type WordTable,
  word,
  zone,
} from './common.tsx';

type Tone = 'bad' | 'good' | 'info' | 'warn';

/** Frame colours by mission info (VZ 306), so a deck's cards read at a glance. */
const INFO_COLOR: Record<string, string> = {
  sun: '#e8a23a',
  moon: '#6c7fd8',
  star: '#d65fa8',
  any: '#9aa3ad',
};

const PHASE: WordTable = {
  setup: { zh: '准备', en: 'Setup' },
  'start-draw': { zh: '开始抽牌阶段', en: 'Start draw phase' },
  main: { zh: '主要阶段', en: 'Main phase' },
  mission: { zh: '任务阶段', en: 'Mission phase' },
  charge: { zh: '充能阶段', en: 'Charge phase' },
  'end-draw': { zh: '结束抽牌阶段', en: 'End draw phase' },
};

const STEP: WordTable = {
  declare: { zh: '宣言', en: 'declared' },
  defence: { zh: '防御步骤', en: 'defence step' },
  scout: { zh: '侦察', en: 'scouting' },
  battle: { zh: '战斗', en: 'battle' },
  end: { zh: '结束', en: 'ending' },
};

/** The board's own words (zh and en). */
const W = {
  zh: {
    lane: '赛道{n}',
    center: '中央',
    side: '侧翼',
    emptyArea: '空场地',
    account: '账号',
    missions: '任务',
    checked: '已检查',
    cleared: '已完成',
    energy: '能量',
    keep: '保留区',
    deck: '卡组',
    trash: '弃牌区',
    removed: '移除区',
    hand: '手牌',
    temp: '临时区',
    asleep: '横置',
    lvup: 'Lv UP',
    exp: 'EXP {n}',
    dmg: '伤害{n}',
    attacking: '攻击中',
    turn: '第{n}回合',
    firstPlayer: '先手',
    attack: '攻击：{c}（赛道{n}，{step}）',
    success: '成功',
    counts: '本回合：成功{s} · 升级{l} · 击退{k} · 事件{e}',
    power: '力量 {n}',
    cost: '费用',
    none: '无',
  },
  en: {
    lane: 'Lane {n}',
    center: 'Center',
    side: 'Side',
    emptyArea: 'empty area',
    account: 'Account',
    missions: 'Missions',
    checked: 'checked',
    cleared: 'cleared',
    energy: 'Energy',
    keep: 'Keep',
    deck: 'Deck',
    trash: 'Trash',
    removed: 'Removed',
    hand: 'Hand',
    temp: 'Temporary zone',
    asleep: 'asleep',
    lvup: 'Lv UP',
    exp: 'EXP {n}',
    dmg: 'dmg {n}',
    attacking: 'attacking',
    turn: 'Turn {n}',
    firstPlayer: 'first player',
    attack: 'Attack: {c} (lane {n}, {step})',
    success: 'success',
    counts: 'This turn: successes {s} · level-ups {l} · retired {k} · events {e}',
    power: 'power {n}',
    cost: 'cost',
    none: 'none',
  },
};

function dataOf(card: string | undefined) {
  if (!card) return undefined;
  try {
    return cardData(card);
  } catch {
    return undefined;
  }
}

/** The details shown in the inspector. */
export function vividzCardDetails(
  card: string,
  lang: Lang,
): { title: string; lines: string[]; text: string } | null {
  const c = dataOf(card);
  if (!c) return null;
  const w = W[lang];
  const head = [KIND[c.kind]?.[lang] ?? c.kind];
  if (c.cost !== undefined) head.push(`${w.cost} ${c.cost}`);
  if (c.power !== undefined) head.push(fill(w.power, { n: c.power }));
  const lines = [head.join(' · ')];
  const tags = [c.missionInfo, c.feature, c.accountInfo].filter(Boolean);
  if (tags.length) lines.push(tags.join(' · '));
  return { title: c.name[lang], lines, text: c.text[lang] };
}

/** Options about an area: `l0`..`l2` are the viewer's areas of lanes 1–3. */
export function vividzOptionKeys(o: { id: string }): string[] {
  return /^l[0-2]$/.test(o.id) ? [`lane:${o.id.slice(1)}`] : [];
}

interface TileArgs {
  o: ObjectView;
  lang: Lang;
  choice: Choice;
  inspect(card: string): void;
  g: G | null;
  small?: boolean;
  /** EXP cards under this character (VZ 512.3). */
  exp?: number;
}

function VzCard(p: TileArgs) {
  const w = W[p.lang];
  const c = dataOf(p.o.card);
  const d = (p.o.data ?? {}) as Record<string, any>;
  const marks: { text: string; tone?: Tone }[] = [];
  if (d.damage) marks.push({ text: fill(w.dmg, { n: d.damage }), tone: 'bad' });
  if (d.lvup) marks.push({ text: w.lvup, tone: 'good' });
  if (p.exp) marks.push({ text: fill(w.exp, { n: p.exp }), tone: 'info' });
  if (p.g?.attack && p.g.attack.attacker === p.o.id) marks.push({ text: w.attacking, tone: 'warn' });
  const computed = (p.g as (G & { powers?: Record<string, number> }) | null)?.powers?.[String(p.o.id)];
  const power = computed ?? c?.power;
  const opts = p.choice.forObj(p.o.id);
  const name = cardName('vividz', p.o.card, p.lang);
  return (
    <CardTile
      small={p.small}
      name={name}
      card={p.o.card}
      obj={p.o.id}
      colors={c?.missionInfo ? [INFO_COLOR[c.missionInfo] ?? INFO_COLOR.any] : undefined}
      cost={c?.cost}
      kind={c ? KIND[c.kind]?.[p.lang] : undefined}
      stats={power !== undefined ? String(power) : undefined}
      dull={!!d.sleep}
      faceDown={p.o.faceDown}
      peek={p.o.faceDown && !!p.o.card}
      marks={marks}
      options={opts}
      chosen={p.choice.chosen(opts)}
      title={`${name}${d.sleep ? ` (${w.asleep})` : ''}${power !== undefined ? ` · ${fill(w.power, { n: power })}` : ''}`}
      onClick={clickCard(p.choice, p.o, p.inspect)}
    />
  );
}

/** A hidden object (a card back) or a visible card, small. */
function SmallCard(p: TileArgs) {
  if (p.o.hidden) return <CardTile small name="" faceDown />;
  return <VzCard {...p} small />;
}

/** A row of small cards with a label (energy, Keep, temporary zone). */
function CardRow(p: BoardProps & { label: string; zoneId: string; g: G | null; testid: string }) {
  const w = W[p.lang];
  const z = zone(p.view, p.zoneId);
  return (
    <div class="vz-row" data-testid={p.testid} data-zone={p.zoneId}>
      <span class="row-label">
        {p.label} {z.count}
      </span>
      {z.objects.length === 0 && <span class="muted">{w.none}</span>}
      {z.objects.map((o) => (
        <SmallCard key={o.id} o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} />
      ))}
    </div>
  );
}

/** The three areas of one player, lanes 1–3 from the first player's left (D1). */
function Areas(p: BoardProps & { seat: number; g: G | null }) {
  const w = W[p.lang];
  const me = bottomSeat(p.view);
  const area = zone(p.view, `p${p.seat}:area`).objects;
  const exp = zone(p.view, `p${p.seat}:exp`).objects;
  const expOf = (id: number | string) => exp.filter((e) => e.linkedTo === id).length;
  return (
    <div class="vz-areas" data-testid={`areas-${p.seat}`}>
      {[0, 1, 2].map((lane) => {
        const here = area.filter((o) => (o.data as { lane?: number } | undefined)?.lane === lane);
        const laneOpts = p.seat === me && p.view.viewer === me ? p.choice.forKey(`lane:${lane}`) : [];
        const chosen = p.choice.chosen(laneOpts);
        const title = `${fill(w.lane, { n: lane + 1 })} · ${lane === 1 ? w.center : w.side}`;
        return (
          <div
            key={lane}
            class={`vz-area${lane === 1 ? ' center' : ''}${laneOpts.length ? ' selectable' : ''}${chosen ? ' chosen' : ''}`}
            data-lane={lane}
            data-testid={`area-${p.seat}-${lane}`}
          >
            {laneOpts.length > 0 ? (
              <button
                type="button"
                class="vz-area-label selectable"
                data-key={`lane:${lane}`}
                data-options={laneOpts.map((o) => o.id).join(' ')}
                aria-pressed={chosen}
                onClick={() => p.choice.point(laneOpts)}
              >
                {title}
              </button>
            ) : (
              <span class="vz-area-label">{title}</span>
            )}
            <div class="vz-area-cards">
              {here.length === 0 && <span class="muted">{w.emptyArea}</span>}
              {here.map((o) => (
                <VzCard
                  key={o.id}
                  o={o}
                  lang={p.lang}
                  choice={p.choice}
                  inspect={p.inspect}
                  g={p.g}
                  exp={expOf(o.id)}
                />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Missions(p: BoardProps & { seat: number; g: G | null }) {
  const w = W[p.lang];
  const ms = zone(p.view, `p${p.seat}:mission`).objects;
  return (
    <div class="vz-missions" data-testid={`missions-${p.seat}`}>
      <span class="row-label">{w.missions}</span>
      {[0, 1, 2].map((slot) => {
        const o = ms.find((m) => (m.data as { slot?: number } | undefined)?.slot === slot) ?? ms[slot];
        if (!o) return <span key={slot} class="card small empty" />;
        const d = (o.data ?? {}) as { sleep?: boolean };
        const state = o.faceDown ? w.cleared : d.sleep ? w.checked : '';
        return (
          <span key={slot} class={`vz-mission${o.faceDown ? ' cleared' : ''}`} title={state || undefined}>
            {o.hidden || (o.faceDown && !o.card) ? (
              <CardTile small name="" faceDown title={w.cleared} />
            ) : (
              <VzCard o={o} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} small />
            )}
            {state && <span class={`mark ${o.faceDown ? 'good' : 'info'}`}>{state}</span>}
          </span>
        );
      })}
      <span class="vz-cleared-count" data-testid={`cleared-${p.seat}`}>
        {w.cleared} {ms.filter((m) => m.faceDown).length}/3
      </span>
    </div>
  );
}

function Side(p: BoardProps & { seat: number; near: boolean; g: G | null }) {
  const w = W[p.lang];
  const z = (n: string) => zone(p.view, `p${p.seat}:${n}`);
  const account = z('account').objects[0];
  const trash = z('trash');
  const top = trash.objects[trash.objects.length - 1];
  const showHand = p.near && p.view.viewer === p.seat;
  const info = (
    <div class="side-info vz-info">
      <span class={`seat-name${p.g?.turnPlayer === p.seat ? ' active' : ''}`}>
        {p.seatName(p.seat)}
        {p.g?.firstPlayer === p.seat && <span class="muted"> · {w.firstPlayer}</span>}
      </span>
      {account && (
        <span class="vz-account" title={w.account}>
          <SmallCard o={account} lang={p.lang} choice={p.choice} inspect={p.inspect} g={p.g} />
        </span>
      )}
      <Missions {...p} />
      <Pile label={w.deck} count={z('deck').count} testid={`deck-${p.seat}`} />
      <Pile
        label={w.trash}
        count={trash.count}
        testid={`trash-${p.seat}`}
        top={
          top?.card ? (
            <CardTile
              small
              name={cardName('vividz', top.card, p.lang)}
              card={top.card}
              colors={[INFO_COLOR[dataOf(top.card)?.missionInfo ?? 'any'] ?? INFO_COLOR.any]}
              onClick={() => p.inspect(`zone:p${p.seat}:trash`, w.trash)}
            />
          ) : undefined
        }
        onClick={trash.objects.length ? () => p.inspect(`zone:p${p.seat}:trash`, w.trash) : undefined}
      />
      {z('remove').count > 0 && (
        <Pile
          label={w.removed}
          count={z('remove').count}
          onClick={() => p.inspect(`zone:p${p.seat}:remove`, w.removed)}
        />
      )}
      {!showHand && <HiddenHand count={z('hand').count} label={w.hand} />}
    </div>
  );
  const rows = (
    <div class="vz-resources">
      <CardRow {...p} label={w.energy} zoneId={`p${p.seat}:energy`} testid={`energy-${p.seat}`} />
      <CardRow {...p} label={w.keep} zoneId={`p${p.seat}:keep`} testid={`keep-${p.seat}`} />
    </div>
  );
  const areas = <Areas {...p} />;
  return (
    <section class={`vz-side ${p.near ? 'near' : 'far'}`} data-seat={p.seat}>
      {p.near ? (
        <>
          {areas}
          {rows}
          {info}
        </>
      ) : (
        <>
          {info}
          {rows}
          {areas}
        </>
      )}
    </section>
  );
}

function Middle(p: BoardProps & { g: G | null }) {
  const { lang, g } = p;
  const w = W[lang];
  const temp = zone(p.view, 'temp');
  const objs = objectsById(p.view);
  const attacker = g?.attack ? objs.get(g.attack.attacker) : undefined;
  const counts = g ? g.counts[g.turnPlayer] : undefined;
  return (
    <div class="midline vz-mid">
      {g && (
        <TurnLine
          parts={[fill(w.turn, { n: g.turn }), p.seatName(g.turnPlayer), word(PHASE, g.phase, lang)]}
        />
      )}
      {g?.attack && (
        <span class="chip warn" data-testid="attack">
          {fill(w.attack, {
            c: cardName('vividz', attacker?.card, lang),
            n: g.attack.lane + 1,
            step: STEP[g.attack.step]?.[lang] ?? g.attack.step,
          })}
          {g.attack.success ? ` · ${w.success}` : ''}
        </span>
      )}
      {counts && (
        <span class="muted vz-counts">
          {fill(w.counts, {
            s: counts.successes,
            l: counts.levelUps,
            k: counts.battleKOs + counts.effectKOs,
            e: counts.events,
          })}
        </span>
      )}
      {temp.count > 0 && <CardRow {...p} label={w.temp} zoneId="temp" testid="temp" />}
    </div>
  );
}

export function VividzBoard(p: BoardProps) {
  const { lang } = p;
  const w = W[lang];
  const g = p.view.g as G | null;
  const me = bottomSeat(p.view);
  const hand = zone(p.view, `p${me}:hand`);
  return (
    <BoardFrame
      class="vividz"
      view={p.view}
      top={<Side {...p} seat={1 - me} near={false} g={g} />}
      middle={<Middle {...p} g={g} />}
      bottom={<Side {...p} seat={me} near g={g} />}
      handTitle={w.hand}
      hand={hand.objects.map((o) => (
        <VzCard key={o.id} o={o} lang={lang} choice={p.choice} inspect={p.inspect} g={g} />
      ))}
    />
  );
}
