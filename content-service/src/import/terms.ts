import type { WxrMeta, WxrTerm, WxrTermRef } from './records';
import type { Sql } from './sql';

interface TermIds {
  termId: number;
  ttid: number;
}

interface PendingParent {
  ttid: number;
  taxonomy: string;
  parentSlug: string;
}

/**
 * Writes `terms`, `term_taxonomy` and `termmeta`. A term is the same term when its (taxonomy, slug)
 * matches, or when the file's term_id already holds a term of that taxonomy (a renamed slug). New
 * terms keep the file's term_id when it is free, and term_taxonomy_id = term_id when that is free,
 * as on a fresh WordPress site.
 */
export class TermWriter {
  private readonly byKey = new Map<string, TermIds>();
  /** Terms whose termmeta this import has already replaced (later duplicates only add). */
  private readonly metaReplaced = new Set<number>();
  private readonly pending: PendingParent[] = [];
  /** Taxonomy → term ids written or used by this import. */
  readonly perTaxonomy = new Map<string, Set<number>>();
  metaRows = 0;

  constructor(private readonly sql: Sql) {}

  /** A channel-level `wp:category`, `wp:tag` or `wp:term`. */
  writeChannelTerm(term: WxrTerm): void {
    if (term.taxonomy === '' || term.slug === '') return;
    let ids = this.find(term.taxonomy, term.slug);
    if (ids === undefined && term.id !== undefined) ids = this.findById(term.id, term.taxonomy);
    if (ids === undefined) {
      ids = this.create(term.taxonomy, term.slug, term.name ?? term.slug, term.id);
    } else {
      this.sql.run(
        'UPDATE terms SET slug = ?, name = COALESCE(?, name) WHERE term_id = ?',
        term.slug,
        term.name ?? null,
        ids.termId,
      );
    }
    this.byKey.set(key(term.taxonomy, term.slug), ids);
    if (term.description !== undefined) {
      this.sql.run(
        'UPDATE term_taxonomy SET description = ? WHERE term_taxonomy_id = ?',
        term.description,
        ids.ttid,
      );
    }
    if (term.parentSlug !== undefined) this.setParent(ids.ttid, term.taxonomy, term.parentSlug);
    this.writeMeta(ids.termId, term.meta);
    this.use(term.taxonomy, ids.termId);
  }

  /** The term_taxonomy_id for an item's `<category>`, creating terms that exist only on items. */
  ttidForRef(ref: WxrTermRef): number {
    const ids =
      this.find(ref.taxonomy, ref.slug) ??
      this.create(ref.taxonomy, ref.slug, ref.name === '' ? ref.slug : ref.name, undefined);
    this.use(ref.taxonomy, ids.termId);
    return ids.ttid;
  }

  /**
   * The term (taxonomy, slug), created with `name` when neither the file nor the store has it; a
   * new term takes `wantedId` when that id is free (the default category's id 1).
   */
  ensure(taxonomy: string, slug: string, name: string, wantedId?: number): number {
    const ids = this.find(taxonomy, slug) ?? this.create(taxonomy, slug, name, wantedId);
    this.use(taxonomy, ids.termId);
    return ids.termId;
  }

  /** Parents named before their term was written (the exporter sorts parents first, others may not). */
  finish(): void {
    for (const p of this.pending) {
      const parent = this.find(p.taxonomy, p.parentSlug);
      if (parent !== undefined) this.updateParent(p.ttid, parent.termId);
    }
    this.pending.length = 0;
  }

  private use(taxonomy: string, termId: number): void {
    let ids = this.perTaxonomy.get(taxonomy);
    if (ids === undefined) {
      ids = new Set();
      this.perTaxonomy.set(taxonomy, ids);
    }
    ids.add(termId);
  }

  private find(taxonomy: string, slug: string): TermIds | undefined {
    const k = key(taxonomy, slug);
    let ids = this.byKey.get(k);
    if (ids === undefined) {
      ids = this.sql.get<TermIds>(
        `SELECT t.term_id AS termId, tt.term_taxonomy_id AS ttid
         FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
         WHERE tt.taxonomy = ? AND t.slug = ? ORDER BY t.term_id LIMIT 1`,
        taxonomy,
        slug,
      );
      if (ids !== undefined) this.byKey.set(k, ids);
    }
    return ids;
  }

  private findById(termId: number, taxonomy: string): TermIds | undefined {
    const ttid = this.sql.value<number>(
      'SELECT term_taxonomy_id FROM term_taxonomy WHERE term_id = ? AND taxonomy = ?',
      termId,
      taxonomy,
    );
    return ttid === undefined ? undefined : { termId, ttid };
  }

  private create(taxonomy: string, slug: string, name: string, wantedId?: number): TermIds {
    const idFree =
      wantedId !== undefined &&
      this.sql.value<number>('SELECT 1 FROM terms WHERE term_id = ?', wantedId) === undefined;
    const termId = this.sql.insert('terms', { term_id: idFree ? wantedId : undefined, name, slug });
    const ttidFree =
      this.sql.value<number>('SELECT 1 FROM term_taxonomy WHERE term_taxonomy_id = ?', termId) ===
      undefined;
    const ttid = this.sql.insert('term_taxonomy', {
      term_taxonomy_id: ttidFree ? termId : undefined,
      term_id: termId,
      taxonomy,
    });
    const ids = { termId, ttid };
    this.byKey.set(key(taxonomy, slug), ids);
    return ids;
  }

  private setParent(ttid: number, taxonomy: string, parentSlug: string): void {
    if (parentSlug === '') {
      this.updateParent(ttid, 0);
      return;
    }
    const parent = this.find(taxonomy, parentSlug);
    if (parent !== undefined) this.updateParent(ttid, parent.termId);
    else this.pending.push({ ttid, taxonomy, parentSlug });
  }

  private updateParent(ttid: number, parentTermId: number): void {
    this.sql.run(
      'UPDATE term_taxonomy SET parent = ? WHERE term_taxonomy_id = ?',
      parentTermId,
      ttid,
    );
  }

  private writeMeta(termId: number, meta: WxrMeta[]): void {
    if (!this.metaReplaced.has(termId)) {
      this.sql.run('DELETE FROM termmeta WHERE term_id = ?', termId);
      this.metaReplaced.add(termId);
    }
    for (const m of meta) {
      const exists = this.sql.value<number>(
        'SELECT 1 FROM termmeta WHERE term_id = ? AND meta_key = ? AND meta_value IS ?',
        termId,
        m.key,
        m.value,
      );
      if (exists !== undefined) continue;
      this.sql.insert('termmeta', { term_id: termId, meta_key: m.key, meta_value: m.value });
      this.metaRows += 1;
    }
  }
}

function key(taxonomy: string, slug: string): string {
  return `${taxonomy}\u0000${slug}`;
}
