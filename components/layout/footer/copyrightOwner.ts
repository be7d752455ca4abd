/**
 * The owner part of the copyright line. The footer always prints '© {current year} {owner}', so a
 * year typed into the site option ('© 2024 Lavanda Software. All rights reserved.') never goes
 * stale: a leading ©, (c) or &copy; and a year or year range are dropped from the text. Without
 * a configured text, the site name is the owner.
 */
export function copyrightOwner(text: string | null | undefined, siteName: string): string {
  const owner = (text ?? '')
    .replace(/^\s*(©|&copy;|\(c\))?\s*(\d{4}(\s*[-–]\s*\d{4})?)?\s*/i, '')
    .trim();
  return owner || siteName;
}
