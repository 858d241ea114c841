import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@studiekraft/shared/constants/limits';
import { type TestimonialInput, testimonialInputSchema, testimonialLimits } from '@studiekraft/shared/schemas/testimonials';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ScorePicker } from '../../ratings/components/score-picker.tsx';

export interface TestimonialFormValues {
  score: number | null;
  title: string;
  body: string;
  name: string;
  position: string;
  company: string;
}

// A missing or out-of-range score is a choice not made, as on the rating form (decision 020).
const overrides: MessageOverrides = {
  score: {
    'validation.required': 'ratingForm.scoreRequired',
    'validation.min': 'ratingForm.scoreRequired',
    'validation.max': 'ratingForm.scoreRequired',
    'validation.type': 'ratingForm.scoreRequired',
  },
};

interface TestimonialFormProps {
  /** The customer's own name and company, suggested; they may write another. */
  suggested: { name: string; company: string };
  pending: boolean;
  /** Resolves when saved (the form then empties); an ApiError with field errors lands on the fields. */
  onSubmit: (input: TestimonialInput) => Promise<unknown>;
}

/**
 * Score, heading, text, name and optional position and company, checked with the schema the server
 * uses. Nothing typed is lost on an error; after a save the form starts over for the next one.
 */
export function TestimonialForm({ suggested, pending, onSubmit }: TestimonialFormProps) {
  const { t } = useTranslation();
  const initialValues: TestimonialFormValues = {
    score: null,
    title: '',
    body: '',
    name: suggested.name,
    position: '',
    company: suggested.company,
  };
  const form = useForm<TestimonialFormValues>({
    initialValues,
    validate: zodFormValidator<TestimonialFormValues>(testimonialInputSchema, t, overrides),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(testimonialInputSchema.parse(values));
      form.setValues(initialValues);
      form.resetDirty(initialValues);
    } catch (error) {
      if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('testimonials.formLabel')}>
      <Stack gap="sm">
        <ScorePicker
          value={form.values.score}
          onChange={(score) => {
            form.setFieldValue('score', score >= limits.ratingScoreMin ? score : null);
            form.clearFieldError('score');
          }}
          error={form.errors.score}
        />
        <TextInput
          {...form.getInputProps('title')}
          label={t('testimonials.title')}
          maxLength={testimonialLimits.titleMax}
          required
        />
        <Textarea
          {...form.getInputProps('body')}
          label={t('testimonials.body')}
          description={t('testimonials.bodyHint', { min: testimonialLimits.bodyMin, max: testimonialLimits.bodyMax })}
          autosize
          minRows={4}
          maxLength={testimonialLimits.bodyMax}
          required
        />
        {/* Three across from tablet width; stacked on a phone. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            {...form.getInputProps('name')}
            label={t('testimonials.name')}
            maxLength={testimonialLimits.nameMax}
            required
          />
          <TextInput
            {...form.getInputProps('position')}
            label={t('testimonials.position')}
            description={t('testimonials.optional')}
            maxLength={testimonialLimits.positionMax}
          />
          <TextInput
            {...form.getInputProps('company')}
            label={t('testimonials.company')}
            description={t('testimonials.optional')}
            maxLength={testimonialLimits.companyMax}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            {t('testimonials.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
