/**
 * `mcts`: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling,
 * Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE Transactions on
 * Computational Intelligence and AI in Games 4(2), 2012), with n-player max^n backups.
 *
 * Games. The search runs on the game interface (src/core/game.ts): determinizeInto, moves,
 * apply, the player to move. What it knows beyond the rules (rollout policy, leaf rewards,
 * the prior) comes from the game's SearchKnowledge (knowledge.ts), which the registry picks
 * for the game and hands in (builtin-bots.ts `knowledgeFor`): Jackal's evaluation and
 * policies (jackal/search.ts), Pirate chess's evaluation and heuristic (pirate-chess/search.ts),
 * or for a game without them the rules alone (uniform rollouts, outcome rewards, no prior;
 * give it a `depth` that reaches the end of a game).
 * The rest of this comment describes the search on Jackal.
 *
 * Hidden tiles and chance. Jackal's only chance is the face-down layout (the deal fixes
 * every tile and its quarter turn, docs/RULES.md R1). Each iteration samples a fresh
 * determinization: the observed state with its face-down cells filled from the hidden pool
 * by `determinizeInto` and the bot's Rng (tiles the player has been shown, by the
 * lighthouse, stay where they are). The iteration then walks one tree over the
 * player's information set, playing moves on that determinization. A node stands for the
 * move sequence from the root, not for a state: below a reveal, different determinizations
 * show different tiles and so offer different moves. Children are keyed by move; at each
 * node only children whose move is legal in the current determinization are compatible.
 *
 * Chance (mcts-chance.ts): with `chance` 1, below a move that revealed tiles the walk goes on
 * below a chance node for the outcome at hand (one per outcome seen, keyed by the public
 * position); a game's own chance nodes (Archipelago's die) are sampled, not stored.
 *
 * Selection (subset-armed bandit, ISMCTS section IV; mcts-select.ts gives the formula): UCT
 * among the children compatible with the determinization, each child's availability counting
 * how often it was; a node with a compatible move not yet in the tree is expanded instead (one
 * untried move, chosen uniformly).
 *
 * Backup (max^n, Sturtevant 2003 / OpenSpiel's MCTS): every node keeps a total reward per
 * player; an iteration's reward vector is added to every node on its path, and each player
 * selects by his own component. A turn may hold several decisions of the same player
 * (multi-way arrow, horse and airplane follow-ups), and in 2p one player commands two crews:
 * selection uses the player who owes the decision at each node (`controllingCrew`: while the
 * Treasure Island grass burns, the player of the next crew moves the crew on turn), so all
 * of these are handled.
 *
 * Rewards. A rollout plays up to `depth` plies with the rollout policy (uniform random; the
 * rule-based `fast` policy of bots/jackal/rollout.ts, which scores moves by table lookups only; or
 * the full heuristic, about 100 times dearer), all with the root's distance fields, then
 * scores the state: a finished game by its result (a k-way shared first place gives each
 * 1/k, others 0), otherwise per player the logistic of (margin − root margin) / `scale`,
 * where a team's margin is its value less the best other team's (values from eval.ts): the
 * gain since the root, so that the reward does not saturate when one side is far ahead.
 *
 * Prior (mcts-prior.ts): the root's moves, and those of the nodes down to `priorDepth` when
 * first reached, start with `prior` virtual visits at the reward the knowledge's prior gives.
 *
 * Defaults (mcts-params.ts): how screens and matches chose them is in docs/BOTS.md, "How the
 * `mcts` defaults were chosen".
 *
 * Budget. `budget.iterations` (if non-zero) overrides the `iterations` parameter.
 * A time budget, the `ms` parameter (`mcts:ms=50`) or the run's `budget.ms` (which
 * overrides it), stops the search once the bot's thread has spent that many ms of CPU
 * time on the decision (mcts-budget.ts: how often the clock is read, the overrun); the
 * `iterations` parameter is then not used, so the search runs until the time is up (or the
 * run's iteration budget, if it gives one). Time budgets do not reproduce. Same observation, same
 * Rng state and an iteration budget give the same move. With `stop` 1 an iteration budget
 * ends early (checked every 16 iterations) once the most visited root child leads every
 * other by more than the iterations left: each iteration adds one root visit, so the move
 * would not change. The move is the one the full budget gives from the same Rng state; the
 * Rng is left elsewhere, so later moves of a game differ. In 2p games against `heuristic`
 * it saves about 40% of the iterations (3,000 to 6,000 iterations a move).
 *
 * Implementation notes. The tree is a struct of arrays (mcts-tree.ts: parent, first child,
 * next sibling, move, visits, availability, and rewards in a Float64Array of 4 per node),
 * preallocated and grown only when a larger budget asks for it; when full, the search stops
 * expanding. The walk is an explicit loop with a path array; rollout states are reused via
 * copyInto; the compatibility test is a small open-addressing set of the node's legal moves
 * (move-set.ts), skipped where every legal move already has its child, each found at the
 * index where it last stood in the list (mcts-tree.ts `allLegal`: about four nodes in five of
 * the benchmark's walks). The walk's moves go through the knowledge's `treeMove` when it has
 * one (Pirate chess copies the positions of nodes it has reached before). An iteration
 * allocates nothing.
 *
 * Imports (here and in the searches' modules: mcts-*.ts, bots/jackal). V8's
 * optimizing compiler reads an imported binding through its module's cell, with a check that it
 * is initialised, at every use; a module-level `const` it folds into the code as its value. So
 * the hot modules import as namespaces and copy what they read into module constants (`const {
 * P_CELL, ... } = stateModule`); const enums, types and classes stay named imports, and a binding
 * that changes (`export let`) would have to stay imported. Safe because there are no import
 * circles (test/layers.test.ts): a module is evaluated before its importers. Jackal mcts ran
 * about 1.08x faster (`bench:compare --only mcts,mcts-defaults`); bots/pirate-chess converted
 * measured 1.02 on chess-mcts (below the 1.03 bar) and keeps named imports.
 */

