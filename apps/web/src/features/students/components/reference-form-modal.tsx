import { Alert, Button, FileButton, Group, Image, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@studiekraft/shared/constants/limits';
import { referenceImagePx, referenceTextSchema } from '@studiekraft/shared/schemas/references';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { readImageSize } from '../../account/avatar-check.ts';
import { type ReferenceFormValues, useSaveReference } from '../api/manage-references.ts';

const allowedTypes = new Set(['image/jpeg', 'image/png']);

/** The spec's Danish wording for lengths, link and image (section 5), per field and code. */
const overrides: MessageOverrides = {
  title: { 'validation.max': 'references.form.errors.titleMax' },
  text: { 'validation.max': 'references.form.errors.textMax' },
  link: {
    'validation.max': 'references.form.errors.linkMax',
    'validation.format': 'references.form.errors.linkFormat',
    'validation.required': 'references.form.errors.linkRequired',
  },
  image: {
    'validation.required': 'references.form.errors.imageRequired',
    'validation.type': 'references.form.errors.imageType',
    'validation.dimensions_min': 'references.form.errors.imageTooSmall',
    'validation.dimensions_max': 'references.form.errors.imageTooLarge',
  },
};

const imageParams = { min: referenceImagePx.min, max: referenceImagePx.max };

/** The same rule the server applies (JPEG or PNG, 600 to 1500 px each way), checked before the upload. */
async function imageProblem(file: File): Promise<string | null> {
  if (!allowedTypes.has(file.type)) return 'validation.type';
  try {
    const { width, height } = await readImageSize(file);
    if (width < referenceImagePx.min || height < referenceImagePx.min) return 'validation.dimensions_min';
    if (width > referenceImagePx.max || height > referenceImagePx.max) return 'validation.dimensions_max';
    return null;
  } catch {
    return 'validation.type';
  }
}

const imageError = (t: TFunction, code: string) => {
  const key = overrides.image?.[code];
  return key ? t(key, imageParams) : t('references.form.errors.imageType');
};

interface Props {
  studentId: number;
  /** The reference being edited, or null to add one. */
  reference: Reference | null;
  onClose: () => void;
}

/**
 * Add or edit a reference: title, text, image with preview, and a link behind a switch. A failed save
 * keeps the modal open with everything typed and chosen, and puts the server's messages on their fields.
 */
export function ReferenceFormModal({ studentId, reference, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveReference(studentId, reference?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const form = useForm<ReferenceFormValues>({
    initialValues: {
      title: reference?.title ?? '',
      text: reference?.text ?? '',
      has_link: Boolean(reference?.link),
      link: reference?.link ?? '',
    },
    validate: zodFormValidator<ReferenceFormValues>(referenceTextSchema, t, overrides),
  });

  // The preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(chosen: File | null) {
    // Choosing the same file again must fire onChange, so the hidden input is cleared every time.
    resetRef.current?.();
    if (!chosen) return;
    const problem = await imageProblem(chosen);
    if (problem) {
      form.setFieldError('image', imageError(t, problem));
      return;
    }
    form.clearFieldError('image');
    setImage(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  // A new reference needs an image; said together with the text fields' problems, not after them.
  const imageMissing = () => {
    if (reference || image) return false;
    form.setFieldError('image', imageError(t, 'validation.required'));
    return true;
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    if (imageMissing()) return;
    save.mutate(
      { values, image },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            const { references: limit, ...fields } = error.errors;
            const found = apiFieldErrors(t, fields, overrides);
            // The image codes carry the pixel bounds, which apiFieldErrors does not pass on.
            const imageCode = fields.image?.[0];
            if (imageCode) found.image = imageError(t, imageCode);
            form.setErrors(found);
            if (limit) setFormError(t('references.form.errors.limit', { max: limits.referencesPerStudent }));
            else if (Object.keys(found).length === 0) setFormError(t('references.form.errors.failed'));
            return;
          }
          if (error instanceof ApiError && error.status === 413) {
            form.setFieldError('image', t('references.form.errors.imageTooBig'));
            return;
          }
          setFormError(t('references.form.errors.failed'));
        },
      },
    );
  }, imageMissing);

  const shownImage = preview ?? reference?.image.url ?? null;
  const imageFieldError = form.errors.image;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(reference ? 'references.form.editTitle' : 'references.form.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('references.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput {...form.getInputProps('title')} label={t('references.form.title')} required data-autofocus />
          <Textarea
            {...form.getInputProps('text')}
            label={t('references.form.text')}
            description={t('references.form.textHint', { max: limits.referenceTextMax })}
            required
            autosize
            minRows={4}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('references.form.image')}
            </Text>
            {shownImage && (
              <Image src={shownImage} alt={t('references.form.preview')} h={160} w="auto" fit="contain" radius="sm" />
            )}
            <Group gap="sm">
              <FileButton resetRef={resetRef} onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden />}>
                    {t(shownImage ? 'references.form.changeImage' : 'references.form.chooseImage')}
                  </Button>
                )}
              </FileButton>
              {image && (
                <Text size="sm" c="dimmed">
                  {image.name}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('references.form.imageHint', imageParams)}
            </Text>
            {imageFieldError && (
              <Text size="sm" c="red" role="alert">
                {imageFieldError}
              </Text>
            )}
          </Stack>
          <Switch {...form.getInputProps('has_link', { type: 'checkbox' })} label={t('references.form.hasLink')} />
          {form.values.has_link && (
            <TextInput
              {...form.getInputProps('link')}
              label={t('references.form.link')}
              placeholder="https://"
              required
              type="url"
            />
          )}
          {formError && (
            <Alert color="red" role="alert" p="xs">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('references.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('references.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
