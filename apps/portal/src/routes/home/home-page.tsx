import { RouterButton, useDocumentTitle } from '@bk/web';
import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { HomeSections } from '../../areas/home-sections';
import { useT } from '../../i18n';
import { LatestAnnouncements } from '../announcements/latest-announcements';
import { usePortal } from '../use-portal';
import classes from './home-page.module.css';

const ApplyIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true">
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </svg>
);

const ProgressIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true">
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2M8.5 11l1.8 1.8L14 9.2" />
  </svg>
);

/** The association's portal home: a hero and the entries that exist today. */
export const HomePage = () => {
  const t = useT();
  const { variant, associationId, association, traits } = usePortal();
  useDocumentTitle(association.title);
  const params = { variant, associationId };
  const applyLabel = traits.consultationNaming ? t('navApplyCsj') : t('navApply');
  // The hero and the two entries paint first; the sections below them (three lists and their
  // calls) render in a background pass right after, instead of holding up the first paint.
  const showSections = useDeferredValue(true, false);

  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <Container size="lg">
          <Stack gap="md">
            <Text className={classes.eyebrow}>{t('heroEyebrow')}</Text>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              {association.title}
            </Title>
            <Text className={classes.heroText}>{traits.consultationNaming ? t('heroTextCsj') : t('heroText')}</Text>
            <div>
              <RouterButton to="/$variant/$associationId/news" params={params} variant="white" data-testid="home-news">
                {t('navNews')}
              </RouterButton>
            </div>
          </Stack>
        </Container>
      </section>

      <Container size="lg" className={classes.entries}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder shadow="md" padding="xl" className={classes.card} component="article" aria-labelledby="entry-apply">
            <Stack gap="sm" className={classes.cardText}>
              <div className={classes.icon}>
                <ApplyIcon />
              </div>
              <Title order={2} size="h3" id="entry-apply">
                {applyLabel}
              </Title>
              <Text c="dimmed">{t('entryApplyText')}</Text>
            </Stack>
            <RouterButton mt="lg" to="/$variant/$associationId/reconciliation" params={params} aria-label={applyLabel} data-testid="entry-apply">
              {t('entryGo')}
            </RouterButton>
          </Card>
          <Card withBorder shadow="md" padding="xl" className={classes.card} component="article" aria-labelledby="entry-progress">
            <Stack gap="sm" className={classes.cardText}>
              <div className={classes.icon}>
                <ProgressIcon />
              </div>
              <Title order={2} size="h3" id="entry-progress">
                {t('navProgress')}
              </Title>
              <Text c="dimmed">{t('entryProgressText')}</Text>
            </Stack>
            <RouterButton
              mt="lg"
              variant="light"
              to="/$variant/$associationId/reconciliationList"
              params={params}
              aria-label={t('navProgress')}
              data-testid="entry-progress"
            >
              {t('entryGo')}
            </RouterButton>
          </Card>
        </SimpleGrid>
      </Container>

      {showSections ? (
        <>
          <LatestAnnouncements />
          <HomeSections />
        </>
      ) : null}
    </>
  );
};
