import { wpReplaceInHtmlTags } from './html-split';

/** The block-level element names wpautop() treats as paragraph boundaries. */
const ALLBLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const re = (source: string, flags = 'g') => new RegExp(source, flags);

/**
 * Port of WordPress's wpautop() (formatting.php): turns double line breaks into paragraphs and,
 * with `br`, single line breaks into `<br />`, leaving `<pre>` contents, newlines inside tags,
 * `<option>`, `<object>`, media `<source>`/`<track>` and `<figcaption>` alone.
 */
export function wpautop(input: string, br = true): string {
  const preTags = new Map<string, string>();
  if (/^[ \t\n\r\0\x0B]*$/.test(input)) return '';
  // Just to make things a little easier, pad the end.
  let text = input + '\n';

  // Pre tags shouldn't be touched by autop: replace them with placeholders and bring them back.
  if (text.includes('<pre')) {
    const parts = text.split('</pre>');
    const last = parts.pop() as string;
    text = '';
    let i = 0;
    for (const part of parts) {
      const start = part.indexOf('<pre');
      if (start === -1) {
        // Malformed HTML?
        text += part;
        continue;
      }
      const name = `<pre wp-pre-tag-${i}></pre>`;
      preTags.set(name, part.slice(start) + '</pre>');
      text += part.slice(0, start) + name;
      i++;
    }
    text += last;
  }

  // Change multiple <br>'s into two line breaks, which will turn into paragraphs.
  text = text.replace(/<br[\t\n\v\f\r ]*\/?>[\t\n\v\f\r ]*<br[\t\n\v\f\r ]*\/?>/g, '\n\n');
  // Add a double line break above block-level opening tags.
  text = text.replace(re(`(<${ALLBLOCKS}[\\t\\n\\v\\f\\r />])`), '\n\n$1');
  // Add a double line break below block-level closing tags.
  text = text.replace(re(`(</${ALLBLOCKS}>)`), '$1\n\n');
  // Add a double line break after hr tags, which are self closing.
  text = text.replace(/(<hr[\t\n\v\f\r ]*?\/?>)/g, '$1\n\n');
  // Standardize newline characters to "\n".
  text = text.replace(/\r\n/g, '\n').replace(/\r/g, '\n');
  // Find newlines in all elements and add placeholders.
  text = wpReplaceInHtmlTags(text, { '\n': ' <!-- wpnl --> ' });

  // Collapse line breaks before and after <option> elements so they don't get autop'd.
  if (text.includes('<option')) {
    text = text.replace(/[\t\n\v\f\r ]*<option/g, '<option');
    text = text.replace(/<\/option>[\t\n\v\f\r ]*/g, '</option>');
  }
  // Collapse line breaks inside <object> before <param> or <embed> elements.
  if (text.includes('</object>')) {
    text = text.replace(/(<object[^>]*>)[\t\n\v\f\r ]*/g, '$1');
    text = text.replace(/[\t\n\v\f\r ]*<\/object>/g, '</object>');
    text = text.replace(/[\t\n\v\f\r ]*(<\/?(?:param|embed)[^>]*>)[\t\n\v\f\r ]*/g, '$1');
  }
  // Collapse line breaks inside <audio> and <video> elements, before and after <source>/<track>.
  if (text.includes('<source') || text.includes('<track')) {
    text = text.replace(/([<[](?:audio|video)[^>\]]*[>\]])[\t\n\v\f\r ]*/g, '$1');
    text = text.replace(/[\t\n\v\f\r ]*([<[]\/(?:audio|video)[>\]])/g, '$1');
    text = text.replace(/[\t\n\v\f\r ]*(<(?:source|track)[^>]*>)[\t\n\v\f\r ]*/g, '$1');
  }
  // Collapse line breaks before and after <figcaption> elements.
  if (text.includes('<figcaption')) {
    text = text.replace(/[\t\n\v\f\r ]*(<figcaption[^>]*>)/g, '$1');
    text = text.replace(/<\/figcaption>[\t\n\v\f\r ]*/g, '</figcaption>');
  }

  // Remove more than two contiguous line breaks.
  text = text.replace(/\n\n+/g, '\n\n');
  // Split up the contents into an array of strings, separated by double line breaks.
  const paragraphs = text.split(/\n[\t\n\v\f\r ]*\n/).filter((p) => p !== '');
  // Rebuild the content as a string, wrapping every bit with a <p>.
  text = '';
  for (const paragraph of paragraphs) {
    text += '<p>' + paragraph.replace(/^\n+|\n+$/g, '') + '</p>\n';
  }

  // Under certain strange conditions it could create a P of entirely whitespace.
  text = text.replace(/<p>[\t\n\v\f\r ]*<\/p>/g, '');
  // Add a closing <p> inside <div>, <address>, or <form> tag if missing.
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  // If an opening or closing block element tag is wrapped in a <p>, unwrap it.
  text = text.replace(
    re(`<p>[\\t\\n\\v\\f\\r ]*(</?${ALLBLOCKS}[^>]*>)[\\t\\n\\v\\f\\r ]*</p>`),
    '$1',
  );
  // In some cases <li> may get wrapped in <p>, fix them.
  text = text.replace(/<p>(<li[^\n]+?)<\/p>/g, '$1');
  // If a <blockquote> is wrapped with a <p>, move it inside the <blockquote>.
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  text = text.split('</blockquote></p>').join('</p></blockquote>');
  // If an opening or closing block element tag is preceded by an opening <p> tag, remove it.
  text = text.replace(re(`<p>[\\t\\n\\v\\f\\r ]*(</?${ALLBLOCKS}[^>]*>)`), '$1');
  // If an opening or closing block element tag is followed by a closing <p> tag, remove it.
  text = text.replace(re(`(</?${ALLBLOCKS}[^>]*>)[\\t\\n\\v\\f\\r ]*</p>`), '$1');

  // Optionally insert line breaks.
  if (br) {
    // Replace newlines that shouldn't be touched with a placeholder.
    text = text.replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, (m) =>
      m.split('\n').join('<WPPreserveNewline />'),
    );
    // Normalize <br>
    text = text.split('<br>').join('<br />').split('<br/>').join('<br />');
    // Replace any new line characters that aren't preceded by a <br /> with a <br />.
    text = text.replace(/(?<!<br \/>)[\t\n\v\f\r ]*\n/g, '<br />\n');
    // Replace newline placeholders with newlines.
    text = text.split('<WPPreserveNewline />').join('\n');
  }

  // If a <br /> tag is after an opening or closing block tag, remove it.
  text = text.replace(re(`(</?${ALLBLOCKS}[^>]*>)[\\t\\n\\v\\f\\r ]*<br />`), '$1');
  // If a <br /> tag is before a subset of opening or closing block tags, remove it.
  text = text.replace(
    /<br \/>([\t\n\v\f\r ]*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g,
    '$1',
  );
  text = text.replace(/\n<\/p>(?=\n?$)/, '</p>');

  // Replace placeholder <pre> tags with their original content.
  for (const [name, original] of preTags) text = text.split(name).join(original);

  // Restore newlines in all elements.
  if (text.includes('<!-- wpnl -->')) {
    text = text.split(' <!-- wpnl --> ').join('\n').split('<!-- wpnl -->').join('\n');
  }
  return text;
}
