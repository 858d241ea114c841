import { Anchor, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { IconBrandMessenger, IconClock, IconMail, IconMapPin, IconPhone, IconPhoneOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../../site-settings/api/get-site-settings.ts';
import { addressLines } from '../../site-settings/site-address.ts';

function ContactRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={700} component="h2" size="md">
          {title}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * /kontakt (spec section 2): Messenger, e-mail, phone (or the note that there are no phone hours), office
 * hours and the address block, each from the site's details staff set (issue 36); an unset one is left out.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const address = site ? addressLines(site) : [];
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{contactPage.title}</Title>
          <Text size="lg" c="gray.7">
            {contactPage.intro}
          </Text>
        </Stack>
        {site && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, sm: address.length > 0 ? 7 : 12 }}>
              <Card withBorder radius="lg" padding="xl">
                <Stack gap="lg">
                  {site.messenger_url && (
                    <ContactRow icon={<IconBrandMessenger size={24} />} title={t('staticPages.contact.messenger')}>
                      <Anchor href={site.messenger_url} target="_blank" rel="noopener noreferrer">
                        {contactPage.messengerLinkText}
                      </Anchor>
                    </ContactRow>
                  )}
                  {site.email && (
                    <ContactRow icon={<IconMail size={24} />} title={t('staticPages.contact.email')}>
                      <Anchor href={`mailto:${site.email}`}>{`${contactPage.emailLinkText} ${site.email}`}</Anchor>
                    </ContactRow>
                  )}
                  <ContactRow
                    icon={site.phone ? <IconPhone size={24} /> : <IconPhoneOff size={24} />}
                    title={t('staticPages.contact.phone')}
                  >
                    {site.phone ? (
                      <Anchor href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</Anchor>
                    ) : (
                      <Text c="gray.7">{contactPage.phoneNote}</Text>
                    )}
                  </ContactRow>
                  {site.office_hours && (
                    <ContactRow icon={<IconClock size={24} />} title={t('staticPages.contact.officeHours')}>
                      <Text c="gray.7">{site.office_hours}</Text>
                    </ContactRow>
                  )}
                </Stack>
              </Card>
            </Grid.Col>
            {address.length > 0 && (
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Card withBorder radius="lg" padding="xl" h="100%">
                  <ContactRow icon={<IconMapPin size={24} />} title={t('staticPages.contact.address')}>
                    <Text component="address" style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
                      {address.map((line) => (
                        <span key={line}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </Text>
                  </ContactRow>
                </Card>
              </Grid.Col>
            )}
          </Grid>
        )}
        <Text c="dimmed">{contactPage.replyPromise}</Text>
      </Stack>
    </Container>
  );
}
