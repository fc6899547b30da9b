import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list rich text is stored through (spec §5): headings, paragraphs, lists, tables,
 * links, images and simple formatting. Anything else is dropped with its markup, a script or
 * style with its content too. Links keep http(s) and mailto only (so no javascript: or data:),
 * images http(s) and the platform's own relative file address; no on* handler or style survives.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'span',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link with any target (_blank in any case, a named window) may open a new browsing context:
    // it must not hand the opener to the other site, whatever rel it came with.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target !== undefined ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BARE_FILE_ID = new RegExp(`^(?:fileId:)?(${UUID})$`, 'i');

/** The platform's stable address of a stored file shown in content (a redirect to a short-lived download). */
export const contentFileAddress = (channel: string, fileId: string): string =>
  `/api/noauth/v1/content/file?_channel=${encodeURIComponent(channel)}&fileId=${fileId}`;

/**
 * The stored file an image source points at, if any: a bare file id (what the upload flow
 * returns), a presigned URL of this association's object keys (`<tenantId>/yyyy/mm/<fileId>.ext`),
 * an address from `upload/url`, or the stable address itself.
 */
export const storedFileOf = (src: string, tenantId: string): string | undefined => {
  const bare = BARE_FILE_ID.exec(src.trim());
  if (bare) return bare[1]!.toLowerCase();
  const presigned = new RegExp(`/${tenantId}/\\d{4}/\\d{2}/(${UUID})\\.\\w+(?:\\?|$)`, 'i').exec(src);
  if (presigned) return presigned[1]!.toLowerCase();
  const platform = new RegExp(`^/api/(?:v1/upload/url|v1/func/file/getFileUrl|noauth/v1/content/file)\\?(?:.*&)?fileId=(${UUID})`, 'i').exec(src);
  return platform ? platform[1]!.toLowerCase() : undefined;
};

export type SanitizedRichText = { html: string; fileIds: string[] };

/**
 * Sanitises an editor's HTML and re-points every image of a stored file at the platform's stable
 * address, so a body never keeps a presigned URL that expires. Returns the file ids it names, for
 * the caller to check they are verified files of the association.
 */
export const sanitizeRichText = (html: string, tenant: { tenantId: string; channel: string }): SanitizedRichText => {
  const fileIds = new Set<string>();
  const clean = sanitizeHtml(html, {
    ...ALLOWED,
    // The stable address is relative: allow it through before the scheme check sees it.
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      ...ALLOWED.transformTags,
      img: (tagName, attribs) => {
        const fileId = attribs.src === undefined ? undefined : storedFileOf(attribs.src, tenant.tenantId);
        if (fileId === undefined) return { tagName, attribs };
        fileIds.add(fileId);
        return { tagName, attribs: { ...attribs, src: contentFileAddress(tenant.channel, fileId) } };
      },
    },
  });
  return { html: clean.trim(), fileIds: [...fileIds] };
};
