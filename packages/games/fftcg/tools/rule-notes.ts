/**
 * Status and notes for seed rules that the implementation does not simply implement (see
 * gen-rules.ts). A note here overrides a citation found in src/ (a rule can be cited to say why it
 * does not arise).
 */
type Status = 'implemented' | 'stand-in' | 'not-applicable' | 'unused' | 'missing';
const NA = (note: string) => ({ status: 'not-applicable' as Status, note });
/** Not applicable only because no card of the pool uses the rule: the `unused` status. */
const UNUSED = (note: string) => ({ status: 'unused' as Status, note });
const SI = (note: string) => ({ status: 'stand-in' as Status, note });

export const NOTES: Record<string, { status: Status; note: string }> = {
  '2.1': SI(
    'Card texts in the pool never contradict the rules. Conceding is the exported `concede(state, player)` (the opponent wins, rule FFTCG 2.1); it is not offered inside every decision, where random self-play would take it.',
  ),
  '3.2': UNUSED(
    'No card in the pool makes a player win; a player can only win by the opponent losing, so winning and losing at once cannot arise.',
  ),
  '6.2.2': UNUSED('No card in the pool brings cards from outside the game.'),
  '6.4.1.3': UNUSED('No replacement effect in the pool creates a delayed ability.'),
  '11.8.17.6': UNUSED('No replacement effect in the pool creates a delayed ability.'),
  '7.5': UNUSED('No card in the pool moves cards outside the game.'),
  '8.1.2': UNUSED('No field ability in the pool changes the deck rules.'),
  '10.1.2.3': UNUSED('No Forward in the pool has an attack cost.'),
  '10.1.3.1.3': UNUSED('No card in the pool forces or taxes a block.'),
  '11.4.3': UNUSED('No character in the pool has modes when it enters.'),
  '11.4.5': UNUSED('No character in the pool distributes values when it enters.'),
  '11.6.2.2.4': UNUSED('No cost in the pool removes characters or returns them to hand.'),
  '11.7.2.4': UNUSED('No cost in the pool removes characters or returns them to hand.'),
  '11.6.6': UNUSED('No action ability in the pool has modes.'),
  '11.7.6': UNUSED('No special ability in the pool has modes.'),
  '11.6.7': UNUSED('Ability costs in the pool are fixed (no X or alternative costs).'),
  '11.7.7': UNUSED('Ability costs in the pool are fixed (no X or alternative costs).'),
  '11.6.8': UNUSED('No action ability in the pool distributes values.'),
  '11.7.8': UNUSED('No special ability in the pool distributes values.'),
  '11.8.8': UNUSED('No auto ability in the pool has a cost.'),
  '11.8.10': UNUSED('No auto ability in the pool has modes.'),
  '11.8.11': UNUSED('No auto ability in the pool has a variable cost.'),
  '11.8.12': UNUSED('No auto ability in the pool distributes values.'),
  '11.11.6': UNUSED('No card in the pool asks both players to choose at the same time.'),
  '13.1': NA(
    "The card pool has no repeatable free action and no self-retriggering ability, so an endless loop cannot arise; the kernel's state-check round limit and the decision cap guard against engine faults.",
  ),
  '13.2': NA('No loop can arise with this card pool (see 13.1).'),
  '13.3': NA('No loop can arise with this card pool (see 13.1).'),
  '11.12.4.11': NA(
    'No two cards or effects get a timestamp at the same moment here: characters enter one at a time and each effect is created separately, so the turn player never has to order them.',
  ),
  '14.1': SI(
    'A declaration changes nothing until its cost is fully paid, so "rolling back" is forgetting the choices; the player can cancel at any payment step (docs/decisions.md 6).',
  ),
  '5.2.1.3': SI(
    'Implemented; the seed does not say which element a multi-element card produces: the player chooses one of its elements (docs/decisions.md 4).',
  ),
};
