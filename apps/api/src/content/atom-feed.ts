import { portalItemPath, PublicFeeds, publicFeedPath, type PublicContent, type PublicFeed } from '@bk/contracts';
import { portalVariantOf, PortalVariants } from '@bk/domain';
import type { Tenant } from '../tenant/tenant.service';

export const FEED_NOT_FOUND = '订阅源不存在';

/** `news.atom` → the news feed; anything else is not a feed. */
export const feedOf = (file: string): { name: string; definition: PublicFeed } | undefined => {
  const name = /^([a-z0-9-]+)\.atom$/.exec(file)?.[1];
  return name && Object.hasOwn(PublicFeeds, name) ? { name, definition: PublicFeeds[name]! } : undefined;
};

const escapeXml = (text: string): string =>
  // Characters XML 1.0 forbids (control characters) are dropped rather than escaped.
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

type FeedInput = { origin: string; tenant: Tenant; feedName: string; definition: PublicFeed; items: readonly PublicContent[] };

/**
 * An Atom 1.0 document (RFC 4287) of published items: stable ids (the content id as a URN), the
 * publication time as both published and updated, the portal page of each item as its link.
 */
export const atomFeed = ({ origin, tenant, feedName, definition, items }: FeedInput): string => {
  const prefix = PortalVariants[portalVariantOf(tenant.config)].routePrefix;
  const self = `${origin}${publicFeedPath(tenant.channel, feedName)}`;
  const updated = items.reduce((latest, item) => (item.publishedAt > latest ? item.publishedAt : latest), '1970-01-01T00:00:00.000Z');
  const entries = items.map(
    (item) => `  <entry>
    <id>urn:uuid:${item.contentId}</id>
    <title>${escapeXml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(origin + portalItemPath(prefix, tenant.channel, item.kind, item.contentId))}"/>
    <published>${item.publishedAt}</published>
    <updated>${item.publishedAt}</updated>
    <summary type="text">${escapeXml(item.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
  <id>${escapeXml(self)}</id>
  <title>${escapeXml(`${tenant.name}·${definition.title.zh}`)}</title>
  <author><name>${escapeXml(tenant.name)}</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${prefix}/${encodeURIComponent(tenant.channel)}`)}"/>
  <updated>${updated}</updated>
${entries.join('\n')}
</feed>
`;
};
