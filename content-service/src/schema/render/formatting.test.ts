import { describe, expect, it } from 'vitest';
import { shortcodeUnautop } from './shortcodes';
import { convertChars } from './text';
import { wpautop } from './wpautop';
import { wptexturize } from './wptexturize';

/*
 * Expected values are what WordPress's own formatting.php returns for these inputs (run
 * through PHP 8.2 with the default English translations): paragraphs, <br />, <pre>, <option>,
 * <object>, media <source>, <figcaption>, <blockquote>; quotes, primes, dashes, ellipsis, ×,
 * (tm), skipped tags/comments/shortcodes; shortcode_unautop; convert_chars.
 */
const FUNCTIONS: Record<string, (s: string) => string> = {
  wpautop: (s) => wpautop(s),
  wptexturize: (s) => wptexturize(s),
  shortcodeUnautop: (s) => shortcodeUnautop(s),
  convertChars,
};

const CASES: [string, string, string][] = [
  ['wpautop', 'Hello\nworld', '<p>Hello<br />\nworld</p>\n'],
  ['wpautop', 'a\n\nb', '<p>a</p>\n<p>b</p>\n'],
  ['wpautop', '<pre>line 1\n\nline 2</pre>\ntext', '<pre>line 1\n\nline 2</pre>\n<p>text</p>\n'],
  ['wpautop', '<div>\ntext\n</div>', '<div>\ntext\n</div>\n'],
  [
    'wpautop',
    '<select><option>1</option>\n<option>2</option></select>',
    '<p><select><option>1</option><option>2</option></select></p>\n',
  ],
  [
    'wpautop',
    '<p>already</p>\n\nnext line\nsame para',
    '<p>already</p>\n<p>next line<br />\nsame para</p>\n',
  ],
  ['wpautop', 'text<br><br>more', '<p>text</p>\n<p>more</p>\n'],
  ['wpautop', '<a href="x"\ntitle="y">link</a>', '<p><a href="x"\ntitle="y">link</a></p>\n'],
  ['wpautop', '<blockquote>quote</blockquote>', '<blockquote><p>quote</p></blockquote>\n'],
  ['wpautop', '[caption]x[/caption]', '<p>[caption]x[/caption]</p>\n'],
  [
    'wpautop',
    '<figure><img src="a">\n<figcaption>c</figcaption></figure>',
    '<figure><img src="a"><figcaption>c</figcaption></figure>\n',
  ],
  [
    'wpautop',
    '<audio controls>\n<source src="a.mp3">\n</audio>',
    '<p><audio controls><source src="a.mp3"></audio></p>\n',
  ],
  [
    'wpautop',
    '<object>\n<param name="a">\n</object>',
    '<p><object><param name="a"></object></p>\n',
  ],
  [
    'wpautop',
    '<script>var a;\n\nvar b;</script>',
    '<p><script>var a;</p>\n<p>var b;</script></p>\n',
  ],
  ['wpautop', '   ', ''],
  [
    'wptexturize',
    "\"Hello,\" she said. It's 'quoted' -- isn't it?",
    '&#8220;Hello,&#8221; she said. It&#8217;s &#8216;quoted&#8217; &#8212; isn&#8217;t it?',
  ],
  [
    'wptexturize',
    'Wait... 9x9 = 81 and 0x9999 stays (tm)',
    'Wait&#8230; 9&#215;9 = 81 and 0x9999 stays &#8482;',
  ],
  [
    'wptexturize',
    '<code>"raw" -- \'text\'</code> and "cooked"',
    '<code>"raw" -- \'text\'</code> and &#8220;cooked&#8221;',
  ],
  ['wptexturize', "the '90s were 5' 10\" tall", 'the &#8217;90s were 5&#8242; 10&#8243; tall'],
  ['wptexturize', 'a - b --- c xn--d', 'a &#8211; b &#8212; c xn--d'],
  ['wptexturize', '<a href="x&y">a & b &amp; c</a>', '<a href="x&#038;y">a &#038; b &amp; c</a>'],
  [
    'wptexturize',
    '[caption title="x"]"quoted"[/caption] \'tis',
    '[caption title="x"]&#8220;quoted&#8221;[/caption] &#8217;tis',
  ],
  ['wptexturize', '<!-- "comment" --> "after"', '<!-- "comment" --> &#8220;after&#8221;'],
  ['wptexturize', "``double'' and 'single'", '&#8220;double&#8221; and &#8216;single&#8217;'],
  [
    'shortcodeUnautop',
    '<p>[gallery ids="1,2"]</p>\n<p>[caption id="x"]img[/caption]</p>\n<p>[unknown]</p>',
    '[gallery ids="1,2"]\n[caption id="x"]img[/caption]\n<p>[unknown]</p>',
  ],
  ['convertChars', 'Tom & Jerry &amp; &#38; &copy;', 'Tom &#038; Jerry &amp; &#38; &copy;'],
];

describe('formatting functions behave as WordPress', () => {
  it.each(CASES)('%s(%j)', (fn, input, expected) => {
    expect((FUNCTIONS[fn] as (s: string) => string)(input)).toBe(expected);
  });

  it('wpautop without br keeps single newlines', () => {
    expect(wpautop('a\nb', false)).toBe('<p>a\nb</p>\n');
  });
});
