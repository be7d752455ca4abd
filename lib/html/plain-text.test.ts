import { describe, expect, it } from 'vitest';
import { decodeEntities, toPlainText } from './plain-text';

describe('toPlainText', () => {
  it('drops markup, decodes entities and collapses white space', () => {
    expect(toPlainText('<em>Lavanda&#8217;s</em>\n  <b>new</b> &amp; improved&hellip;')).toBe(
      'Lavanda’s new & improved…',
    );
    expect(toPlainText('<script>alert(1)</script>Title')).toBe('Title');
    expect(toPlainText(null)).toBe('');
  });

  it('decodes hex and named entities, leaving unknown or invalid ones as written', () => {
    expect(decodeEntities('&#x1F600; &quot;q&quot; &nope; &#99999999;')).toBe(
      '😀 "q" &nope; &#99999999;',
    );
  });
});
