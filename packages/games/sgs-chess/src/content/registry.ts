/**
 * The registry: every content file of the index (index.ts), looked up by what the rules ask for —
 * card kinds, the triggers at each timing point, conversions and judgements for a needed card name,
 * play-phase actions, rule modifiers, procedures and messages. Built once, on first use (so files
 * may import rule helpers without an import cycle mattering).
 */
import type { Catalog, Procedure } from '@arbiter/kernel';
import type { G } from '../state.ts';
import { contentFiles } from './index.ts';
import type {
  CardData,
  ContentFile,
  Conversion,
  IdleAction,
  JudgementAlternative,
  Modifiers,
  TimingTrigger,
} from './schema.ts';

export interface Kind extends CardData {
  id: string;
  file: ContentFile;
}

export interface RegisteredTrigger extends TimingTrigger {
  file: ContentFile;
  /** Its name: the file id or the trigger's own key. */
  key: string;
  /** Message keys of its name and of its file's text. */
  nameKey: string;
  hintKey: string;
  /** Order among one role's triggers at one point: terrain, then skills, then equipment (D12). */
  order: number;
  /** The ability key the kernel's trigger queue carries: `<file>:<key>@<point>`. */
  ability: string;
  procName?: string;
}

export interface RegisteredAction extends IdleAction {
  file: ContentFile;
  /** Option id: `s:<file id>`. */
  optionId: string;
  nameKey: string;
  hintKey: string;
  procName?: string;
}

export interface RegisteredConversion extends Conversion {
  file: ContentFile;
  nameKey: string;
}

export interface RegisteredJudgement extends JudgementAlternative {
  file: ContentFile;
}

type ModifierLists = { [K in keyof Modifiers]-?: NonNullable<Modifiers[K]>[] };

export interface Registry {
  files: readonly ContentFile[];
  byId: Readonly<Record<string, ContentFile>>;
  /** Card kinds by id, and in the order of the index (the standard deck's order). */
  kinds: Readonly<Record<string, Kind>>;
  kindList: readonly Kind[];
  triggersAt: Readonly<Record<string, readonly RegisteredTrigger[]>>;
  triggerByAbility: Readonly<Record<string, RegisteredTrigger>>;
  conversionsFor: Readonly<Record<string, readonly RegisteredConversion[]>>;
  judgementsFor: Readonly<Record<string, readonly RegisteredJudgement[]>>;
  /** Play-phase actions in menu order. */
  actions: readonly RegisteredAction[];
  actionById: Readonly<Record<string, RegisteredAction>>;
  modifiers: Readonly<ModifierLists>;
  procedures: Readonly<Record<string, Procedure<G>>>;
  catalog: Catalog;
  /** Card names the rules refer to by what the cards declare: the one that saves the dying. */
  rescueName: string;
}

/** Message-key prefix of a file's name and text by sort (the keys the catalog has always used). */
const NAME_PREFIX = { card: 'equip', skill: 'skill', terrain: 'terrain' } as const;
const TEXT_PREFIX = { card: 'ktext', skill: 'stext', terrain: 'ttext' } as const;
/** Within one role: terrain effects first, then its general's skills, then its equipment (D12). */
const SORT_RANK = { terrain: 0, skill: 1, card: 2 } as const;

const MODIFIER_NAMES: (keyof Modifiers)[] = [
  'attackRange',
  'distance',
  'weaponDisabled',
  'useLimit',
  'protectedFrom',
  'ignoresDistance',
  'extraTarget',
  'passThroughEnemies',
  'crossesMountains',
  'killBonus',
];

let built: Registry | null = null;

/** The registry of the built-in content files. */
export function registry(): Registry {
  built ??= buildRegistry(contentFiles());
  return built;
}

/** Message key of a file's name (〖…〗 for skills and equipment). */
export function nameKeyOf(id: string): string {
  return `${NAME_PREFIX[registry().byId[id].sort]}.${id}`;
}
/** Message key of a file's text. */
export function hintKeyOf(id: string): string {
  return `${TEXT_PREFIX[registry().byId[id].sort]}.${id}`;
}

/** Procedure name of a file's procedure. */
export function procName(file: string, name: string): string {
  return `sgs.${file}.${name}`;
}

