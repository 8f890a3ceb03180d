/**
 * SGS 2.2 需要使用牌事件 and SGS 2.5 需要打出牌事件 as responses: a role needs to use (or play) a card
 * of a name. At ❶ (需要使用此牌时❶ / 需要打出此牌时❶) a judgement may stand for it; at ❷ the role is
 * asked in a kernel response window — always, with only "No response" if it has nothing, so being
 * asked reveals nothing — and may answer with a card of the name or a card converted into one.
 * SGS 2.3/2.4 (use) or SGS 2.6/2.7 (play) of the answer follow.
 */
import type { ObjId, Option, WindowPolicy } from '@arbiter/kernel';
import { registry } from '../content/registry.ts';
import { type C, type G, msg, type P, seatOf, Z } from '../state.ts';
import { clearProcessing } from './0208-moving-cards.ts';
import type { JudgeEvent } from './0210-judgement.ts';
import {
  alive,
  cardOption,
  choose,
  handOf,
  kindOf,
  picked,
  pickedAll,
  roleName,
  roleNameOf,
  trace,
} from './common.ts';

/** A need to use or play `count` cards of a name (d of `sgs.respond`). */
export interface ResponseRequest {
  role: number;
  need: string;
  mode: 'use' | 'play';
  count: number;
  got: number;
  /** The role may not respond (〖铁骑〗). */
  noResponse?: boolean;
  /** The card answered ignores armour (〖青釭剑〗): armour judgements do not apply. */
  ignoreArmor?: boolean;
  /** Judgements already tried for this card. */
  tried: string[];
  judging?: string;
}

/** What an answer option stands for: cards (and how they were produced), or a pick of several. */
export type Answer = { cards: ObjId[]; how: string } | { pick: number; how: string };

/** The window's public data. */
export interface Respond {
  role: number;
  need: string;
  mode: 'use' | 'play';
  answered: boolean;
}

/** SGS 2.2 / 2.5. d = ResponseRequest. Returns { ok }. */
const respond: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const q = f.d as ResponseRequest;
  const r = q.role;
  const first = q.mode === 'use' ? '2.2-需要使用此牌时❶' : '2.5-需要打出此牌时❶';
  const second = q.mode === 'use' ? '2.2-需要使用此牌时❷' : '2.5-需要打出此牌时❷';
  for (;;) {
    switch (f.step) {
      case 0: {
        if (q.got >= q.count) {
          ctx.done({ ok: true });
          return;
        }
        if (!alive(g, r) || q.noResponse) {
          if (q.noResponse && ctx.logging)
            ctx.log('SGS 2.4-指定目标后', 'sgs.no-shan', { who: roleName(g, r) });
          ctx.done({ ok: false });
          return;
        }
        // ❶: judgements that may stand for the card
        trace(ctx, first);
        const opts: Option[] = [];
        for (const j of registry().judgementsFor[q.need] ?? [])
          if (!q.tried.includes(j.id) && j.available(s, r, q))
            opts.push({ id: j.id, label: msg('sgs.use-hook', { h: msg(j.label) }), value: j.id });
        if (opts.length === 0) {
          f.step = 2;
          continue;
        }
        opts.push({ id: 'no', label: msg('sgs.decline'), value: null });
        f.step = 1;
        choose(
          ctx,
          r,
          'respond-judge',
          msg('sgs.need', { who: roleName(g, r), card: msg(`need.${q.need}`) }),
          `SGS ${first}`,
          opts,
        );
        return;
      }
      case 1: {
        const id = picked<string | null>(input);
        if (id === null) {
          f.step = 2;
          continue;
        }
        q.tried.push(id);
        q.judging = id;
        f.step = 5;
        ctx.event({ type: 'judge', role: r, reason: id, card: -1, keep: false } satisfies JudgeEvent);
        return;
      }
      case 5: {
        const j = registry().judgementsFor[q.need].find((x) => x.id === q.judging)!;
        if (j.succeeds((input as JudgeEvent).result!.suit)) {
          q.got++;
          q.tried = [];
          if (ctx.logging)
            ctx.log(
              q.mode === 'use' ? 'SGS 2.2' : 'SGS 2.5',
              q.mode === 'use' ? 'sgs.use-virtual' : 'sgs.play-virtual',
              {
                who: roleName(g, r),
                card: msg(`need.${q.need}`),
              },
            );
        }
        f.step = 0;
        continue;
      }
      case 2:
        // ❷: the response window
        trace(ctx, second);
        f.step = 3;
        ctx.window(
          q.mode === 'use' ? 'sgs.respond-use' : 'sgs.respond-play',
          { role: r, need: q.need, mode: q.mode, answered: false } satisfies Respond,
          r,
        );
        return;
      case 3:
        if (!(input as Respond).answered) {
          ctx.done({ ok: false });
          return;
        }
        q.got++;
        q.tried = [];
        f.step = 0;
        continue;
    }
  }
};

