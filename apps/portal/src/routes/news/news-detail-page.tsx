import { useDocumentTitle } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ItemArticle } from '../../areas/item-article';
import { useT } from '../../i18n';
import classes from '../announcements/announcements.module.css';
import { ArticlePage } from '../article-page';
import { usePortal } from '../use-portal';
import { newsDetailQueryOptions } from './news-api';

const route = getRouteApi('/$variant/$associationId/newsDetail/$contentId');

/** One published news item: title, date, its body (sanitised again here), and attachments to download. */
export const NewsDetailPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { contentId } = route.useParams();
  const item = useQuery(newsDetailQueryOptions(channel, contentId));
  useDocumentTitle(item.data?.title ?? t('newsTitle'), association.title);
  const back = (
    <Link to="/$variant/$associationId/news" params={{ variant, associationId }} className={classes.more}>
      {t('newsBack')}
    </Link>
  );

  return (
    <ArticlePage query={item} back={back} gone={t('newsGone')}>
      {(news) => <ItemArticle item={news} testId="news" />}
    </ArticlePage>
  );
};
