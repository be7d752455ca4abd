/** An edit that cannot be made (unknown post, bad value): the message is for the person editing. */
export class EditError extends Error {
  override name = 'EditError';
}
