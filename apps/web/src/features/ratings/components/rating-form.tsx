import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@studiekraft/shared/constants/limits';
import { type RatingInput, ratingInputSchema, ratingTextMax } from '@studiekraft/shared/schemas/ratings';
import type { Rating } from '@studiekraft/shared/schemas/students';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ScorePicker } from './score-picker.tsx';

export interface RatingFormValues {
  title: string;
  score: number | null;
  name: string;
  position: string;
  body: string;
}

// A missing or out-of-range score is a choice not made, not a text too short or long.
const overrides: MessageOverrides = {
  score: {
    'validation.required': 'ratingForm.scoreRequired',
    'validation.min': 'ratingForm.scoreRequired',
    'validation.max': 'ratingForm.scoreRequired',
    'validation.type': 'ratingForm.scoreRequired',
  },
};

interface RatingFormProps {
  rating: Rating | null;
  /** The customer's own name, suggested for a first rating. */
  suggestedName: string;
  pending: boolean;
  onSubmit: (input: RatingInput) => Promise<unknown>;
  /**
   * Who fills it in: the customer themself ('Dit navn'), or staff adding a customer's rating to a student
   * ('Kundens navn'); staff are not the customer the texts used to address (issue 34).
   */
  writer?: 'customer' | 'staff';
}

/**
 * Title, score, name, optional position and text (spec: Rating). Checked with the schema the server
 * uses; a 422 from the server lands on its field, and nothing typed is lost on an error.
 */
export function RatingForm({ rating, suggestedName, pending, onSubmit, writer = 'customer' }: RatingFormProps) {
  const { t } = useTranslation();
  const staff = writer === 'staff';
  const form = useForm<RatingFormValues>({
    initialValues: {
      title: rating?.title ?? '',
      score: rating?.score ?? null,
      name: rating?.name ?? suggestedName,
      position: rating?.position ?? '',
      body: rating?.body ?? '',
    },
    validate: zodFormValidator<RatingFormValues>(ratingInputSchema, t, overrides),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // Validation passed, so this parse succeeds: it sends what the server would store (trimmed, no empty position).
      await onSubmit(ratingInputSchema.parse(values));
    } catch (error) {
      if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('ratingForm.formLabel')}>
      <Stack gap="sm">
        <TextInput {...form.getInputProps('title')} label={t('ratingForm.title')} maxLength={ratingTextMax.title} required />
        <ScorePicker
          value={form.values.score}
          onChange={(score) => {
            form.setFieldValue('score', score >= limits.ratingScoreMin ? score : null);
            form.clearFieldError('score');
          }}
          error={form.errors.score}
        />
        {/* Side by side from tablet width; stacked on a phone. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('name')}
            label={t(staff ? 'ratingForm.staffName' : 'ratingForm.name')}
            maxLength={ratingTextMax.name}
            required
          />
          <TextInput
            {...form.getInputProps('position')}
            label={t('ratingForm.position')}
            description={t('ratingForm.positionHint')}
            maxLength={ratingTextMax.position}
          />
        </SimpleGrid>
        <Textarea
          {...form.getInputProps('body')}
          label={t(staff ? 'ratingForm.staffBody' : 'ratingForm.body')}
          description={t(staff ? 'ratingForm.staffBodyHint' : 'ratingForm.bodyHint', { max: ratingTextMax.body })}
          autosize
          minRows={4}
          maxLength={ratingTextMax.body}
          required
        />
        <Group>
          <Button type="submit" loading={pending}>
            {rating ? t('ratingForm.saveEdit') : t('ratingForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
