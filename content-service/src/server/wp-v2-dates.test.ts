import { describe, expect, it } from 'vitest';
import { createContext } from '../schema/context';
import { blankSite } from '../schema/test/site';
import { handleWpV2 } from './wp-v2-routes';

describe('wp/v2 posts: a date with an offset is compared in the site time zone', () => {
  it("reads timezone_string's offset at that date (Paris in July: UTC+2), not gmt_offset", () => {
    const db = blankSite({ timezone_string: 'Europe/Paris', gmt_offset: 0 });
    const insert = db.prepare(
      `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title,
         post_date, post_date_gmt) VALUES (?, 1, 'post', 'publish', ?, ?, ?, ?)`,
    );
    insert.run(1, 'early', 'Early', '2024-07-01 10:30:00', '2024-07-01 08:30:00');
    insert.run(2, 'late', 'Late', '2024-07-01 11:30:00', '2024-07-01 09:30:00');
    // 09:00 UTC is 11:00 in Paris: only the post written at 11:30 local time is after it.
    const answer = handleWpV2(createContext(db, null), 'GET', '/posts', {
      after: '2024-07-01T09:00:00Z',
      _fields: 'id',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ id: 2 }]);
  });
});
