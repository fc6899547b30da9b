import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The tags and attributes rich content may use on screen: what the editor produces (headings,
 * lists, tables, links, images) and nothing that runs. The server sanitises before storing;
 * this second pass keeps a page safe even from a body stored before that rule, or a bug in it.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'span',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'data-file-id'];

export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/)/i });

/** Rich content rendered after sanitising; links to other sites open without handing over the page. */
export const SafeHtml = ({ html, className, testId }: { html: string; className?: string; testId?: string }) => {
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    const template = document.createElement('template');
    template.innerHTML = sanitized;
    for (const anchor of template.content.querySelectorAll('a[target="_blank"]')) anchor.setAttribute('rel', 'noopener noreferrer');
    return template.innerHTML;
  }, [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
};
