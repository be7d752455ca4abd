import { escAttr } from '../php';
import { DAYS, MONTHS } from '../php-date';
import type { DynamicRenderer } from './types';
import { dayLink, monthLink, optionString } from './template-tags';
import { blockWrapperAttributes } from './wrapper';
import type { SiteData } from './site-data';

/*
 * render_block_core_calendar() with get_calendar( initial: true ): the current month (a block
 * has no month/year attributes here, and a GraphQL request sets no archive query vars), days
 * with posts linked, and links to the nearest months with posts.
 */

/** calendar_week_mod(): a modulo that stays positive. */
const weekMod = (n: number) => n - 7 * Math.floor(n / 7);

/** Day of the week (0 = Sunday) of a date. */
const weekday = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

function calendarTable(site: SiteData, year: number, month: number): string {
  const weekBegins = Number(optionString(site, 'start_of_week', '0')) || 0;
  const monthName = MONTHS[month - 1] ?? '';
  let out = `<table id="wp-calendar" class="wp-calendar-table">\n\t<caption>${monthName} ${year}</caption>\n\t<thead>\n\t<tr>`;
  for (let i = 0; i <= 6; i++) {
    const name = DAYS[(i + weekBegins) % 7] ?? '';
    out += `\n\t\t<th scope="col" aria-label="${escAttr(name)}">${name.charAt(0)}</th>`;
  }
  out += '\n\t</tr>\n\t</thead>\n\t<tbody>\n\t<tr>';

  const posts = site.postsInMonth(year, month);
  const daysWithPosts = new Set(posts.map(([day]) => day));
  const pad = weekMod(weekday(year, month, 1) - weekBegins);
  if (pad > 0) out += `\n\t\t<td colspan="${pad}" class="pad">&nbsp;</td>`;
  const [nowDate = ''] = site.localNow().split(' ');
  const [nowY, nowM, nowD] = nowDate.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let newRow = false;
  let day = 1;
  for (; day <= daysInMonth; day++) {
    if (newRow) out += '\n\t</tr>\n\t<tr>\n\t\t';
    newRow = false;
    out += day === nowD && month === nowM && year === nowY ? '<td id="today">' : '<td>';
    if (daysWithPosts.has(day)) {
      const label = `Posts published on ${monthName} ${day}, ${year}`;
      out += `<a href="${dayLink(site, year, month, day)}" aria-label="${escAttr(label)}">${day}</a>`;
    } else {
      out += String(day);
    }
    out += '</td>';
    if (weekMod(weekday(year, month, day) - weekBegins) === 6) newRow = true;
  }
  const endPad = 7 - weekMod(weekday(year, month, day) - weekBegins);
  if (endPad > 0 && endPad < 7) out += `\n\t\t<td class="pad" colspan="${endPad}">&nbsp;</td>`;
  return `${out}\n\t</tr>\n\t</tbody>\n\t</table>`;
}

function calendarNav(site: SiteData, year: number, month: number): string {
  const months = site.monthlyArchives('post');
  const key = year * 12 + month;
  const previous = months.find((m) => m.year * 12 + m.month < key);
  const next = [...months].reverse().find((m) => m.year * 12 + m.month > key);
  const abbrev = (m: number) => (MONTHS[m - 1] ?? '').slice(0, 3);
  let out = '<nav aria-label="Previous and next months" class="wp-calendar-nav">';
  out += previous
    ? `\n\t\t<span class="wp-calendar-nav-prev"><a href="${monthLink(site, previous.year, previous.month)}">&laquo; ${abbrev(previous.month)}</a></span>`
    : '\n\t\t<span class="wp-calendar-nav-prev">&nbsp;</span>';
  out += '\n\t\t<span class="pad">&nbsp;</span>';
  out += next
    ? `\n\t\t<span class="wp-calendar-nav-next"><a href="${monthLink(site, next.year, next.month)}">${abbrev(next.month)} &raquo;</a></span>`
    : '\n\t\t<span class="wp-calendar-nav-next">&nbsp;</span>';
  return `${out}\n\t</nav>`;
}

export const renderCalendar: DynamicRenderer = ({ block, site }) => {
  // Without published posts the block renders nothing for visitors.
  if (site.monthlyArchives('post').length === 0) return '';
  const [date = ''] = site.localNow().split(' ');
  const [year = 0, month = 0] = date.split('-').map(Number);
  const calendar = calendarTable(site, year, month) + calendarNav(site, year, month);
  return `<div ${blockWrapperAttributes(block)}>${calendar}</div>`;
};
