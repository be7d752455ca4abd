import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/**
 * A time budget per query execution, and fairness between requests. The store is synchronous
 * (better-sqlite3), so graphql-js would run a whole query in one turn of the event loop and no
 * other request could be answered meanwhile. Each resolver of the schema goes through a gate:
 * once an execution has run for `sliceMs`, its remaining resolvers wait for the next turn
 * (setImmediate, after pending I/O), so other requests interleave; past `budgetMs` every resolver
 * answers null and the execution ends with one error (run-operation.ts). Mutations run without a budget (stopping one
 * half-way would leave half its writes).
 */
export class ExecutionBudget {
  private readonly deadline: number;
  private sliceEnd: number;
  /** Resolvers waiting for the next slice, first come first run (`head` is the next one). */
  private queue: (() => void)[] = [];
  private head = 0;
  private paused = false;
  /** Set once the deadline has passed: the answer is then only the budget's error. */
  exceeded = false;

  constructor(
    private readonly budgetMs: number,
    private readonly sliceMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const now = clock();
    this.deadline = now + budgetMs;
    this.sliceEnd = now + sliceMs;
  }

  /** Runs `resolve` now, in a later slice, or not at all (the budget is spent). */
  gate<T>(resolve: () => T): T | null | Promise<T | null> {
    return this.paused ? this.enqueue(resolve) : this.run(resolve);
  }

  private run<T>(resolve: () => T): T | null | Promise<T | null> {
    if (this.pastDeadline()) return null;
    if (this.clock() < this.sliceEnd) return resolve();
    this.pause();
    return this.enqueue(resolve);
  }

  /**
   * Past the deadline every resolver answers null at once (throwing would build an error per
   * field: seconds for a large query); the caller answers only the budget's error.
   */
  private pastDeadline(): boolean {
    if (!this.exceeded && this.clock() > this.deadline) this.exceeded = true;
    return this.exceeded;
  }

  private pause(): void {
    this.paused = true;
    setImmediate(this.drain);
  }

  private enqueue<T>(resolve: () => T): Promise<T | null> {
    return new Promise<T | null>((done, fail) => {
      this.queue.push(() => {
        try {
          done(this.pastDeadline() ? null : resolve());
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
    this.sliceEnd = this.clock() + this.sliceMs;
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
      field.resolve = gatedResolver(resolve);
    }
  }
}

function gatedResolver(
  resolve: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    const budget =
      typeof context === 'object' && context !== null ? budgets.get(context) : undefined;
    if (!budget) return resolve(source, args, context, info);
    return budget.gate(() => resolve(source, args, context, info));
  };
}
