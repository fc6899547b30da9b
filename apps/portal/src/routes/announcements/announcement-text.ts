/**
 * The paragraphs of an announcement's body, as plain text for React to escape (spec §4: text is
 * HTML-escaped on display). The console saves plain text with blank lines between paragraphs;
 * a body written as HTML by another client keeps its paragraph breaks and loses its tags.
 */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/<\/p>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
