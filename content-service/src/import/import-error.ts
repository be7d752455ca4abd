/** Where in the WXR file a problem was found. */
export interface ImportLocation {
  file?: string;
  line?: number;
  column?: number;
  /** The item being read, when the problem is inside an `<item>`. */
  postId?: number;
  title?: string;
}

/**
 * A WXR file the importer refuses (malformed XML, not a WXR, invalid field) or cannot read. The
 * message names the place so that a person can open the file there; the fields carry it for code.
 */
export class ImportError extends Error {
  /** The problem without the location. */
  readonly problem: string;
  readonly location: ImportLocation;

  constructor(problem: string, location: ImportLocation = {}) {
    super(formatMessage(problem, location));
    this.name = 'ImportError';
    this.problem = problem;
    this.location = location;
  }
}

function formatMessage(problem: string, loc: ImportLocation): string {
  const place = [loc.file, loc.line, loc.column].filter((p) => p !== undefined).join(':');
  const item: string[] = [];
  if (loc.postId !== undefined) item.push(`post_id ${loc.postId}`);
  if (loc.title !== undefined && loc.title !== '') item.push(JSON.stringify(truncate(loc.title)));
  const inItem = item.length > 0 ? ` (in item ${item.join(' ')})` : '';
  return `${place === '' ? '' : `${place}: `}${problem}${inItem}`;
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
