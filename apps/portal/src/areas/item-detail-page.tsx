import { useDocumentTitle } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../i18n';
import classes from '../routes/announcements/announcements.module.css';
import { ArticlePage } from '../routes/article-page';
import { usePortal } from '../routes/use-portal';
import { itemQueryOptions } from './area-api';
import { FeedLinks } from './feed-links';
import { ItemArticle } from './item-article';
import { Areas, DetailScreens, type DetailScreen } from '@bk/contracts';

const route = getRouteApi('/$variant/$associationId/$screen/$contentId');

/** Every detail screen of every area: one published item, its body and attachments, a way back to its area. */
export const ItemDetailPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { screen, contentId } = route.useParams();
  const area = Areas[DetailScreens[screen as DetailScreen]];
  const item = useQuery(itemQueryOptions(channel, contentId));
  useDocumentTitle(item.data?.title ?? t.l(area.title), association.title);
  const back = (
    <Link to="/$variant/$associationId/$area" params={{ variant, associationId, area: area.key }} className={classes.more}>
      {t('areaBack', { title: t.l(area.title) })}
    </Link>
  );
  return (
    <>
      <FeedLinks channel={channel} feeds={area.feeds} />
      <ArticlePage query={item} back={back} gone={t('areaGone')}>
        {(detail) => <ItemArticle item={detail} testId="item" banner={area.banner} />}
      </ArticlePage>
    </>
  );
};