import type { Game } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';
import { type Clock, threadCpuMs } from '../src/core/thread-clock.js';
import { CHECK_MAX, CHECK_MS, TimeBudget } from './mcts-budget.js';
import * as mctsChanceModule from './mcts-chance.js';
import { RootVotes } from './mcts-ensemble.js';
import { MCTS_PARAMS, MCTS_WEIGHTS, mctsParams, type MctsParams } from './mcts-params.js';
import * as mctsSelectModule from './mcts-select.js';
import type { SearchKnowledge } from './knowledge.js';
import * as mctsTreeModule from './mcts-tree.js';
import { MctsTree } from './mcts-tree.js';
import * as mctsPriorModule from './mcts-prior.js';
import { MoveSet } from './move-set.js';

export { CHECK_MAX, CHECK_MS, MCTS_PARAMS, MCTS_WEIGHTS, mctsParams, type MctsParams };

// module constants, not imported bindings: V8 folds them (the header, "Imports")
const { drawOutcome } = mctsChanceModule;
const { selectChild, untriedMove } = mctsSelectModule;
const { R } = mctsTreeModule;
const { seedNode } = mctsPriorModule;

/** Extra rollout plies allowed to finish a turn that is in the middle of its choices. */
const PENDING_GRACE = 16;

/** Statistics of the last search (for benchmarks and tests). */
export interface SearchStats {
  iterations: number;
  nodes: number;
  /** Sum of the root children's visits (equals iterations unless the root has one move). */
  rootVisits: number;
  /** Chance nodes in the tree (`chance` 1): one per (revealing move node, outcome seen). */
  chanceNodes: number;
}

/** The search, for states of type S. One per bot; reused across decisions. */
export class Mcts<S> {
  readonly p: MctsParams;
  readonly game: Game<S, unknown>;
  readonly knowledge: SearchKnowledge<S>;
  /** The clock of time budgets, in ms: the thread's CPU time (tests put a fake one here). */
  clock: Clock = threadCpuMs;
  /** Whether the walk may skip the legal-move set where every legal move has its child (`allLegal`); tests turn it off to compare with the set-based walk, the slow truth. */
  shortcut = true;
  /** The tree (mcts-tree.ts): its arrays are replaced when a search needs more nodes (`capacity`). */
  private readonly tree = new MctsTree();
  // The search under way: its node capacity (see `capacity`), whether it keeps chance nodes, whether its nodes get a prior.
  private treeCap = 0;
  private chance = false;
  private prior = false;
  // Scratch.
  private sim: S | null = null;
  private readonly moves: Int32Array;
  private readonly seedMoves: Int32Array;
  /** Prior mean reward vectors, R per move. */
  private readonly seedMeans: Float64Array;
  /** The legal-move set of the node being walked (move-set.ts). */
  private readonly set: MoveSet;
  private path = new Int32Array(1024);
  private readonly r = new Float64Array(R);
  /** The ensemble's votes (mcts-ensemble.ts). */
  private readonly votes: RootVotes;
  private readonly budget = new TimeBudget();
  readonly stats: SearchStats = { iterations: 0, nodes: 0, rootVisits: 0, chanceNodes: 0 };

