import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { useTranslation } from '../use-translation.tsx';

let renders = 0;

function Close() {
  const { t } = useTranslation();
  renders++;
  return <span>{t('common.close')}</span>;
}

function Late({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <span>{t(textKey as 'common.close')}</span>;
}

describe('useTranslation', () => {
  it('does not render the page again for texts that change nothing on it', () => {
    render(<Close />);
    expect(screen.getByText('Luk')).toBeTruthy();
    i18n.takeMissed();
    const before = renders;
    act(() => i18n.addResourceBundle('da', { testOnly: { unused: 'Ubrugt' } }));
    expect(renders).toBe(before);
  });

  it('renders a text that was missing once it arrives', () => {
    render(<Late textKey="testOnly.late" />);
    expect(screen.getByText('testOnly.late')).toBeTruthy();
    act(() => i18n.addResourceBundle('da', { testOnly: { late: 'Kom senere' } }));
    expect(screen.getByText('Kom senere')).toBeTruthy();
  });
});
