/**
 * The terminal board for `arbiter play vividz` (a StateView, in zh or en): both players' zones,
 * the three lanes with each player's area facing the other's (decisions D1), missions with their
 * state, energy and the hand of the viewer. Powers shown are the computed ones the view carries
 * (public information, see `redactGame` in index.ts).
 */
import type { Lang, ObjectView, StateView } from '@arbiter/kernel';
import { cardModule } from './cards/registry.ts';
import type { G } from './state.ts';

const T = {
  zh: {
    turn: '第{n}回合',
    tp: '回合玩家',
    you: '你',
    opp: '对手',
    player: '玩家',
    account: '账号',
    deck: '牌库',
    hand: '手牌',
    keep: '保留区',
    trash: '弃牌区',
    energy: '能量',
    exp: '经验',
    removed: '除外',
    missions: '任务',
    lane: '赛道',
    center: '中央',
    asleep: '横置',
    checked: '检查中',
    completed: '已完成',
    hidden: '背面',
    damage: '伤害',
    none: '—',
    attack: '攻击中',
  },
  en: {
    turn: 'Turn {n}',
    tp: 'turn player',
    you: 'you',
    opp: 'opponent',
    player: 'Player',
    account: 'Account',
    deck: 'Deck',
    hand: 'Hand',
    keep: 'Keep',
    trash: 'Trash',
    energy: 'Energy',
    exp: 'EXP',
    removed: 'Removed',
    missions: 'Missions',
    lane: 'Lane',
    center: 'Center',
    asleep: 'asleep',
    checked: 'checked',
    completed: 'completed',
    hidden: 'face down',
    damage: 'dmg',
    none: '—',
    attack: 'attacking',
  },
};

const PHASES: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'Setup' },
  'start-draw': { zh: '起始抓牌阶段', en: 'Start-draw phase' },
  main: { zh: '主要阶段', en: 'Main phase' },
  mission: { zh: '任务阶段', en: 'Mission phase' },
  charge: { zh: '充能阶段', en: 'Charge phase' },
  'end-draw': { zh: '结束抓牌阶段', en: 'End-draw phase' },
};

type ViewG = G & { powers?: Record<number, number> };

function name(o: ObjectView, lang: Lang): string {
  if (o.hidden || !o.card) return T[lang].hidden;
  return cardModule(o.card)?.data.name[lang] ?? o.card;
}

function zone(v: StateView, p: number, z: string): ObjectView[] {
  return v.zones[`p${p}:${z}`]?.objects ?? [];
}

function character(o: ObjectView, g: ViewG, lang: Lang): string {
  const t = T[lang];
  const d = (o.data ?? {}) as Record<string, unknown>;
  const power = g.powers?.[o.id as number] ?? cardModule(o.card ?? '')?.data.power;
  const bits = [`${name(o, lang)} ${power}`];
  if (d.damage) bits.push(`${t.damage}${d.damage}`);
  if (d.sleep) bits.push('⤵');
  if (d.lvup) bits.push('Lv UP');
  if (g.attack?.attacker === o.id) bits.push(t.attack);
  return bits.join(' ');
}

export function renderText(view: StateView, lang: Lang): string {
  const t = T[lang];
  const g = view.g as ViewG;
  const me = view.viewer ?? 0;
  const lines: string[] = [];
  const who = (p: number) =>
    `${t.player} ${p}${view.viewer === null ? '' : ` (${p === me ? t.you : t.opp})`}`;
  lines.push(
    `Vividz — ${t.turn.replace('{n}', String(g.turn))} · ${PHASES[g.phase]?.[lang] ?? g.phase} · ${t.tp}: ${who(g.turnPlayer)}`,
  );
  const order = [1 - me, me];
  for (const p of order) {
    const acc = zone(view, p, 'account')[0];
    const counts = [
      `${t.deck} ${view.zones[`p${p}:deck`]?.count ?? 0}`,
      `${t.hand} ${view.zones[`p${p}:hand`]?.count ?? 0}`,
      `${t.keep} ${view.zones[`p${p}:keep`]?.count ?? 0}`,
      `${t.trash} ${view.zones[`p${p}:trash`]?.count ?? 0}`,
      `${t.exp} ${view.zones[`p${p}:exp`]?.count ?? 0}`,
      `${t.removed} ${view.zones[`p${p}:remove`]?.count ?? 0}`,
    ];
    const accText = acc
      ? `${name(acc, lang)}${(acc.data as Record<string, unknown> | undefined)?.sleep ? ` ⤵` : ''}`
      : t.none;
    lines.push('');
    lines.push(`${who(p)} · ${t.account}: ${accText} · ${counts.join(' · ')}`);
    const missions = zone(view, p, 'mission').map((m, i) => {
      const d = (m.data ?? {}) as Record<string, unknown>;
      const state = m.faceDown
        ? m.hidden
          ? t.completed
          : `${t.completed}/${t.hidden}`
        : d.sleep
          ? t.checked
          : '';
      return `${i + 1}. ${m.hidden ? t.completed : name(m, lang)}${state && !m.hidden ? ` [${state}]` : ''}`;
    });
    lines.push(`  ${t.missions}: ${missions.join(' | ') || t.none}`);
    const energy = zone(view, p, 'energy').map((o) => name(o, lang));
    lines.push(`  ${t.energy} ${energy.length}: ${energy.join(', ') || t.none}`);
    if (p === me) {
      const hand = zone(view, p, 'hand').map((o) => name(o, lang));
      const keep = zone(view, p, 'keep').map((o) => name(o, lang));
      lines.push(`  ${t.hand}: ${hand.join(', ') || t.none}`);
      if (keep.length) lines.push(`  ${t.keep}: ${keep.join(', ')}`);
    }
  }
  // The lanes: the opponent's areas above, the viewer's below, facing each other.
  lines.push('');
  const header = [0, 1, 2].map((l) => `${t.lane} ${l + 1}${l === 1 ? ` (${t.center})` : ''}`);
  const width = 30;
  lines.push(`      ${header.map((h) => h.padEnd(width)).join('')}`);
  for (const p of order) {
    const cells = [0, 1, 2].map((lane) => {
      const here = zone(view, p, 'area').filter(
        (o) => (o.data as Record<string, unknown> | undefined)?.lane === lane,
      );
      return here.length ? here.map((o) => character(o, g, lang)).join(' + ') : t.none;
    });
    lines.push(`  P${p}: ${cells.map((c) => c.padEnd(width)).join('')}`);
  }
  return lines.join('\n');
}