/** The ways role r can produce a card of name `need` now: cards of the name, then conversions (❷). */
export function responseOptions(ctx: C, r: number, need: string): Option[] {
  const s = ctx.state;
  const opts: Option[] = [];
  for (const id of handOf(s, r))
    if (kindOf(s, id).cardName === need) opts.push({ ...cardOption(ctx, id, 'h'), value: plain(id) });
  for (const c of registry().conversionsFor[need] ?? []) {
    if (c.pick) {
      if (c.available?.(s, r))
        opts.push({
          id: c.prefix,
          label: msg('sgs.use-hook', { h: msg(c.nameKey) }),
          value: { pick: c.pick, how: c.prefix[0] } satisfies Answer,
        });
      continue;
    }
    for (const id of c.cards!(s, r))
      opts.push(
        c.plain
          ? { ...cardOption(ctx, id, c.prefix), value: plain(id) }
          : {
              id: `${c.prefix}${id}`,
              label: msg('sgs.card-as', { c: ctx.ref(id), s: msg(c.nameKey) }),
              obj: id,
              value: { cards: [id], how: c.prefix } satisfies Answer,
            },
      );
  }
  return opts;
}

function plain(id: ObjId): Answer {
  return { cards: [id], how: 'h' };
}

const respondPolicy = (rule: string): WindowPolicy<G, Respond> => ({
  kind: 'respond',
  rule,
  pass: { label: msg('sgs.no-response'), last: true },
  prompt: (pub, w) =>
    msg('sgs.need', { who: roleNameOf(pub.game('roles'), w.data.role), card: msg(`need.${w.data.need}`) }),
  round(_pub, w, actors) {
    actors.push(w.data.role);
  },
  player: (pub, _w, actor) => seatOf({ seats: pub.game('seats') }, actor),
  options: (ctx, w, actor) => responseOptions(ctx, actor, w.data.need),
  act(ctx, w, actor, option) {
    ctx.call('sgs.respond-with', { role: actor, need: w.data.need, mode: w.data.mode, answer: option.value });
  },
  afterAction(_pub, w) {
    w.data.answered = true;
    return 'close';
  },
});

/** SGS 2.2-需要使用此牌时❷ / SGS 2.5-需要打出此牌时❷: the role with the need is asked. */
export const RESPOND_USE = respondPolicy('SGS 2.2-需要使用此牌时❷');
export const RESPOND_PLAY = respondPolicy('SGS 2.5-需要打出此牌时❷');

/** The answer chosen in the window. d = { role, need, mode, answer }. */
const respondWith: P = (ctx, f, input) => {
  const a = f.d.answer as Answer;
  if ('pick' in a && f.step === 0) {
    // several hand cards as one (丈八蛇矛): which ones
    f.step = 1;
    choose(
      ctx,
      f.d.role,
      'pick-cards',
      msg('sgs.pick-two'),
      'SGS 2.5-需要打出此牌时❷',
      handOf(ctx.state, f.d.role).map((id) => cardOption(ctx, id)),
      a.pick,
      a.pick,
    );
    return;
  }
  const ids = 'pick' in a ? pickedAll<ObjId>(input) : a.cards;
  spendResponse(ctx, f.d.role, ids, f.d.need, f.d.mode, a.how);
  ctx.done();
};

/**
 * SGS 2.3 / 2.4 (use) or SGS 2.6 / 2.7 (play) of a response card: the name was declared by the need
 * (2.2/2.5), the cards chosen; the cards go to the processing area, then to the discard pile.
 */
function spendResponse(ctx: C, r: number, ids: ObjId[], need: string, mode: string, how: string): void {
  const moved = ids.map((id) => ctx.move(id, Z.processing).id);
  if (ctx.logging)
    ctx.log(mode === 'use' ? 'SGS 2.4' : 'SGS 2.7', mode === 'use' ? 'sgs.use-resp' : 'sgs.play-resp', {
      who: roleName(ctx.g, r),
      card: msg(`need.${need}`),
      cards: moved.map((c) => ctx.ref(c)),
      how,
    });
  if (mode !== 'use') {
    // SGS 2.6, SGS 2.7-牌被打出时, SGS 2.7-打出结算结束后: nothing acts
    trace(ctx, '2.6');
    trace(ctx, '2.7-牌被打出时');
    trace(ctx, '2.7-打出结算结束后');
  }
  clearProcessing(ctx, moved);
}

export const responseProcs: Record<string, P> = { 'sgs.respond': respond, 'sgs.respond-with': respondWith };