  /** A search on `game` with what it knows of that game (the registry's `knowledgeFor` picks it: builtin-bots.ts). */
  constructor(p: MctsParams, game: Game<S, any>, knowledge: SearchKnowledge<S>) {
    this.p = p;
    this.game = game;
    this.knowledge = knowledge;
    this.moves = new Int32Array(game.maxMoves);
    this.seedMoves = new Int32Array(game.maxMoves);
    this.seedMeans = new Float64Array(game.maxMoves * R);
    this.votes = new RootVotes(game.maxMoves);
    this.set = new MoveSet(game.maxMoves);
  }

  /**
   * Searches from the observed state `root` (hidden parts blanked) and returns the chosen
   * move. With `ensemble` E > 1 the budget (iterations, or ms) is split among E searches
   * (mcts-ensemble.ts: root parallelisation run serially, the summed visits vote); each
   * search's first determinizations steer only its own tree.
   */
  search(root: S, iterations: number, ms: number, rng: Rng): number {
    const e = this.p.ensemble;
    if (e <= 1) return this.searchOne(root, iterations, ms, rng);
    const game = this.game, votes = this.votes;
    const n0 = game.generateMoves(root, votes.moves);
    if (n0 <= 1) { this.stats.iterations = 0; this.stats.nodes = 0; this.stats.rootVisits = 0; return votes.moves[0]; }
    const total = iterations > 0 ? iterations : ms > 0 ? 0 : this.p.iterations;
    votes.begin(n0);
    const player = game.currentPlayer(root);
    let its = 0, nodes = 0, rootVisits = 0;
    for (let k = 0; k < e; k++) {
      // an even split, the remainder to the first searches
      const share = total > 0 ? Math.floor(total / e) + (k < total % e ? 1 : 0) : 0;
      if (total > 0 && share === 0) break;
      this.searchOne(root, share, ms > 0 ? ms / e : 0, rng);
      its += this.stats.iterations; nodes = Math.max(nodes, this.stats.nodes); rootVisits += this.stats.rootVisits;
      votes.count(this.tree, n0, player);
    }
    this.stats.iterations = its; this.stats.nodes = nodes; this.stats.rootVisits = rootVisits;
    return votes.winner(n0);
  }

  /**
   * One search from a fresh tree (see `search`), in its parts: the tree's capacity
   * (`capacity`), the root and its prior, the iterations (`iterate`: a determinization,
   * `descend`, `rollout`, `backup`), and the choice among the root's children (`finish`).
   */
  private searchOne(root: S, iterations: number, ms: number, rng: Rng): number {
    const p = this.p, game = this.game, kn = this.knowledge;
    if (game.players(root) > R) throw new Error(`mcts: ${game.name} has ${game.players(root)} players; the search keeps rewards for at most ${R}`);
    const n0 = game.generateMoves(root, this.moves);
    this.stats.iterations = 0; this.stats.nodes = 0; this.stats.rootVisits = 0; this.stats.chanceNodes = 0;
    if (n0 <= 1) { this.tree.count = 0; return this.moves[0]; }
    this.chance = p.chance === 1 && kn.hidden !== undefined && kn.publicKey !== undefined;
    const limit = iterations > 0 ? iterations : ms > 0 ? Infinity : p.iterations;
    this.treeCap = this.capacity(n0, limit);
    kn.prepare(root);
    this.tree.reset();
    this.prior = p.prior > 0 && kn.hasPrior;
    if (this.prior) seedNode(this.tree, this.set, game, kn, this.seedMoves, this.seedMeans, p.prior, 0, root, n0);
    const its = this.iterate(root, limit, ms, rng);
    return this.finish(root, n0, its);
  }

  /**
   * The nodes this search may use, after growing the arrays to them: root + its children
   * (seeded at once with a prior) + one node per iteration (two with chance nodes: an
   * outcome and the move expanded below it) + room for seeding the nodes below the root,
   * four times as much with chance nodes, each seeded when first reached (when the tree is
   * full, seeding stops). With chance nodes the capacity used is this need, so the search
   * does not depend on what this instance searched before. Without them it is the arrays'
   * length, the largest need of the instance's searches so far (deterministic for a bot's
   * sequence of decisions in a game): kept so that the stored games of the defaults replay
   * move for move; a search whose tree fills before that length can seed more nodes than a
   * fresh instance would.
   */
  private capacity(n0: number, limit: number): number {
    const p = this.p, chance = this.chance;
    const seedRoom = p.priorDepth > 0 && p.prior > 0 ? Math.min(n0, 64) * 64 * (chance ? 4 : 1) : 0;
    const perIteration = chance ? 2 : 1;
    const need = Number.isFinite(limit) ? Math.min(perIteration * limit + 1 + n0 + seedRoom, Math.max(p.maxNodes, n0 + 2)) : Math.max(p.maxNodes, n0 + 2);
    this.tree.ensure(need);
    return chance ? need : this.tree.cap;
  }

