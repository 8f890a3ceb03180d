/**
 * FF-TCG's table (FFTCG 6, 7): each player's field in two rows — Forwards in front, Backups and
 * Monsters behind — with dull cards turned sideways, damage marked, frozen cards tinted; the damage
 * zone counting towards 7 (6 in limited), the break zone, the deck and hand counts, and the stack
 * between the two fields with each summon or ability's controller and targets.
 */
import type { Lang, ObjectView } from '@arbiter/kernel';
import { CARDS } from '../../../games/fftcg/src/cards/cards.ts';
import type { G, StackData } from '../../../games/fftcg/src/state.ts';
import { cardName } from '../games.ts';
import { useLang } from '../i18n.tsx';
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
  type WordTable,
  word,
  zone,
} from './common.tsx';

export const ELEMENT_COLOR: Record<string, string> = {
  fire: '#d9442b',
  ice: '#5ec4e8',
  wind: '#3fae5a',
  earth: '#c8a03a',
  lightning: '#8a55c9',
  water: '#2f6fd6',
  light: '#f2ecd0',
  dark: '#3a3350',
};

const EL: WordTable = {
  fire: { zh: '火', en: 'Fire' },
  ice: { zh: '冰', en: 'Ice' },
  wind: { zh: '风', en: 'Wind' },
  earth: { zh: '土', en: 'Earth' },
  lightning: { zh: '雷', en: 'Lightning' },
  water: { zh: '水', en: 'Water' },
  light: { zh: '光', en: 'Light' },
  dark: { zh: '暗', en: 'Dark' },
};

const TYPE: WordTable = {
  forward: { zh: '前锋', en: 'Forward' },
  backup: { zh: '后卫', en: 'Backup' },
  monster: { zh: '怪物', en: 'Monster' },
  summon: { zh: '召唤兽', en: 'Summon' },
};

const PHASE: WordTable = {
  setup: { zh: '准备', en: 'Setup' },
  active: { zh: '激活阶段', en: 'Active phase' },
  draw: { zh: '取牌阶段', en: 'Draw phase' },
  main1: { zh: '第1主阶段', en: 'Main phase 1' },
  attack: { zh: '攻击阶段', en: 'Attack phase' },
  main2: { zh: '第2主阶段', en: 'Main phase 2' },
  end: { zh: '终止阶段', en: 'End phase' },
};

const W = {
  zh: {
    field: '战场',
    forwards: '前锋',
    backups: '后卫 / 怪物',
    damage: '伤害',
    brk: '损毁区',
    removed: '移除区',
    deck: '卡组',
    hand: '手牌',
    stack: '堆叠区',
    dull: '休止',
    frozen: '冻结',
    attacking: '攻击',
    blocking: '阻挡',
    dmg: '伤害',
    turn: '第{n}回合',
    targets: '目标',
    empty: '无',
  },
  en: {
    field: 'Field',
    forwards: 'Forwards',
    backups: 'Backups / Monsters',
    damage: 'Damage',
    brk: 'Break zone',
    removed: 'Removed',
    deck: 'Deck',
    hand: 'Hand',
    stack: 'Stack',
    dull: 'dull',
    frozen: 'frozen',
    attacking: 'attacking',
    blocking: 'blocking',
    dmg: 'damage',
    turn: 'Turn {n}',
    targets: 'targets',
    empty: 'none',
  },
};

/** The details shown in the inspector. */
export function fftcgCardDetails(
  card: string,
  lang: Lang,
): { title: string; lines: string[]; text: string } | null {
  const c = CARDS[card];
  if (!c) return null;
  const els = c.els.map((e) => EL[e]?.[lang] ?? e).join('/');
  const lines = [
    `${TYPE[c.type][lang]} · ${els} · ${lang === 'zh' ? '费用' : 'cost'} ${c.cost}${c.x ? '+X' : ''}`,
  ];
  if (c.power !== undefined) lines.push(`${lang === 'zh' ? '战力' : 'power'} ${c.power}`);
  if (c.job) lines.push(`${lang === 'zh' ? '职业' : 'job'} ${c.job}`);
  return { title: c.name[lang], lines, text: c.text[lang] };
}

