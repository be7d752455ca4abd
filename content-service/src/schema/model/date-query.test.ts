import { describe, expect, it } from 'vitest';
import { dateQuerySql, mysqlDatetime } from './date-query';

describe('WP_Date_Query clauses', () => {
  it('fills a partial date towards the start or the end of its period', () => {
    expect(mysqlDatetime({ year: 2013 }, true)).toBe('2013-12-31 23:59:59');
    expect(mysqlDatetime({ year: 2013 }, false)).toBe('2013-01-01 00:00:00');
    // February of a leap year ends on the 29th.
    expect(mysqlDatetime({ year: 2012, month: 2 }, true)).toBe('2012-02-29 23:59:59');
  });

  it('excludes the bounds unless inclusive, reaching past the whole period named', () => {
    expect(
      dateQuerySql({ after: { year: 2012 }, before: { year: 2013, month: 1, day: 10 } }),
    ).toEqual({
      sql: 'p.post_date < ? AND p.post_date > ?',
      params: ['2013-01-10 00:00:00', '2012-12-31 23:59:59'],
    });
    expect(dateQuerySql({ before: { year: 2013 }, inclusive: true, column: 'MODIFIED' })).toEqual({
      sql: 'p.post_modified <= ?',
      params: ['2013-12-31 23:59:59'],
    });
  });
});
