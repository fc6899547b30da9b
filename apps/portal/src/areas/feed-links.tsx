import { PublicFeeds, publicFeedPath } from '@bk/contracts';
import { useT } from '../i18n';

/** The page's Atom feeds as alternates: React hoists these links into the document head. */
export const FeedLinks = ({ channel, feeds }: { channel: string; feeds: readonly string[] | undefined }) => {
  const t = useT();
  return (
    <>
      {(feeds ?? []).map((feed) => (
        <link key={feed} rel="alternate" type="application/atom+xml" title={t.l(PublicFeeds[feed]!.title)} href={publicFeedPath(channel, feed)} />
      ))}
    </>
  );
};
