import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@studiekraft/shared/constants/limits';
import { latestStudentBirthDate } from '@studiekraft/shared/schemas/create-student';
import { applicationLimits, studentApplicationSchema } from '@studiekraft/shared/schemas/student-application';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextCount } from '../../../components/ui/text-count.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { Trans, useTranslation } from '../../../lib/use-translation.tsx';
import { type ApplicationInput, useSubmitApplication } from '../api/submit-application.ts';
import { fileSelectionError } from '../application-picks.ts';
import { ApplicationSuccess } from './application-success.tsx';
import { PdfPicker } from './pdf-picker.tsx';
import { SkillPicker } from './skill-picker.tsx';

type ApplicationValues = ApplicationInput;

// The spec's own sentences for the applicant form (section 5) instead of the generic texts.
const overrides: MessageOverrides = {
  email: { 'validation.unique': 'application.errors.emailTaken' },
  date_of_birth: { 'validation.min_age': 'application.errors.minAge' },
  skills: {
    'validation.required': 'application.errors.skillsMin',
    'validation.min': 'application.errors.skillsMin',
    'validation.skills_min': 'application.errors.skillsMin',
    'validation.max': 'application.errors.skillsMax',
    'validation.skill_groups_max': 'application.errors.skillGroupsMax',
  },
  files: {
    'validation.max': 'application.errors.filesMax',
    'validation.file_type': 'application.errors.fileType',
    'validation.type': 'application.errors.fileType',
    'validation.file_size': 'application.errors.fileSize',
  },
  terms: {
    'validation.terms': 'application.errors.terms',
    'validation.required': 'application.errors.terms',
    'validation.type': 'application.errors.terms',
  },
};

/** 'skills.1' and 'files.0' from the server belong on the list's one field. */
const fieldFor = (field: string) => field.replace(/\.\d+$/, '');

const initialValues: ApplicationValues = {
  name: '',
  email: '',
  phone_number: '',
  date_of_birth: '',
  study_programme: '',
  institution: '',
  skills: [],
  message: '',
  terms: false,
  files: [],
};

/**
 * The applicant form of /bliv-student-freelancer (spec section 5). Text fields are checked with the shared
 * schema the server uses, skills and PDFs also as they are picked; a 422 from the server lands on its fields and nothing
 * typed or picked is lost. After sending, a thank-you replaces the form.
 */
export function ApplicationForm() {
  const { t } = useTranslation();
  const submit = useSubmitApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const textValidator = zodFormValidator<ApplicationValues>(studentApplicationSchema, t, overrides);
  const codeMessage = (field: 'skills' | 'files', code: string) => apiFieldErrors(t, { [field]: [code] }, overrides)[field];

  const form = useForm<ApplicationValues>({
    initialValues,
    validate: (values) => {
      const errors = textValidator(values);
      const filesCode = fileSelectionError(values.files);
      if (filesCode) errors.files = codeMessage('files', filesCode);
      return errors;
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync(values);
      setSentTo(values.email.trim());
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(t('application.errors.generic'));
        return;
      }
      if (error.status === 413) form.setFieldError('files', t('application.errors.fileSize'));
      else if (error.status === 415) form.setFieldError('files', t('application.errors.fileType'));
      else if (error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides, fieldFor));
      setFailure(
        rateLimitMessage(t, error) ??
          (error.errors || error.status === 413 || error.status === 415
            ? t('application.errors.validation')
            : t('application.errors.generic')),
      );
    }
  });

  if (sentTo) return <ApplicationSuccess email={sentTo} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('application.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('name')}
            label={t('application.name')}
            autoComplete="name"
            maxLength={limits.nameMax}
            required
          />
          <TextInput
            {...form.getInputProps('email')}
            label={t('application.email')}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            required
          />
          <TextInput
            {...form.getInputProps('phone_number')}
            label={t('application.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            required
          />
          <TextInput
            {...form.getInputProps('date_of_birth')}
            label={t('application.dateOfBirth')}
            description={t('application.dateOfBirthHint')}
            type="date"
            autoComplete="bday"
            max={latestStudentBirthDate()}
            min="1900-01-01"
            required
          />
          <TextInput
            {...form.getInputProps('study_programme')}
            label={t('application.studyProgramme')}
            placeholder={t('application.studyProgrammePlaceholder')}
            maxLength={applicationLimits.textMax}
            required
          />
          <TextInput
            {...form.getInputProps('institution')}
            label={t('application.institution')}
            placeholder={t('application.institutionPlaceholder')}
            maxLength={applicationLimits.textMax}
            required
          />
        </SimpleGrid>
        <SkillPicker
          value={form.values.skills}
          onChange={(skills) => {
            form.setFieldValue('skills', skills);
            form.clearFieldError('skills');
          }}
          onRefused={(code) => form.setFieldError('skills', codeMessage('skills', code))}
          error={form.errors.skills}
        />
        <Textarea
          {...form.getInputProps('message')}
          label={t('application.message')}
          // No maxLength: a motivation drafted elsewhere and pasted was cut at 3,000 without a word (issue 34).
          // The count says how many too many, and the shared schema refuses it on send.
          description={
            <>
              {t('application.messageHint', { min: applicationLimits.messageMin })}{' '}
              <TextCount text={form.values.message} max={applicationLimits.messageMax} testId="message-count" />
            </>
          }
          autosize
          minRows={5}
          required
        />
        <PdfPicker
          value={form.values.files}
          onChange={(files) => {
            form.setFieldValue('files', files);
            form.clearFieldError('files');
          }}
          onRefused={(message) => form.setFieldError('files', message)}
          error={form.errors.files}
        />
        <Checkbox
          {...form.getInputProps('terms', { type: 'checkbox' })}
          label={
            <Trans
              i18nKey="application.terms"
              components={{
                terms: <Anchor component={Link} to="/betingelser" target="_blank" rel="noopener" underline="always" inherit />,
              }}
            />
          }
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" size="md" color="orange" loading={submit.isPending}>
            {t('application.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
