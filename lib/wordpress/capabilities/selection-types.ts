/**
 * Parent type → field → the field's named type, for every field the site's documents select
 * (generated from the reference schema into lib/wordpress/generated/selection-types.ts).
 */
export type SelectionTypes = Readonly<Record<string, Readonly<Record<string, string>>>>;
