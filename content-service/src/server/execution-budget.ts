import {
  getNamedType,
  isLeafType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { leafBytes } from './answer-size';

/** Why an execution was stopped: it ran out of time, or its answer grew past the size cap. */
export type BudgetStop = 'time' | 'size';

/** Where an execution started: the answer counted and the resolvers held so far. */
export interface BudgetCheckpoint {
  answerBytes: number;
  holds: number;
}

export interface BudgetLimits {
  budgetMs: number;
  sliceMs: number;
  /** The answer's bytes (counted from what resolvers return) past which the execution stops. */
  maxAnswerBytes: number;
}

/**
 * A time budget for the queries of one request, and fairness between requests. The store is
 * synchronous (better-sqlite3), so graphql-js would run a whole query in one turn of the event loop
 * and no other request could be answered meanwhile. Each resolver of the schema goes through a
 * gate: once an execution has run for `sliceMs`, its remaining resolvers wait for the next turn
 * (setImmediate, after pending I/O), so other requests interleave; past `budgetMs` every resolver
 * answers null and the execution ends with one error (run-operation.ts). The queries of a batch
 * share one budget (request-budget.ts), so a batch cannot multiply it. Mutations run without a
 * budget (stopping one half-way would leave half its writes).
 *
 * The gate also counts the answer as resolvers produce it (their field names and leaf values, a
 * lower bound of its JSON): past `maxAnswerBytes` the execution stops the same way, before a huge
 * answer has been built in memory.
 */
export class ExecutionBudget {
  private readonly deadline: number;
  private sliceEnd: number;
  /** Resolvers waiting for the next slice, first come first run (`head` is the next one). */
  private queue: (() => void)[] = [];
  private head = 0;
  private paused = false;
  /** False while an execution runs again without slices (runWithoutSlices). */
  private slicing = true;
  /** Resolvers held for a later slice so far: each answered graphql-js with a promise. */
  private holds = 0;
  private answerBytes = 0;
  /** Set once the deadline has passed or the answer is too large: the answer is then its error. */
  stopped: BudgetStop | null = null;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const now = clock();
    this.deadline = now + limits.budgetMs;
    this.sliceEnd = now + limits.sliceMs;
  }

  /** Adds a field's share of the answer; past the cap, the execution stops. */
  countAnswer(bytes: number): void {
    this.answerBytes += bytes;
    if (this.stopped === null && this.answerBytes > this.limits.maxAnswerBytes) {
      this.stopped = 'size';
    }
  }

  /** Runs `resolve` now, in a later slice, or not at all (the budget is spent). */
  gate<T>(resolve: () => T): T | null | Promise<T | null> {
    return this.paused ? this.enqueue(resolve) : this.run(resolve);
  }

  /** Marks where an execution starts, so that it can be run again from there (rewind). */
  checkpoint(): BudgetCheckpoint {
    return { answerBytes: this.answerBytes, holds: this.holds };
  }

  /** Whether a resolver had to wait for a later slice since `start`. */
  heldSince(start: BudgetCheckpoint): boolean {
    return this.holds > start.holds;
  }

  /**
   * Runs an execution again from `start` with no slices: every resolver answers at once, as in
   * WPGraphQL; the time budget and the answer's cap still apply. What the earlier run counted is
   * forgotten, and its resolvers still waiting never run (their answers went nowhere).
   */
  async runWithoutSlices<T>(start: BudgetCheckpoint, execution: () => Promise<T>): Promise<T> {
    this.answerBytes = start.answerBytes;
    this.queue = [];
    this.head = 0;
    this.paused = false;
    this.slicing = false;
    try {
      return await execution();
    } finally {
      this.slicing = true;
      this.sliceEnd = this.clock() + this.limits.sliceMs;
    }
  }

  private run<T>(resolve: () => T): T | null | Promise<T | null> {
    if (this.isStopped()) return null;
    if (!this.slicing || this.clock() < this.sliceEnd) return resolve();
    this.pause();
    return this.enqueue(resolve);
  }

  /**
   * Once stopped every resolver answers null at once (throwing would build an error per field:
   * seconds for a large query); the caller answers only the budget's error.
   */
  private isStopped(): boolean {
    if (this.stopped === null && this.clock() > this.deadline) this.stopped = 'time';
    return this.stopped !== null;
  }

  private pause(): void {
    this.paused = true;
    setImmediate(this.drain);
  }

  private enqueue<T>(resolve: () => T): Promise<T | null> {
    this.holds += 1;
    return new Promise<T | null>((done, fail) => {
      this.queue.push(() => {
        try {
          done(this.isStopped() ? null : resolve());
        } catch (error) {
          fail(error);
        }
      });
    });
  }

  /**
   * A new slice: runs waiting resolvers in the order they came until it ends (at least one, so
   * each slice progresses); the rest keep their place for the next one (graphql-js continues
   * with the children of those that ran).
   */
  private readonly drain = (): void => {
    this.paused = false;
    this.sliceEnd = this.clock() + this.limits.sliceMs;
    while (this.head < this.queue.length && !this.paused) {
      const next = this.queue[this.head]!;
      this.head += 1;
      next();
      if (this.head < this.queue.length && this.clock() >= this.sliceEnd) this.pause();
    }
    if (this.head >= this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
  };
}

const budgets = new WeakMap<object, ExecutionBudget>();

/**
 * Puts an execution (known by its context object) under `budget`. Steps the execution takes
 * outside resolvers (RequestContext.sequence: resolving a node's type moves the global query)
 * queue behind the resolvers the budget holds, so they keep their order.
 */
export function attachBudget(context: unknown, budget: ExecutionBudget): void {
  if (typeof context !== 'object' || context === null) return;
  budgets.set(context, budget);
  (context as { sequence?: (step: () => void) => void }).sequence = (step) => {
    const held = budget.gate(step);
    if (held instanceof Promise) held.catch(() => undefined);
  };
}

const gated = new WeakSet<GraphQLSchema>();

/**
 * Routes every resolver the schema defines through the budget of its execution's context (once per
 * schema). Fields without a resolver only read a property of their parent: nothing to bound.
 */
export function gateResolvers(schema: GraphQLSchema): void {
  if (gated.has(schema)) return;
  gated.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = gatedResolver(resolve, isLeafType(getNamedType(field.type)));
    }
  }
}

/**
 * A resolver behind its execution's budget, counting what it adds to the answer: its field's name
 * (an alias repeats it) and, for a scalar, the value. Fields without a resolver only read what
 * their parent already holds (no new memory); every byte is counted exactly before the answer is
 * written out (request-budget.ts).
 */
function gatedResolver(
  resolve: GraphQLFieldResolver<unknown, unknown>,
  leaf: boolean,
): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    const budget =
      typeof context === 'object' && context !== null ? budgets.get(context) : undefined;
    if (!budget) return resolve(source, args, context, info);
    return budget.gate(() => {
      const value = resolve(source, args, context, info);
      budget.countAnswer(String(info.path.key).length + 4 + (leaf ? leafBytes(value) : 0));
      return value;
    });
  };
}
