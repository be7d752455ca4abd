import { describe, expect, it } from 'vitest';
import { renderContent, renderExcerpt } from './content';
import { convertSmilies } from './smilies';

const includes = 'https://example.org/wp-includes';

describe('convert_smilies', () => {
  it('turns text smileys between spaces into emoji, the longest first', () => {
    expect(convertSmilies('Thanks :) and :-D or :???: done ;)', includes)).toBe(
      'Thanks \u{1F642} and \u{1F600} or \u{1F615} done \u{1F609}',
    );
  });

  it('leaves smileys inside words, tags and code alone', () => {
    expect(
      convertSmilies('a:)b <a title=":)">x</a> <code>:) </code> <pre>:)</pre>', includes),
    ).toBe('a:)b <a title=":)">x</a> <code>:) </code> <pre>:)</pre>');
  });

  it('makes the image smiley an <img> under wp-includes', () => {
    expect(convertSmilies('so :mrgreen:', includes)).toBe(
      `so <img src="${includes}/images/smilies/mrgreen.png" alt=":mrgreen:" class="wp-smiley" style="height: 1em; max-height: 1em;" />`,
    );
  });

  it('runs on the_content and the_excerpt only when the use_smilies hook is given', () => {
    const hooks = { smiliesIncludesUrl: includes };
    expect(renderContent('Nice :)', { hooks })).toBe('<p>Nice \u{1F642}</p>\n');
    expect(renderContent('Nice :)')).toBe('<p>Nice :)</p>\n');
    expect(renderExcerpt('Short :-)', '', { hooks })).toBe('<p>Short \u{1F642}</p>\n');
  });
});
