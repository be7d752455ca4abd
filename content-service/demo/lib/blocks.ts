// Block-editor markup, serialised the way WordPress saves it. Inline HTML is passed through, so
// callers may use <strong>, <em>, <code> and internal links written as [[target|text]] (see
// links.ts), which the generator resolves to absolute URLs.

function listItems(items: string[]): string {
  return items
    .map((item) => `<!-- wp:list-item -->\n<li>${item}</li>\n<!-- /wp:list-item -->`)
    .join('\n\n');
}

export function p(html: string): string {
  return `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`;
}

/** A level-2 heading; `anchor` becomes its HTML id (the block editor's "HTML anchor"). */
export function h2(html: string, anchor?: string): string {
  const id = anchor ? ` id="${anchor}"` : '';
  return `<!-- wp:heading -->\n<h2 class="wp-block-heading"${id}>${html}</h2>\n<!-- /wp:heading -->`;
}

export function h3(html: string): string {
  return `<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">${html}</h3>\n<!-- /wp:heading -->`;
}

export function ul(items: string[]): string {
  return `<!-- wp:list -->\n<ul class="wp-block-list">${listItems(items)}</ul>\n<!-- /wp:list -->`;
}

export function ol(items: string[]): string {
  return `<!-- wp:list {"ordered":true} -->\n<ol class="wp-block-list">${listItems(items)}</ol>\n<!-- /wp:list -->`;
}

export function quote(html: string, cite: string): string {
  return (
    `<!-- wp:quote -->\n<blockquote class="wp-block-quote">` +
    `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph --><cite>${cite}</cite></blockquote>\n` +
    `<!-- /wp:quote -->`
  );
}

/** A code block; `text` is plain text and is escaped here. */
export function code(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!-- wp:code -->\n<pre class="wp-block-code"><code>${escaped}</code></pre>\n<!-- /wp:code -->`;
}

/** Columns side by side (stacked on phones), each a list of blocks; one colour preset for all. */
export function columns(columnBlocks: string[][], backgroundSlug?: string): string {
  const attributes = backgroundSlug ? ` {"backgroundColor":"${backgroundSlug}"}` : '';
  const classes = backgroundSlug ? ` has-${backgroundSlug}-background-color has-background` : '';
  const column = (blocks: string[]) =>
    `<!-- wp:column${attributes} -->\n<div class="wp-block-column${classes}">` +
    `${blocks.join('\n\n')}</div>\n<!-- /wp:column -->`;
  return (
    `<!-- wp:columns -->\n<div class="wp-block-columns">` +
    `${columnBlocks.map(column).join('\n\n')}</div>\n<!-- /wp:columns -->`
  );
}

/** A row of buttons: the first filled, the others outlined (`is-style-outline`). */
export function buttons(links: { text: string; href: string }[]): string {
  const button = ({ text, href }: { text: string; href: string }, index: number) => {
    const outline = index > 0;
    return (
      `<!-- wp:button${outline ? ' {"className":"is-style-outline"}' : ''} -->\n` +
      `<div class="wp-block-button${outline ? ' is-style-outline' : ''}">` +
      `<a class="wp-block-button__link wp-element-button" href="${href}">${text}</a></div>\n` +
      `<!-- /wp:button -->`
    );
  };
  return (
    `<!-- wp:buttons -->\n<div class="wp-block-buttons">${links.map(button).join('\n\n')}</div>\n` +
    `<!-- /wp:buttons -->`
  );
}

/** Joins blocks the way the editor does: one blank line between blocks. */
export function joinBlocks(blocks: string[]): string {
  return blocks.join('\n\n');
}