  /**
   * Runs iterations until `limit`, the time budget `ms` (when > 0) or the early stop
   * (`stop` 1) ends the search; returns the iterations run.
   */
  private iterate(root: S, limit: number, ms: number, rng: Rng): number {
    const game = this.game, kn = this.knowledge, ownDeal = kn.determinizeInto !== undefined;
    const sim = this.sim ??= game.clone(root);
    const timed = ms > 0, budget = this.budget;
    if (timed) budget.begin(this.clock, ms);
    const early = this.p.stop === 1 && Number.isFinite(limit);
    let it = 0;
    for (; it < limit; it++) {
      if (timed && budget.spent(it)) break;
      if (early && (it & 15) === 0 && it > 0 && this.tree.decided(limit - it)) break;
      if (ownDeal) kn.determinizeInto!(sim, root, rng); else game.determinizeInto(sim, root, rng);
      const plen = this.descend(sim, rng);
      this.rollout(sim, rng);
      this.backup(sim, plen);
    }
    return it;
  }

  /**
   * Selection and expansion on the determinization `sim`: walks down from the root by UCT
   * among the children compatible with sim, playing their moves, until it expands an
   * untried move, reaches the end of the game, or finds nothing compatible in a full tree.
   * Fills `path`; returns its length (chance nodes are in the path but are not moves).
   */
  private descend(sim: S, rng: Rng): number {
    const game = this.game, kn = this.knowledge, moves = this.moves, tree = this.tree, firstChild = tree.firstChild;
    let node = 0, plen = 0, ply = 0;
    this.path[plen++] = 0;
    for (;;) {
      if (game.isTerminal(sim)) break;
      // A chance node of the game (Archipelago's die) is no node of the tree: each
      // iteration draws its outcome by the game's probabilities and stays on this node
      // (sampled outcomes, "open loop" over chance). At the root (a bot asked at a chance
      // node, which the harness never does) the outcomes are its moves, so that the search
      // still returns one of the root's legal moves.
      if (node !== 0 && game.isChance?.(sim)) { this.play(sim, -1, this.drawChance(sim, rng)); continue; }
      const n = kn.generateMoves !== undefined ? kn.generateMoves(sim, moves) : game.generateMoves(sim, moves);
      if (firstChild[node] === -1 && ply <= this.p.priorDepth && this.prior && tree.count + n <= this.treeCap) {
        seedNode(tree, this.set, game, kn, this.seedMoves, this.seedMeans, this.p.prior, node, sim, n); // mcts-prior.ts
      }
      let best = -1, m: number;
      // A node without children (a leaf of the tree) has every legal move untried: the draw
      // of untriedMove (the k-th of moves[0..n)) needs no legal-move set.
      let k = -1;
      if (firstChild[node] === -1) { k = n > 0 && tree.count < this.treeCap ? rng.int(n) : -1; m = k >= 0 ? moves[k] : -1; }
      else if (this.shortcut && tree.kids[node] === n && tree.allLegal(node, moves, n)) {
        // every legal move has its child (none untried, no draw): UCT needs no set
        best = selectChild(tree, this.set, node, game.currentPlayer(sim), true, this.p.c);
        m = -1;
      } else {
        this.set.fill(moves, n);
        best = selectChild(tree, this.set, node, game.currentPlayer(sim), false, this.p.c);
        k = untriedMove(this.set, n, tree.count < this.treeCap, rng);
        m = k >= 0 ? moves[k] : -1;
      }
      if (m >= 0) {
        node = tree.newNode(node, m);
        tree.at[node] = k;
        this.play(sim, node, m, this.p.depth > 0 ? rng : null); // the rollout follows
        this.pushPath(plen++, node);
        break;
      }
      if (best < 0) break; // tree full and nothing compatible below: roll out from here
      node = best;
      const hidden = this.chance ? this.knowledge.hidden!(sim) : 0;
      this.play(sim, best, tree.move[best]);
      ply++;
      this.pushPath(plen++, node);
      if (this.chance && this.knowledge.hidden!(sim) !== hidden) {
        // The move revealed tiles: go on below the chance node of this outcome.
        const out = this.outcomeNode(node, sim);
        if (out < 0) break; // tree full: roll out from the move node
        node = out;
        this.pushPath(plen++, node);
      }
    }
    return plen;
  }

