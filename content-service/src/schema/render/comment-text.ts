import { capitalPDangit } from './content';
import { convertChars } from './text';
import { wpautop } from './wpautop';
import { wptexturize } from './wptexturize';

/** comment_text(): a comment's stored text through WordPress's default comment_text filters. */
export function commentText(content: string): string {
  return capitalPDangit(wpautop(convertChars(wptexturize(content))));
}
