/**
 * Types WPGraphQL for ACF 2.4 registers once for every field group, copied from the reference
 * schema (names, fields, nullability and descriptions).
 */
export const HELPER_TYPES: Record<string, string> = {
  AcfFieldGroup: `"""A Field Group managed by ACF"""
interface AcfFieldGroup {
  """The name of the field group"""
  fieldGroupName: String @deprecated(reason: "Use __typename instead")
}`,
  AcfFieldGroupFields: `"""Fields associated with an ACF Field Group"""
interface AcfFieldGroupFields {
  """The name of the field group"""
  fieldGroupName: String @deprecated(reason: "Use __typename instead")
}`,
  AcfLink: `"""ACF Link field"""
type AcfLink {
  """The target of the link (_blank, etc)"""
  target: String

  """The title of the link"""
  title: String

  """The url of the link"""
  url: String
}`,
  MediaItemConnectionEdge: `"""
Represents a connection to a mediaItem. Contains both the mediaItem Node and metadata about the relationship.
"""
interface MediaItemConnectionEdge implements Edge {
  """
  Opaque reference to the nodes position in the connection. Value can be used with pagination args.
  """
  cursor: String

  """The connected mediaItem Node"""
  node: MediaItem!
}`,
  AcfMediaItemConnectionEdge: `"""
Connection between an ACF field and the MediaItem type
"""
type AcfMediaItemConnectionEdge implements OneToOneConnection & Edge & MediaItemConnectionEdge {
  """
  Opaque reference to the nodes position in the connection. Value can be used with pagination args.
  """
  cursor: String

  """The node of the connection, without the edges"""
  node: MediaItem!
}`,
  AcfOptionsPage: `"""Options Page registered by ACF"""
interface AcfOptionsPage implements Node {
  """The globally unique ID for the object"""
  id: ID!

  """"""
  menuTitle: String

  """"""
  pageTitle: String

  """"""
  parentId: String
}`,
};
