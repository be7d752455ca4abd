import { describe, expect, it } from 'vitest';
import { ExecutionBudget } from './execution-budget';

describe('ExecutionBudget', () => {
  it('runs held resolvers in the order they came, across slices', async () => {
    // A clock that moves 1 ms per reading: every slice of 2 ms ends after a resolver or two.
    let now = 0;
    const budget = new ExecutionBudget(
      { budgetMs: 10_000, sliceMs: 2, maxAnswerBytes: Infinity },
      () => (now += 1),
    );
    const ran: number[] = [];
    const answers = Array.from({ length: 12 }, (_, i) =>
      budget.gate(() => {
        ran.push(i);
        return i;
      }),
    );
    expect(await Promise.all(answers)).toEqual(ran.map((_, i) => i));
    expect(ran).toEqual([...Array(12).keys()]);
  });
});

describe('ExecutionBudget answer size', () => {
  it('stops the execution once the answer counted passes the cap', () => {
    const budget = new ExecutionBudget({ budgetMs: 10_000, sliceMs: 10_000, maxAnswerBytes: 100 });
    expect(budget.gate(() => 'first')).toBe('first');
    budget.countAnswer(60);
    expect(budget.stopped).toBeNull();
    budget.countAnswer(60);
    expect(budget.stopped).toBe('size');
    expect(budget.gate(() => 'after')).toBeNull();
  });
});
