import { Alert, Button, Card, Code, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { type BriefingTemplate, briefingTemplates } from '@studiekraft/shared/content/briefing-templates';
import { IconCheck, IconCopy, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

function TemplateCard({ template }: { template: BriefingTemplate }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const headingId = `skabelon-${template.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {template.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('briefingTemplates.useFor', { text: template.useFor })}
            </Text>
          </Stack>
          <Button
            variant={clipboard.copied ? 'light' : 'default'}
            color={clipboard.copied ? 'teal' : undefined}
            size="xs"
            leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={() => clipboard.copy(template.text)}
            style={{ flexShrink: 0 }}
            aria-label={`${t('briefingTemplates.copy')}: ${template.title}`}
          >
            {clipboard.copied ? t('briefingTemplates.copied') : t('briefingTemplates.copy')}
          </Button>
        </Group>
        {/* Pre-wrapped so the lines read as the customer will paste them. */}
        <Code block style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
          {template.text}
        </Code>
        {clipboard.error && (
          <Alert color="red" variant="light" p="xs">
            {t('briefingTemplates.copyFailed')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** /skabeloner: short templates a customer copies to describe a task (the student overview links here). */
export function BriefingTemplatesPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" maw={720}>
          {/* One long Danish word in the title: a smaller size on phones keeps it on the screen. */}
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('briefingTemplates.title')}
          </Title>
          <Text size="lg" c="gray.7">
            {t('briefingTemplates.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {briefingTemplates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </SimpleGrid>
        <Group>
          <Button component={Link} to="/students/search" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('briefingTemplates.findStudent')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