  /** The chance child of move node `node` for the outcome sim shows (knowledge.publicKey), made when new; -1 when the tree is full. */
  private outcomeNode(node: number, sim: S): number {
    const tree = this.tree, key = this.knowledge.publicKey!(sim);
    const seen = tree.findOutcome(node, key);
    if (seen >= 0 || tree.count >= this.treeCap) return seen;
    this.stats.chanceNodes++;
    return tree.newOutcome(node, key);
  }

  /**
   * Plays the rollout policy for `depth` plies; a turn in the middle of its choices
   * (knowledge.midTurn) is played on to its end before scoring, for at most PENDING_GRACE
   * plies more: some choices lead only back to themselves (a two-way arrow between two
   * crocodiles), and Jackal never ends such a turn.
   */
  private rollout(sim: S, rng: Rng): void {
    const game = this.game, kn = this.knowledge, depth = this.p.depth;
    for (let d = 0; !game.isTerminal(sim) && (d < depth || (d < depth + PENDING_GRACE && kn.midTurn(sim))); d++) {
      const m = kn.rolloutMove(sim, this.moves, rng);
      // `more`: the loop draws again after this move unless the game ends or a finished turn reaches the depth
      if (kn.rolloutPlay !== undefined) kn.rolloutPlay(sim, m, rng, d + 1 < depth);
      else game.applyMove(sim, m);
    }
  }

  /** Scores sim and adds the reward vector to every node of path[0..plen) (max^n: every node adds the whole vector). */
  private backup(sim: S, plen: number): void {
    const r = this.r, visits = this.tree.visits, reward = this.tree.reward, path = this.path;
    if (this.game.isTerminal(sim)) this.knowledge.terminalRewards(sim, r);
    else this.knowledge.leafRewards(sim, r);
    for (let i = 0; i < plen; i++) {
      const nd = path[i];
      visits[nd]++;
      const o = nd * R;
      reward[o] += r[0]; reward[o + 1] += r[1]; reward[o + 2] += r[2]; reward[o + 3] += r[3];
    }
  }

  /** The most visited root child's move (ties: the better mean for the player to move); sets the stats of `its` iterations. */
  private finish(root: S, n0: number, its: number): number {
    const tree = this.tree, best = tree.bestRootChild(this.game.currentPlayer(root));
    this.stats.iterations = its;
    this.stats.nodes = tree.count;
    this.stats.rootVisits = Math.round(tree.rootChildVisits() - (this.prior ? this.p.prior * n0 : 0));
    return best < 0 ? this.moves[0] : tree.move[best];
  }

  private chanceProbs: Float64Array | null = null;

  /** An outcome of the game's chance node sim (mcts-chance.ts; allocates once). */
  private drawChance(sim: S, rng: Rng): number {
    return drawOutcome(this.game, sim, this.moves, this.chanceProbs ??= new Float64Array(this.game.maxMoves), rng);
  }

  /**
   * The root's children after the last search (with `ensemble` > 1, the last of its
   * searches): each move, its real visits (the prior's virtual ones taken off) and its mean
   * reward for `player` (virtual visits included, as selection sees it). For diagnostics
   * (bench/mcts-stability.ts); it allocates.
   */
  rootChildren(player: number): { move: number; visits: number; mean: number }[] {
    return this.tree.rootChildren(player, this.p.prior > 0 && this.knowledge.hasPrior ? this.p.prior : 0);
  }

  /**
   * Outcomes seen below the root's child for `m` after the last search: its chance
   * children (0 without `chance` 1, or when the move revealed nothing). For tests.
   */
  outcomesBelow(m: number): number {
    return this.tree.outcomesBelow(m);
  }

  /** Plays m, the walk's move into tree node `node` (-1: a move of no node), by the knowledge's `treeMove` when it has one (`rollout`: see there). */
  private play(sim: S, node: number, m: number, rollout: Rng | null = null): void {
    if (this.knowledge.treeMove !== undefined) this.knowledge.treeMove(sim, node, m, rollout);
    else this.game.applyMove(sim, m);
  }

  private pushPath(i: number, node: number): void {
    if (i >= this.path.length) {
      const grown = new Int32Array(this.path.length * 2);
      grown.set(this.path);
      this.path = grown;
    }
    this.path[i] = node;
  }
}
