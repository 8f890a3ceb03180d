/**
 * Card data: the printed values of every implemented card, each written in its own card file
 * (`pool/<id>.ts`, from the reference data of "KLSD Documents 卡灵时代资料站", CC-BY 4.0) and
 * validated with zod here when the module loads. Names are the cards' names; English names are our
 * own translations. `lv` is a 卡灵's level or a tactic's / device's cost.
 */
import * as z from 'zod';
import { CARD_FILES } from './pool/index.ts';

export const CardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    type: z.enum(['kaling', 'tactic', 'device']),
    attrs: z.array(z.enum(['光', '电', '暗', '火', '木', '水', '土', '冰', '风', '金', '空'])),
    lv: z.number().int().min(0).max(6),
    series: z.string().optional(),
    ap: z.number().int().min(0).max(20),
    dp: z.number().int().min(0).max(20),
    sp: z.number().int().min(0).max(5),
    gp: z.number().int().min(0).optional(),
  })
  .strict();

export type CardData = z.infer<typeof CardSchema>;

/** A card file's printed values as written (`pool/<id>.ts`), checked against `CardSchema` here. */
export type CardRow = z.input<typeof CardSchema>;

function checkRow(file: string, row: CardRow): CardData {
  if (row.id !== file) throw new Error(`kaling card file "${file}" holds the values of "${row.id}"`);
  const r = CardSchema.safeParse(row);
  if (!r.success) throw new Error(`kaling card data "${file}": ${r.error.issues[0].message}`);
  return r.data;
}

/** Every card's printed values, in card-list order (the order of `pool/index.ts`). */
export const CARD_LIST: readonly CardData[] = Object.entries(CARD_FILES).map(([file, f]) =>
  checkRow(file, f.data),
);

export const CARDS: Record<string, CardData> = Object.fromEntries(CARD_LIST.map((c) => [c.id, c]));
