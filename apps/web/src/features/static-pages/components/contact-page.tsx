import { Anchor, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { IconBrandMessenger, IconMail, IconMapPin, IconPhoneOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { externalLinks } from '../external-links.ts';

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

/** /kontakt (spec section 2): address block, Messenger, e-mail and the note that there are no phone hours. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{contactPage.title}</Title>
          <Text size="lg" c="gray.7">
            {contactPage.intro}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Card withBorder radius="lg" padding="xl">
              <Stack gap="lg">
                <ContactRow icon={<IconBrandMessenger size={24} />} title={t('staticPages.contact.messenger')}>
                  <Anchor href={externalLinks.messenger} target="_blank" rel="noopener noreferrer">
                    {contactPage.messengerLinkText}
                  </Anchor>
                </ContactRow>
                <ContactRow icon={<IconMail size={24} />} title={t('staticPages.contact.email')}>
                  <Anchor href={`mailto:${contactPage.email}`}>{contactPage.emailLinkText}</Anchor>
                </ContactRow>
                <ContactRow icon={<IconPhoneOff size={24} />} title={t('staticPages.contact.phone')}>
                  <Text c="gray.7">{contactPage.phoneNote}</Text>
                </ContactRow>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Card withBorder radius="lg" padding="xl" h="100%">
              <ContactRow icon={<IconMapPin size={24} />} title={t('staticPages.contact.address')}>
                <Text component="address" style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
                  {contactPage.addressLines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </Text>
              </ContactRow>
            </Card>
          </Grid.Col>
        </Grid>
        <Text c="dimmed">{contactPage.replyPromise}</Text>
      </Stack>
    </Container>
  );
}
