/**
 * How Vividz's cards and board read to a person (`arbiter play`'s look command, `arbiter cards`),
 * in zh and en. Reads views only (principle 5).
 */
import type { CardText, Lang, ObjId, PlayerId, Presentation, StateView } from '@arbiter/kernel';
import { builtInCards, cardModule } from './cards/registry.ts';

/** A card's kind as a player reads it (also the board's hand lines, render.ts). */
export const KIND: Record<string, { zh: string; en: string }> = {
  account: { zh: '账号', en: 'Account' },
  mission: { zh: '任务', en: 'Mission' },
  character: { zh: '角色', en: 'Character' },
  event: { zh: '事件', en: 'Event' },
};

const ZONE: Record<string, { zh: string; en: string }> = {
  account: { zh: '账号区', en: 'Account' },
  deck: { zh: '牌库', en: 'Deck' },
  trash: { zh: '弃牌区', en: 'Trash' },
  mission: { zh: '任务区', en: 'Missions' },
  energy: { zh: '能量区', en: 'Energy' },
  area: { zh: '场地区', en: 'Areas' },
  hand: { zh: '手牌', en: 'Hand' },
  remove: { zh: '除外区', en: 'Removed' },
  keep: { zh: '保留区', en: 'Keep' },
  exp: { zh: '经验区', en: 'EXP' },
};

function card(cardId: string, lang: Lang): CardText | undefined {
  const def = cardModule(cardId)?.data;
  if (!def) return undefined;
  const facts = [KIND[def.kind][lang]];
  if (def.cost !== undefined) facts.push(lang === 'zh' ? `费用${def.cost}` : `cost ${def.cost}`);
  if (def.power !== undefined) facts.push(lang === 'zh' ? `力量${def.power}` : `power ${def.power}`);
  const text = def.text[lang];
  return {
    id: def.id,
    name: def.name[lang],
    kind: facts.join(' · '),
    text,
    short: text.length > 60 ? `${text.slice(0, 59)}…` : text,
  };
}

export const PRESENT: Presentation = {
  cardIds: () => builtInCards().map((c) => c.data.id),
  card,
  describe(view: StateView, obj: ObjId, lang: Lang): string[] {
    // A character on the areas: its power now (after continuous effects) and its damage.
    const powers = (view.g as { powers?: Record<number, number> }).powers ?? {};
    if (!(obj in powers)) return [];
    for (const z of Object.values(view.zones)) {
      const o = z.objects.find((x) => x.id === obj);
      if (!o) continue;
      const d = (o.data ?? {}) as { damage?: number; sleep?: boolean; lane?: number };
      const bits = [lang === 'zh' ? `力量 ${powers[obj]}` : `power ${powers[obj]}`];
      if (d.damage) bits.push(lang === 'zh' ? `伤害 ${d.damage}` : `damage ${d.damage}`);
      if (d.sleep) bits.push(lang === 'zh' ? '横置' : 'asleep');
      if (d.lane) bits.push(lang === 'zh' ? `赛道 ${d.lane}` : `lane ${d.lane}`);
      return [bits.join(' · ')];
    }
    return [];
  },
  zoneName(zoneId: string, viewer: PlayerId | null, lang: Lang): string {
    if (zoneId === 'temp') return lang === 'zh' ? '缓存区' : 'Temporary zone';
    const [p, name] = zoneId.split(':');
    const label = ZONE[name]?.[lang] ?? name;
    const mine = viewer !== null && p === `p${viewer}`;
    return lang === 'zh' ? `${mine ? '你的' : '对手的'}${label}` : `${mine ? 'your' : "opponent's"} ${label}`;
  },
};
