import type { AllowedAttribute, Attributes } from 'sanitize-html';

/*
 * The SVG that blocks render inline (Social Icons' logos and the like): shapes, groups and a
 * title, drawn with plain paint. Nothing here loads or runs anything: no `use`, `image`,
 * `foreignObject`, `script`, `style`, `animate`/`set`, no `a` and no `href`/`xlink:href`, no
 * event handlers; `fill`/`stroke` hold no `url(` (a paint server could come from elsewhere),
 * which is also why gradients (`linearGradient`/`stop`) are not kept.
 * htmlparser2 lower-cases attribute names (`viewbox`); the browser's HTML parser gives SVG
 * elements their real names back (`viewBox`).
 */

/** Elements that only mean something inside an `svg`. */
const SVG_CONTENT = [
  'g',
  'defs',
  'title',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
];

export const SVG_TAGS = ['svg', ...SVG_CONTENT];

const PAINT = [
  'fill',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'transform',
];

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Attributes per SVG element (besides the global ones: id, class, style, aria-*, role). */
export const SVG_ATTRIBUTES: Record<string, AllowedAttribute[]> = {
  svg: [
    ...PAINT,
    'viewbox',
    'preserveaspectratio',
    'width',
    'height',
    'version',
    'focusable',
    'xmlns',
  ],
  g: PAINT,
  defs: [],
  title: [],
  path: [...PAINT, 'd'],
  circle: [...PAINT, 'cx', 'cy', 'r'],
  ellipse: [...PAINT, 'cx', 'cy', 'rx', 'ry'],
  rect: [...PAINT, 'x', 'y', 'width', 'height', 'rx', 'ry'],
  line: [...PAINT, 'x1', 'y1', 'x2', 'y2'],
  polyline: [...PAINT, 'points'],
  polygon: [...PAINT, 'points'],
};

/** A colour or keyword (`currentColor`, `none`): never `url(...)`. */
const SAFE_PAINT = /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([\d\s.,%]+\)|[a-z]+)$/i;

/**
 * An SVG element's attributes without values that the allow-list cannot check by name:
 * a paint that is not a plain colour, a namespace that is not SVG's.
 */
export function withSafeSvgValues(attribs: Attributes): Attributes {
  const next = { ...attribs };
  for (const name of ['fill', 'stroke']) {
    const value = next[name];
    if (value !== undefined && !SAFE_PAINT.test(value.trim())) delete next[name];
  }
  if (next.xmlns !== undefined && next.xmlns !== SVG_NAMESPACE) delete next.xmlns;
  return next;
}

/**
 * Where the parser is: inside an `svg` or not, from sanitize-html's open and close callbacks
 * (htmlparser2 closes every element it opened, also implicitly). SVG content is kept inside an
 * `svg` only, and HTML elements are not kept inside one: the browser's parser would move some
 * of them out of the SVG, and an `a` there would be an SVG link.
 */
export function createSvgScope() {
  let depth = 0;
  return {
    onOpenTag(name: string) {
      if (name === 'svg') depth += 1;
    },
    onCloseTag(name: string) {
      if (name === 'svg' && depth > 0) depth -= 1;
    },
    /** Whether an element opening now is out of place (asked after its onOpenTag). */
    isMisplaced(tagName: string): boolean {
      if (tagName === 'svg') return false;
      return depth > 0 !== SVG_CONTENT.includes(tagName);
    },
  };
}
