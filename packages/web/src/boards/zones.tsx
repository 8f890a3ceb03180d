/**
 * A table drawn from the zones of any view: each player's zones on their side (piles for hidden
 * stacks such as decks, card backs for hidden hands, cards for everything visible), shared zones in
 * the middle, and the game's own public numbers (`g`: points, energy, rune pools …) as a stats bar.
 * Games whose table is not drawn yet use it as it is; Riftbound and Vividz use it with their own
 * names for zones and numbers, so whatever their views contain is shown while they are built.
 */
import type { Lang, ObjectView, StateView, ZoneView } from '@arbiter/kernel';
import { cardName } from '../games.ts';
import { useLang } from '../i18n.tsx';
import {
  type BoardProps,
  bottomSeat,
  CardTile,
  clickCard,
  HiddenHand,
  Pile,
  type WordTable,
} from './common.tsx';

export type Labels = WordTable;

export interface ZoneBoardOptions {
  /** Names for zone kinds (the part of a zone id after `p0:`, or a shared zone's id). */
  zoneLabels?: Labels;
  /** Names for the numbers in `g`. */
  statLabels?: Labels;
  /** Zone kinds drawn in the middle, in this order (battlefields, lanes …). */
  middle?: string[];
  /** Zone kinds shown as piles (counts) even when their cards are visible. */
  piles?: string[];
}

/** `p1:hand` → { owner: 1, kind: 'hand' }; shared zones keep their id as the kind. */
function splitZone(z: ZoneView): { owner: number | null; kind: string } {
  const m = /^p(\d+):(.+)$/.exec(z.id);
  if (m) return { owner: Number(m[1]), kind: m[2] };
  return { owner: z.owner, kind: z.id };
}

function label(labels: Labels | undefined, key: string, lang: Lang): string {
  return labels?.[key]?.[lang] ?? key;
}

function statsOf(
  g: unknown,
  players: number,
): { key: string; value: string | number; perPlayer?: number[] }[] {
  if (!g || typeof g !== 'object') return [];
  const out: { key: string; value: string | number; perPlayer?: number[] }[] = [];
  for (const [k, v] of Object.entries(g as Record<string, unknown>)) {
    if (typeof v === 'number' || typeof v === 'string') out.push({ key: k, value: v });
    else if (Array.isArray(v) && v.length === players && v.every((x) => typeof x === 'number'))
      out.push({ key: k, value: '', perPlayer: v as number[] });
  }
  return out;
}

function ZoneRow(p: BoardProps & { z: ZoneView; title: string; pile: boolean }) {
  const { t } = useLang();
  const visible = p.z.objects.filter((o) => !o.hidden);
  const ownHand = p.z.objects.length > 0 && visible.length === 0;
  if (p.pile || (ownHand && /deck|library|pile/i.test(p.z.id))) {
    return <Pile label={p.title} count={p.z.count} />;
  }
  if (ownHand)
    return (
      <div class="zone-row">
        <span class="row-label">{p.title}</span>
        <HiddenHand count={p.z.count} label={p.title} />
      </div>
    );
  return (
    <div class="zone-row" data-zone={p.z.id}>
      <span class="row-label">
        {p.title} ({p.z.count})
      </span>
      {p.z.objects.length === 0 && <span class="muted">{t('empty')}</span>}
      {p.z.objects.map((o: ObjectView) =>
        o.hidden ? (
          <CardTile small key={String(o.id)} name="" faceDown />
        ) : (
          <CardTile
            small
            key={String(o.id)}
            name={cardName(p.gameId, o.card, p.lang)}
            card={o.card}
            obj={o.id}
            faceDown={o.faceDown}
            peek={o.faceDown}
            dull={
              !!(o.data as Record<string, unknown> | undefined)?.exhausted ||
              !!(o.data as Record<string, unknown> | undefined)?.dull
            }
            options={p.choice.forObj(o.id)}
            chosen={p.choice.chosen(p.choice.forObj(o.id))}
            onClick={clickCard(p.choice, o, p.inspect)}
          />
        ),
      )}
    </div>
  );
}

export function ZoneBoard(p: BoardProps & { options?: ZoneBoardOptions }) {
  const o = p.options ?? {};
  const view: StateView = p.view;
  const me = bottomSeat(view);
  const zones = Object.values(view.zones);
  const byOwner = new Map<number | null, { z: ZoneView; kind: string }[]>();
  for (const z of zones) {
    const { owner, kind } = splitZone(z);
    const key = o.middle?.includes(kind) ? null : owner;
    if (!byOwner.has(key)) byOwner.set(key, []);
    byOwner.get(key)!.push({ z, kind });
  }
  const stats = statsOf(view.g, view.players);
  const order = [...Array(view.players).keys()].filter((x) => x !== me);
  const side = (owner: number) => (
    <section class={`zone-side ${owner === me ? 'near' : 'far'}`} data-seat={owner} key={owner}>
      <div class="side-info">
        <span class="seat-name">{p.seatName(owner)}</span>
        {stats
          .filter((s) => s.perPlayer)
          .map((s) => (
            <span class="stat" key={s.key}>
              {label(o.statLabels, s.key, p.lang)} <b>{s.perPlayer![owner]}</b>
            </span>
          ))}
      </div>
      {(byOwner.get(owner) ?? []).map(({ z, kind }) => (
        <ZoneRow
          {...p}
          key={z.id}
          z={z}
          title={label(o.zoneLabels, kind, p.lang)}
          pile={!!o.piles?.includes(kind)}
        />
      ))}
    </section>
  );
  const shared = (byOwner.get(null) ?? []).sort(
    (a, b) => (o.middle?.indexOf(a.kind) ?? 0) - (o.middle?.indexOf(b.kind) ?? 0),
  );
  return (
    <div class={`board zones ${p.gameId}`}>
      {order.map(side)}
      <div class="midline">
        {stats
          .filter((s) => !s.perPlayer)
          .map((s) => (
            <span class="stat" key={s.key}>
              {label(o.statLabels, s.key, p.lang)} <b>{String(s.value)}</b>
            </span>
          ))}
        {shared.map(({ z, kind }) => (
          <ZoneRow
            {...p}
            key={z.id}
            z={z}
            title={label(o.zoneLabels, kind, p.lang)}
            pile={!!o.piles?.includes(kind)}
          />
        ))}
      </div>
      {side(me)}
    </div>
  );
}
