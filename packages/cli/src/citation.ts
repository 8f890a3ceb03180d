/**
 * How a rule citation reads in a language. Most rule ids are numbers ("FFTCG 12.4.5"); a few games
 * name unnumbered statements by their Chinese words ("SGS 1-回合开始后❶"), which an English reader
 * sees as the section number and the rule's English title instead.
 */
import type { GameModule, Lang } from '@arbiter/kernel';

const CJK = /[\u2e80-\u9fff\uff00-\uffef❶-❿【】〖〗]/;
const titles = new WeakMap<GameModule, Map<string, string>>();

function englishTitles(module: GameModule): Map<string, string> {
  let map = titles.get(module);
  if (!map) {
    map = new Map();
    for (const r of module.rules?.() ?? [])
      if (r.title.en) map.set(`${module.rulePrefix} ${r.id}`, r.title.en);
    titles.set(module, map);
  }
  return map;
}

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

export function citation(module: GameModule, rule: string, lang: Lang): string {
  if (lang === 'zh' || !hasCjk(rule)) return rule;
  const title = englishTitles(module).get(rule);
  if (!title) return rule;
  const section = rule.slice(0, rule.search(CJK)).replace(/[-\s]+$/, '');
  const words = title.includes(': ') ? title.slice(title.lastIndexOf(': ') + 2) : title;
  return section.includes(' ') ? `${section}, ${words}` : `${module.rulePrefix} ${words}`;
}

/** A rule's title in a language (the English title when there is one, for en). */
export function ruleTitle(title: { zh: string; en?: string }, lang: Lang): string {
  return lang === 'en' && title.en ? title.en : title.zh;
}
