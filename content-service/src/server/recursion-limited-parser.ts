import type { ParseOptions } from 'graphql';
import { Parser } from 'graphql/language/parser';
import { syntaxError, type ConstValueNode, type DocumentNode, type ValueNode } from 'graphql';
import type { SelectionSetNode, TypeNode } from 'graphql/language/ast';

/**
 * graphql-php's Parser::DEFAULT_RECURSION_LIMIT, which WPGraphQL keeps: a document nested deeper
 * is a syntax error (HTTP 500, like any other), however cheap the query it would be.
 */
export const PARSER_RECURSION_LIMIT = 256;

/**
 * graphql-js's parser with graphql-php's recursion limit (Parser::increaseRecursionDepth). Every
 * selection set, every value literal (a scalar too, for the moment it is read) and every type
 * reference is one level; entering one more than the limit fails at the token where it starts.
 * graphql-js has no such limit, and its recursive descent must not run out of stack on a
 * document of nested brackets: this refuses those before they get deep, with WordPress's error.
 */
class RecursionLimitedParser extends Parser {
  private depth = 0;

  private enter(): void {
    if (this.depth >= PARSER_RECURSION_LIMIT) {
      const lexer = this._lexer;
      throw syntaxError(
        lexer.source,
        lexer.token.start,
        `Recursion depth limit of ${PARSER_RECURSION_LIMIT} exceeded`,
      );
    }
    this.depth++;
  }

  private nested<T>(parse: () => T): T {
    this.enter();
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  override parseSelectionSet(): SelectionSetNode {
    return this.nested(() => super.parseSelectionSet());
  }

  override parseValueLiteral(isConst: true): ConstValueNode;
  override parseValueLiteral(isConst: boolean): ValueNode;
  override parseValueLiteral(isConst: boolean): ValueNode {
    return this.nested(() => super.parseValueLiteral(isConst));
  }

  override parseTypeReference(): TypeNode {
    return this.nested(() => super.parseTypeReference());
  }
}

/** `parse` as graphql-php parses: graphql-js's grammar, graphql-php's nesting limit. */
export function parseDocument(query: string, options: ParseOptions): DocumentNode {
  return new RecursionLimitedParser(query, options).parseDocument();
}
