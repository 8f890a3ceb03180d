/** Playing game i of a study, through the kernel's public self-play loop. */
import { type GameModule, type Msg, playGame } from '@arbiter/kernel';
import { gameSeed, type Matchup, matchups, type StudyParams } from './params.ts';

/** One played game as stored: plain data, so threads and queues can carry it. */
export interface StudyGame {
  idx: number;
  seed: string;
  matchup: number;
  /** Deck name per seat. */
  decks: string[];
  /** Agent name per seat. */
  agents: string[];
  /** Winning seats (empty on a draw, an error or a capped game). */
  winners: number[];
  draw: boolean;
  /** Rule that ended the game and its reason as a message (null if it did not end by a rule). */
  rule: string | null;
  reason: Msg | null;
  /** Seat that took the first turn, when the game says (GameModule.firstPlayer). */
  firstSeat: number | null;
  turns: number | null;
  decisions: number;
  finalHash: string;
  error: string | null;
  capped: boolean;
}

/** Plays the games of one study; caches the matchups. */
export class StudyPlayer {
  private readonly table: Matchup[];
  constructor(
    private readonly module: GameModule,
    private readonly params: StudyParams,
  ) {
    if (module.id !== params.game) throw new Error(`study is for ${params.game}, not ${module.id}`);
    this.table = matchups(params);
  }

  get matchupCount(): number {
    return this.table.length;
  }

  play(idx: number): StudyGame {
    const p = this.params;
    const matchup = idx % this.table.length;
    const m = this.table[matchup];
    const seed = gameSeed(p.seed, idx);
    const decks = m.decks.map((d) => p.decks[d]);
    const out = playGame(this.module, {
      seed,
      agents: m.agents,
      players: p.players,
      decks,
      options: p.options ?? undefined,
    });
    const r = out.state?.result;
    const ended = Boolean(r && !out.error && !out.capped);
    return {
      idx,
      seed,
      matchup,
      decks: decks.map((d) => d.name),
      agents: [...m.agents],
      winners: ended && r && !r.draw ? [...r.winners] : [],
      draw: ended && r ? r.draw || r.winners.length === 0 : false,
      rule: ended && r ? r.rule : null,
      reason: ended && r ? r.reason : null,
      firstSeat: this.module.firstPlayer && out.state ? this.module.firstPlayer(out.state) : null,
      turns: this.module.turnCount && out.state ? this.module.turnCount(out.state) : null,
      decisions: out.decisions,
      finalHash: out.finalHash,
      error: out.error,
      capped: out.capped,
    };
  }
}
