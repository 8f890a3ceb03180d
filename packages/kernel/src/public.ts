/**
 * Public information: what every player (and a spectator) at the table knows. The hooks that
 * decide who is asked in a response window receive this instead of the state, so whether a player
 * is asked cannot depend on a hidden card: the hook has nothing hidden to read. Reading is cheap
 * (no copies): one PublicInfo per run wraps the state, and each accessor checks visibility.
 */
import { EngineError } from './errors.ts';
import type { GameModule } from './module.ts';
import type { GameObject, ObjId, PlayerId, QueuedTrigger, StackItem, State } from './types.ts';
import { canSee } from './view.ts';

export class PublicInfo<G = any> {
  // Runtime-private: a hook given this object cannot reach the state through it.
  readonly #state: State<G>;
  readonly #module: GameModule<G>;
  readonly #publicKeys: ReadonlySet<string>;

  constructor(state: State<G>, module: GameModule<G>) {
    this.#state = state;
    this.#module = module;
    this.#publicKeys = new Set(module.publicGame ?? []);
  }

  get players(): number {
    return this.#state.players;
  }

  /** How many objects a zone holds (public for every zone). */
  zoneSize(zoneId: string): number {
    const z = this.#state.zones[zoneId];
    return z ? z.objects.length : 0;
  }

  /** The object if everyone may see it, else undefined. */
  object(id: ObjId): Readonly<GameObject> | undefined {
    const o = this.#state.objects[id];
    return o && canSee(this.#state, this.#module, o, null) ? o : undefined;
  }

  /** The object at a position of a zone (0 = bottom) if everyone may see it, else undefined. */
  objectAt(zoneId: string, index: number): Readonly<GameObject> | undefined {
    const z = this.#state.zones[zoneId];
    const id = z?.objects[index];
    return id === undefined ? undefined : this.object(id);
  }

  /** Number of objects in a zone that everyone may see and that satisfy `pred`. */
  countVisible(zoneId: string, pred?: (o: Readonly<GameObject>) => boolean): number {
    const z = this.#state.zones[zoneId];
    if (!z) return 0;
    let n = 0;
    for (let i = 0; i < z.objects.length; i++) {
      const o = this.object(z.objects[i]);
      if (o && (!pred || pred(o))) n++;
    }
    return n;
  }

  stackSize(): number {
    return this.#state.stack?.length ?? 0;
  }

  /** A stack item (0 = bottom) unless its source is hidden from someone. */
  stackItem(index: number): Readonly<StackItem> | undefined {
    const item = this.#state.stack?.[index];
    return item ? this.visibleSource(item) : undefined;
  }

  /** The top stack item (see `stackItem`). */
  stackTop(): Readonly<StackItem> | undefined {
    const n = this.stackSize();
    return n === 0 ? undefined : this.stackItem(n - 1);
  }

  /** Controller of the top stack item (public even when its source is not), or null. */
  stackTopController(): PlayerId | null {
    const n = this.stackSize();
    return n === 0 ? null : this.#state.stack![n - 1].controller;
  }

  /** Number of queued triggers everyone knows of (their source is public, or none). */
  publicTriggerCount(pred?: (t: Readonly<QueuedTrigger>) => boolean): number {
    let n = 0;
    for (const t of this.#state.triggers) if (this.triggerIsPublic(t) && (!pred || pred(t))) n++;
    return n;
  }

  /** Game data the game declares public (`GameModule.publicGame`); other keys throw. */
  game<K extends keyof G & string>(key: K): Readonly<G[K]> {
    if (!this.#publicKeys.has(key))
      throw new EngineError(
        'not-public',
        `game ${this.#module.id}: "${key}" is not in publicGame, so a window hook may not read it`,
      );
    return this.#state.g[key];
  }

  get decisionCount(): number {
    return this.#state.decisionCount;
  }

  get over(): boolean {
    return this.#state.result !== null;
  }

  private triggerIsPublic(t: QueuedTrigger): boolean {
    if (t.source === null) return true;
    const o = this.#state.objects[t.source] ?? this.#state.lki[t.source];
    return !!o && canSee(this.#state, this.#module, o, null);
  }

  private visibleSource(item: StackItem): StackItem | undefined {
    if (item.source === null) return item;
    const o = this.#state.objects[item.source] ?? this.#state.lki[item.source];
    return o && canSee(this.#state, this.#module, o, null) ? item : undefined;
  }
}
