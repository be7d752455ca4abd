/**
 * convert_smilies(): with the `use_smilies` option on (WordPress's default), text smileys become
 * emoji (or, for the one image smiley, an <img>), outside tags and outside code, pre, style,
 * script and textarea. The table and its order are smilies_init()'s: reverse key order, so the
 * longest smiley wins (`:???:` before `:?`), each between spaces or line ends (wp_spaces_regexp).
 */
const SMILIES: Readonly<Record<string, string>> = {
  ':mrgreen:': 'mrgreen.png',
  ':neutral:': '\u{1F610}',
  ':twisted:': '\u{1F608}',
  ':arrow:': '\u{27A1}',
  ':shock:': '\u{1F62F}',
  ':smile:': '\u{1F642}',
  ':???:': '\u{1F615}',
  ':cool:': '\u{1F60E}',
  ':evil:': '\u{1F47F}',
  ':grin:': '\u{1F600}',
  ':idea:': '\u{1F4A1}',
  ':oops:': '\u{1F633}',
  ':razz:': '\u{1F61B}',
  ':roll:': '\u{1F644}',
  ':wink:': '\u{1F609}',
  ':cry:': '\u{1F625}',
  ':eek:': '\u{1F62E}',
  ':lol:': '\u{1F606}',
  ':mad:': '\u{1F621}',
  ':sad:': '\u{1F641}',
  '8-)': '\u{1F60E}',
  '8-O': '\u{1F62F}',
  ':-(': '\u{1F641}',
  ':-)': '\u{1F642}',
  ':-?': '\u{1F615}',
  ':-D': '\u{1F600}',
  ':-P': '\u{1F61B}',
  ':-o': '\u{1F62E}',
  ':-x': '\u{1F621}',
  ':-|': '\u{1F610}',
  ';-)': '\u{1F609}',
  '8O': '\u{1F62F}',
  ':(': '\u{1F641}',
  ':)': '\u{1F642}',
  ':?': '\u{1F615}',
  ':D': '\u{1F600}',
  ':P': '\u{1F61B}',
  ':o': '\u{1F62E}',
  ':x': '\u{1F621}',
  ':|': '\u{1F610}',
  ';)': '\u{1F609}',
  ':!:': '\u{2757}',
  ':?:': '\u{2753}',
};

const SPACES = '[\\r\\n\\t ]|\\u00A0|&nbsp;';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// krsort(): byte-wise reverse order of the keys (all ASCII here, so code-unit order).
const ORDERED = Object.keys(SMILIES).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
const SEARCH = new RegExp(
  `(?<=${SPACES}|^)(?:${ORDERED.map(escape).join('|')})(?=${SPACES}|$)`,
  'gm',
);
const IGNORED = /^<(code|pre|style|script|textarea)[^>]*>/;

/** `includesUrl`: includes_url() without trailing slash, for the image smiley's address. */
export function convertSmilies(text: string, includesUrl: string): string {
  let ignoring = '';
  return text
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (ignoring === '') {
        const opened = IGNORED.exec(part);
        if (opened) ignoring = opened[1] as string;
      }
      let out = part;
      if (ignoring === '' && part.length > 0 && !part.startsWith('<')) {
        out = part.replace(SEARCH, (smiley) => translateSmiley(smiley, includesUrl));
      }
      if (ignoring !== '' && part === `</${ignoring}>`) ignoring = '';
      return out;
    })
    .join('');
}

function translateSmiley(smiley: string, includesUrl: string): string {
  const image = SMILIES[smiley] as string;
  if (!/\.(jpe?g|jpe|gif|png|webp|avif)$/i.test(image)) return image;
  const src = `${includesUrl}/images/smilies/${image}`;
  return `<img src="${src}" alt="${smiley}" class="wp-smiley" style="height: 1em; max-height: 1em;" />`;
}