export function buildRegistry(files: readonly ContentFile[]): Registry {
  const byId: Record<string, ContentFile> = {};
  const kinds: Record<string, Kind> = {};
  const kindList: Kind[] = [];
  const triggersAt: Record<string, RegisteredTrigger[]> = {};
  const triggerByAbility: Record<string, RegisteredTrigger> = {};
  const conversionsFor: Record<string, RegisteredConversion[]> = {};
  const judgementsFor: Record<string, RegisteredJudgement[]> = {};
  const actions: RegisteredAction[] = [];
  const modifiers = Object.fromEntries(MODIFIER_NAMES.map((k) => [k, []])) as unknown as ModifierLists;
  const procedures: Record<string, Procedure<G>> = {};
  const catalog: Catalog = {};
  const say = (key: string, text: { zh: string; en: string }, file: string) => {
    if (catalog[key]) throw new Error(`sgs-chess content ${file}: message ${key} is defined twice`);
    catalog[key] = text;
  };
  let rescueName = '';
  // Files in the index's order, grouped by sort for the order of simultaneous effects (D12).
  const ranked = [...files].sort((a, b) => SORT_RANK[a.sort] - SORT_RANK[b.sort]);
  files.forEach((f) => {
    if (byId[f.id]) throw new Error(`sgs-chess content ${f.id}: defined twice`);
    byId[f.id] = f;
  });
  for (const f of files) {
    const nameKey = `${NAME_PREFIX[f.sort]}.${f.id}`;
    const hintKey = `${TEXT_PREFIX[f.sort]}.${f.id}`;
    if (f.sort === 'skill') say(nameKey, { zh: `〖${f.name.zh}〗`, en: f.name.en }, f.id);
    if (f.sort === 'card') {
      const k: Kind = { ...f.card!, id: f.id, file: f };
      kinds[f.id] = k;
      kindList.push(k);
      say(`kind.${f.id}`, f.name, f.id);
      say(nameKey, { zh: `〖${f.name.zh}〗`, en: f.name.en }, f.id);
      if (k.nameText) say(`need.${k.cardName}`, k.nameText, f.id);
      if (k.rescues) rescueName = k.cardName;
    }
    say(hintKey, f.text, f.id);
    for (const [key, text] of Object.entries(f.messages ?? {})) say(key, text, f.id);
    for (const [name, proc] of Object.entries(f.procedures ?? {})) procedures[procName(f.id, name)] = proc;
    for (const t of f.triggers ?? [])
      if (t.key && t.label) say(`${NAME_PREFIX[f.sort]}.${t.key}`, t.label, f.id);
    for (const a of f.actions ?? []) {
      const ra: RegisteredAction = {
        ...a,
        file: f,
        optionId: `s:${f.id}`,
        nameKey,
        hintKey,
        procName: a.proc ? procName(f.id, a.proc) : undefined,
      };
      actions.push(ra);
    }
    for (const [k, fn] of Object.entries(f.rules ?? {})) {
      if (!(MODIFIER_NAMES as string[]).includes(k))
        throw new Error(`sgs-chess content ${f.id}: unknown rule modifier ${k}`);
      (modifiers[k as keyof Modifiers] as unknown[]).push(fn);
    }
  }
  ranked.forEach((f, index) => {
    const nameKey = `${NAME_PREFIX[f.sort]}.${f.id}`;
    for (const t of f.triggers ?? []) {
      const key = t.key ?? f.id;
      const rt: RegisteredTrigger = {
        ...t,
        file: f,
        key,
        nameKey: `${NAME_PREFIX[f.sort]}.${key}`,
        hintKey: `${TEXT_PREFIX[f.sort]}.${f.id}`,
        order: index,
        ability: `${f.id}:${key}@${t.at}`,
        procName: t.proc ? procName(f.id, t.proc) : undefined,
      };
      (triggersAt[t.at] ??= []).push(rt);
      if (triggerByAbility[rt.ability])
        throw new Error(`sgs-chess content ${f.id}: two triggers named ${key} at ${t.at} (give each a key)`);
      triggerByAbility[rt.ability] = rt;
    }
    for (const c of f.conversions ?? []) (conversionsFor[c.as] ??= []).push({ ...c, file: f, nameKey });
    for (const j of f.judgements ?? []) (judgementsFor[j.as] ??= []).push({ ...j, file: f });
  });
  actions.sort((a, b) => a.menu - b.menu);
  const actionById: Record<string, RegisteredAction> = {};
  for (const a of actions) {
    if (actionById[a.optionId]) throw new Error(`sgs-chess content ${a.file.id}: two idle actions`);
    actionById[a.optionId] = a;
  }
  for (const k of kindList)
    for (const name of [k.answeredBy, ...k.effect.flatMap((o) => ('card' in o ? [o.card] : []))])
      if (name !== undefined && !kindList.some((x) => x.cardName === name))
        throw new Error(`sgs-chess content ${k.id}: no card is named ${name}`);
  return {
    files,
    byId,
    kinds,
    kindList,
    triggersAt,
    triggerByAbility,
    conversionsFor,
    judgementsFor,
    actions,
    actionById,
    modifiers,
    procedures,
    catalog,
    rescueName,
  };
}