function FieldCard(p: { o: ObjectView; g: G | null; lang: Lang; choice: Choice; inspect(c: string): void }) {
  const w = W[p.lang];
  const c = p.o.card ? CARDS[p.o.card] : undefined;
  const d = (p.o.data ?? {}) as Record<string, any>;
  const marks: { text: string; tone?: 'bad' | 'good' | 'info' | 'warn' }[] = [];
  if (d.dmg) marks.push({ text: `−${d.dmg}`, tone: 'bad' });
  if (d.frz) marks.push({ text: w.frozen, tone: 'info' });
  if (p.g?.combat?.ids.includes(p.o.id as number)) marks.push({ text: w.attacking, tone: 'warn' });
  if (p.g?.combat?.blk === p.o.id) marks.push({ text: w.blocking, tone: 'good' });
  if (d.ctr)
    for (const [k, v] of Object.entries(d.ctr as Record<string, number>)) marks.push({ text: `${k}×${v}` });
  const opts = p.choice.forObj(p.o.id);
  const name = cardName('fftcg', p.o.card, p.lang);
  return (
    <CardTile
      name={name}
      card={p.o.card}
      obj={p.o.id}
      colors={c?.els.map((e) => ELEMENT_COLOR[e])}
      cost={c ? `${c.cost}${c.x ? 'X' : ''}` : undefined}
      kind={c ? TYPE[c.type][p.lang] : undefined}
      stats={c?.power !== undefined ? String(c.power - (d.dmg ?? 0)) : undefined}
      dull={!!d.dull}
      marks={marks}
      options={opts}
      chosen={p.choice.chosen(opts)}
      title={`${name}${d.dull ? ` (${w.dull})` : ''}`}
      onClick={clickCard(p.choice, p.o, p.inspect)}
    />
  );
}

function Side(p: BoardProps & { seat: number; near: boolean; g: G | null }) {
  const { t } = useLang();
  const w = W[p.lang];
  const z = (n: string) => zone(p.view, `p${p.seat}:${n}`);
  const field = z('field').objects;
  const typeOf = (o: ObjectView) => (o.card ? CARDS[o.card]?.type : undefined);
  const forwards = field.filter((o) => typeOf(o) === 'forward' || typeOf(o) === undefined);
  const back = field.filter((o) => typeOf(o) === 'backup' || typeOf(o) === 'monster');
  const maxDamage = p.g?.fmt === 'l' ? 6 : 7;
  const damage = z('damage');
  const brk = z('break');
  const hand = z('hand');
  const showHand = p.near && p.view.viewer === p.seat;
  const rows = [
    <div class="ff-row backups" data-testid={`backups-${p.seat}`} key="b">
      <span class="row-label">{w.backups}</span>
      {back.map((o) => (
        <FieldCard key={o.id} o={o} g={p.g} lang={p.lang} choice={p.choice} inspect={p.inspect} />
      ))}
    </div>,
    <div class="ff-row forwards" data-testid={`forwards-${p.seat}`} key="f">
      <span class="row-label">{w.forwards}</span>
      {forwards.map((o) => (
        <FieldCard key={o.id} o={o} g={p.g} lang={p.lang} choice={p.choice} inspect={p.inspect} />
      ))}
    </div>,
  ];
  const info = (
    <div class="side-info">
      <span class={`seat-name${p.g?.tp === p.seat ? ' active' : ''}`}>{p.seatName(p.seat)}</span>
      <div
        class="ff-damage"
        data-testid={`damage-${p.seat}`}
        title={`${w.damage} ${damage.count}/${maxDamage}`}
      >
        <span class="label">
          {w.damage} {damage.count}/{maxDamage}
        </span>
        <span class="damage-track">
          {Array.from({ length: maxDamage }, (_, i) => {
            const o = damage.objects[i];
            return (
              <span
                key={i}
                class={`damage-slot${o ? ' hit' : ''}`}
                title={o?.card ? cardName('fftcg', o.card, p.lang) : undefined}
                style={o?.card ? `--c1:${ELEMENT_COLOR[CARDS[o.card]?.els[0] ?? 'dark']}` : undefined}
              />
            );
          })}
        </span>
      </div>
      <Pile label={w.deck} count={z('deck').count} testid={`deck-${p.seat}`} />
      <Pile
        label={w.brk}
        count={brk.count}
        testid={`break-${p.seat}`}
        top={
          brk.objects.length ? (
            <CardTile
              small
              name={cardName('fftcg', brk.objects[brk.objects.length - 1].card, p.lang)}
              card={brk.objects[brk.objects.length - 1].card}
              colors={(CARDS[brk.objects[brk.objects.length - 1].card ?? '']?.els ?? []).map(
                (e) => ELEMENT_COLOR[e],
              )}
              onClick={() => p.inspect(`zone:p${p.seat}:break`, w.brk)}
            />
          ) : undefined
        }
        onClick={brk.objects.length ? () => p.inspect(`zone:p${p.seat}:break`, w.brk) : undefined}
      />
      {z('removed').count > 0 && <Pile label={w.removed} count={z('removed').count} />}
      {!showHand && <HiddenHand count={hand.count} label={t('hand')} />}
    </div>
  );
  return (
    <section class={`ff-side ${p.near ? 'near' : 'far'}`} data-seat={p.seat}>
      {p.near ? (
        <>
          {rows[1]}
          {rows[0]}
          {info}
        </>
      ) : (
        <>
          {info}
          {rows[0]}
          {rows[1]}
        </>
      )}
    </section>
  );
}

