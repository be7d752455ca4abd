import { AsyncLocalStorage } from 'node:async_hooks';
import type { Operation } from '@apollo/client/core';

/** A seam call's whole budget when no setting says otherwise (WORDPRESS_TIMEOUT_SECONDS). */
export const DEFAULT_BUDGET_MS = 10_000;
/** A retry is not worth starting with less time than this left after its delay. */
export const MIN_TRY_MS = 250;

/** What a call puts in its operation's context: when it must be over, and the signal that ends it. */
export interface DeadlineContext {
  deadlineAt?: number;
  fetchOptions?: { signal?: AbortSignal };
}

export interface Deadline {
  context: Required<DeadlineContext>;
  /** Stops the timer once the call is over (answered or failed). */
  clear: () => void;
}

/** When the render under way must be over (withRenderBudget), shared by all its calls. */
const renderDeadline = new AsyncLocalStorage<{ deadlineAt: number }>();

/**
 * Runs a render's requests to WordPress inside one budget: each call gets what is left of it (and
 * never more than its own), so a render that asks twice still ends within `budgetMs`.
 */
export function withRenderBudget<T>(
  budgetMs: number,
  render: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const outer = renderDeadline.getStore();
  const deadlineAt = Math.min(now() + budgetMs, outer?.deadlineAt ?? Infinity);
  return renderDeadline.run({ deadlineAt }, render);
}

/**
 * One budget for everything a call does: every try, and the waits between them. The signal
 * aborts whichever try is in flight when the budget runs out, so a stalled WordPress holds a
 * render (and its socket) for the budget at most, never tries × per-try timeouts.
 */
export function startDeadline(callBudgetMs: number, now: () => number = Date.now): Deadline {
  const render = renderDeadline.getStore();
  const budgetMs = Math.max(
    0,
    Math.min(callBudgetMs, render ? render.deadlineAt - now() : callBudgetMs),
  );
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(
      new DOMException(`WordPress did not answer within ${budgetMs} ms`, 'TimeoutError'),
    );
  }, budgetMs);
  return {
    context: { deadlineAt: now() + budgetMs, fetchOptions: { signal: controller.signal } },
    clear: () => clearTimeout(timer),
  };
}

/** Whether a retry after `delayMs` still fits in the operation's budget. */
export function retryFits(operation: Operation, delayMs: number, now: () => number = Date.now) {
  const { deadlineAt } = operation.getContext() as DeadlineContext;
  if (deadlineAt === undefined) return true;
  return deadlineAt - now() - delayMs >= MIN_TRY_MS;
}
