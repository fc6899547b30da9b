import { SafeHtml } from '@bk/web';

type SingleBodyProps = { html: string; className: string | undefined };

/** A single page's sanitised body. Its own chunk: the sanitiser is not needed by list tabs or the home page. */
export const SingleBody = ({ html, className }: SingleBodyProps) => <SafeHtml html={html} className={className} testId="area-single-body" />;
