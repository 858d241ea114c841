import { Anchor, Button, type ButtonProps, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/auth-store.ts';
import { loginPrompt } from '../../auth/hooks/login-prompt.ts';

interface ContactButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size' | 'variant'> {
  studentName: string;
}

/**
 * Spec section 6: only customers and anonymous visitors may contact a student. The three-step contact
 * flow is not built yet, so the button says what it can do today instead of pretending: anonymous
 * visitors get the login and a link to register a company; customers are told the form is on its way.
 */
export function ContactButton({ studentName, ...buttonProps }: ContactButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (session && session.accountType !== 'CUSTOMER') return null;

  const isAnonymous = !session;
  const hint = isAnonymous ? t('students.contact.anonymousHint') : t('students.contact.comingSoon');

  const onClick = () => {
    if (!isAnonymous) {
      notifications.show({ message: t('students.contact.comingSoon'), autoClose: toastDurations.normal });
      return;
    }
    loginPrompt.open();
    // Notifications render outside the router, so the link navigates through the captured function.
    notifications.show({
      autoClose: toastDurations.long,
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('students.contact.anonymousHint')}</Text>
          <Anchor
            href="/customers/register"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              loginPrompt.close();
              navigate('/customers/register');
            }}
          >
            {t('nav.registerCompany')}
          </Anchor>
        </Stack>
      ),
    });
  };

  return (
    <Tooltip label={hint} multiline w={260} withArrow events={{ hover: true, focus: true, touch: false }}>
      <Button
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        color="orange"
        onClick={onClick}
        aria-label={t('students.contact.labelFor', { name: studentName })}
        {...buttonProps}
      >
        {t('students.contact.button')}
      </Button>
    </Tooltip>
  );
}
