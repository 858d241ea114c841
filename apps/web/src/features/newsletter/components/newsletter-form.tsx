import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField } from '@studiekraft/shared/schemas/fields';
import { z } from 'zod';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

const newsletterSchema = z.object({ email: emailField() });
type NewsletterValues = { email: string };

interface NewsletterFormProps {
  /**
   * The id of the heading that names the form. Without it the form is named 'Nyhedsbrev', as in the footer;
   * a second sign-up on the same page passes its own heading, so the two forms do not share a name.
   */
  labelledBy?: string;
}

export function NewsletterForm({ labelledBy }: NewsletterFormProps = {}) {
  const { t } = useTranslation();
  const subscription = useSubscribeNewsletter();
  const form = useForm<NewsletterValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodFormValidator<NewsletterValues>(newsletterSchema, t),
  });

  if (subscription.isSuccess) {
    return (
      <Text size="sm" role="status">
        {t('newsletter.success')}
      </Text>
    );
  }

  return (
    <form
      noValidate
      aria-label={labelledBy ? undefined : t('newsletter.title')}
      aria-labelledby={labelledBy}
      onSubmit={form.onSubmit(() => {
        const parsed = newsletterSchema.safeParse(form.getValues());
        if (parsed.success) subscription.mutate(parsed.data);
      })}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('newsletter.email')}
          placeholder={t('newsletter.placeholder')}
          type="email"
          autoComplete="email"
          style={{ flex: 1 }}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" color="orange" loading={subscription.isPending}>
          {t('newsletter.submit')}
        </Button>
      </Group>
      {subscription.isError && (
        <Text size="sm" c="danger.3" mt="xs" role="alert">
          {rateLimitMessage(t, subscription.error) ?? t('newsletter.failed')}
        </Text>
      )}
    </form>
  );
}