/** The kernel's stack as the viewer sees it, top first, with each item's targets (FFTCG 5.3). */
function Stack(p: BoardProps) {
  const w = W[p.lang];
  return (
    <StackList
      {...p}
      label={w.stack}
      empty={w.empty}
      testid="stack"
      cardOf={(it) => (it.data as StackData | undefined)?.card}
      after={(it, objs) => {
        const targets = it.targets
          .flat()
          .map((t) => ('obj' in t && typeof t.obj === 'number' ? objs.get(t.obj) : undefined))
          .filter((o): o is ObjectView => !!o?.card)
          .map((o) => cardName('fftcg', o.card, p.lang));
        return targets.length > 0 && <span class="muted"> → {targets.join(', ')}</span>;
      }}
    />
  );
}

export function FftcgBoard(p: BoardProps) {
  const { lang } = p;
  const w = W[lang];
  const g = p.view.g as G | null;
  const me = bottomSeat(p.view);
  const hand = zone(p.view, `p${me}:hand`);
  return (
    <BoardFrame
      class="fftcg"
      view={p.view}
      top={<Side {...p} seat={1 - me} near={false} g={g} />}
      middle={
        <div class="midline">
          {g && (
            <TurnLine parts={[fill(w.turn, { n: g.turn }), p.seatName(g.tp), word(PHASE, g.phase, lang)]} />
          )}
          <Stack {...p} />
        </div>
      }
      bottom={<Side {...p} seat={me} near g={g} />}
      handTitle={w.hand}
      hand={hand.objects.map((o) => {
        const c = o.card ? CARDS[o.card] : undefined;
        const opts = p.choice.forObj(o.id);
        return (
          <CardTile
            key={o.id}
            name={cardName('fftcg', o.card, lang)}
            card={o.card}
            obj={o.id}
            colors={c?.els.map((e) => ELEMENT_COLOR[e])}
            cost={c ? `${c.cost}${c.x ? 'X' : ''}` : undefined}
            kind={c ? TYPE[c.type][lang] : undefined}
            stats={c?.power !== undefined ? String(c.power) : undefined}
            options={opts}
            chosen={p.choice.chosen(opts)}
            onClick={clickCard(p.choice, o, p.inspect)}
          />
        );
      })}
    />
  );
}
