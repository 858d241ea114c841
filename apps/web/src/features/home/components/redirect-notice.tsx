import { Alert, Container } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * Why home shows instead of the page a guard sent the visitor from: log in to go on, or the page is for
 * employees. Its own chunk (home-page.tsx): only a home asked for with ?redirect shows it, and Mantine's
 * Alert is about 0.5 KB gzip of the home page's first download otherwise.
 */
export function RedirectNotice({ isRefused }: { isRefused: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="xl" pt="md">
      <Alert color="primary" variant="light" role={isRefused ? 'alert' : undefined}>
        {isRefused ? t('home.employeeOnly') : t('home.loginToContinue')}
      </Alert>
    </Container>
  );
}
