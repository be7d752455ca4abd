import { jsonBytesAtLeast } from './answer-size';
import { ExecutionBudget } from './execution-budget';
import type { Limits } from './limits';
import { MESSAGES } from './messages';
import { phpJsonEncode } from './php-json';
import { messages, type OperationPayload } from './run-operation';

/**
 * What one HTTP request may use, however many operations it batches: one time budget and one cap
 * on the answer's bytes. (The third limit, cost, is checked for the whole batch before anything
 * runs: batch-cost.ts.)
 *
 * A batch's operations run in order, as WPGraphQL runs them. When one of them uses up the request's
 * time or answer size, that operation is answered with the limit's error, as a single query would
 * be, and every operation after it is answered without running: each keeps its own slot in the
 * batch's array, with an error in WPGraphQL's shape, as graphql-php answers each operation of a
 * batch on its own (HTTP 200). The answers before it, already within the budget, are kept.
 */
export class RequestBudget {
  private execution: ExecutionBudget | undefined;
  /** Bytes of the answer so far, exactly as they will be sent (phpJsonEncode writes ASCII). */
  private answerBytes: number;
  private answerFull = false;

  constructor(
    private readonly limits: Limits,
    private readonly batch: boolean,
  ) {
    // A batch's answer is a JSON array: `[`, then each answer and a `,` or `]` after it.
    this.answerBytes = batch ? 1 : 0;
  }

  /** The budget every query of the request runs under; its clock starts with the first. */
  forQuery(): ExecutionBudget {
    this.execution ??= new ExecutionBudget({
      budgetMs: this.limits.executionBudgetMs,
      sliceMs: this.limits.executionSliceMs,
      maxAnswerBytes: this.limits.maxAnswerBytes,
    });
    return this.execution;
  }

  /** True once an operation has used up the request's time or answer size. */
  get spent(): boolean {
    return this.answerFull || (this.execution?.stopped ?? null) !== null;
  }

  /**
   * The answer (JSON) to an operation not run because the request's budget was spent: sent whatever
   * is left of the answer's bytes, a short error in its slot.
   */
  notRun(): string {
    return this.written(phpJsonEncode(messages([MESSAGES.requestBudgetSpent])));
  }

  /**
   * An operation's answer as the JSON to send, or the size error in its place when it would take
   * the request's answer past the cap (that error is sent even so: a few hundred bytes). The size
   * is counted before writing, so an answer far over the cap is never written out.
   */
  serialise(payload: OperationPayload): string {
    const left = this.limits.maxAnswerBytes - this.answerBytes - (this.batch ? 1 : 0);
    let json = jsonBytesAtLeast(payload, left) > left ? null : phpJsonEncode(payload);
    if (json === null || json.length > left) {
      this.answerFull = true;
      json = phpJsonEncode(messages([MESSAGES.answerTooLarge(this.limits.maxAnswerBytes)]));
    }
    return this.written(json);
  }

  private written(json: string): string {
    this.answerBytes += json.length + (this.batch ? 1 : 0);
    return json;
  }
}
