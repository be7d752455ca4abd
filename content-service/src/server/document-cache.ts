import type { DocumentNode, GraphQLError } from 'graphql';

/**
 * Sites send the same few queries over and over: parsing and validating each one once, not per
 * request, is most of a cached answer's cost. Bounded, oldest entry out first.
 */
export class DocumentCache {
  private readonly documents = new Map<string, DocumentNode>();
  private readonly validations = new WeakMap<DocumentNode, Map<string, readonly GraphQLError[]>>();

  constructor(private readonly maxEntries = 500) {}

  parse(query: string, parse: (query: string) => DocumentNode): DocumentNode {
    const hit = this.documents.get(query);
    if (hit) return hit;
    const document = parse(query);
    if (this.documents.size >= this.maxEntries) {
      const oldest = this.documents.keys().next().value;
      if (oldest !== undefined) this.documents.delete(oldest);
    }
    this.documents.set(query, document);
    return document;
  }

  /** Validation errors of a document under one rule set (`rulesKey` names the set). */
  validate(
    document: DocumentNode,
    rulesKey: string,
    validate: () => readonly GraphQLError[],
  ): readonly GraphQLError[] {
    let byRules = this.validations.get(document);
    if (!byRules) {
      byRules = new Map();
      this.validations.set(document, byRules);
    }
    const hit = byRules.get(rulesKey);
    if (hit) return hit;
    const errors = validate();
    byRules.set(rulesKey, errors);
    return errors;
  }
}
