import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStudentNames } from '../api/get-student-names.ts';
import { typeaheadResult } from '../name-search.ts';
import { StudentAvatar } from './student-avatar.tsx';

/**
 * The home page's quick student search (spec section 2): the unpaged list loads once, on first focus,
 * and is filtered in the browser; at most 5 names show. Arrow keys move, Enter opens the profile.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useId();
  const [term, setTerm] = useState('');
  const [isActivated, setActivated] = useState(false);
  const students = useStudentNames(isActivated);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const result = typeaheadResult(students.data ?? [], term);
  const hasTerm = result.status !== 'idle';
  const rows = result.status === 'some' || result.status === 'more' ? result.rows : [];

  const shownKey = rows.map((row) => row.id).join(',');
  // Keep the first match highlighted so Enter opens it, as a typeahead does. The store object is new on
  // every render, so the effect follows the shown names only (as Mantine's own Select does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above; shownKey is the real trigger.
  useEffect(() => {
    if (shownKey) combobox.selectFirstOption();
  }, [shownKey]);

  let message: string | null = null;
  if (hasTerm && students.isPending) message = t('common.loading');
  else if (hasTerm && students.isError) message = t('students.quickSearch.failed');
  else if (result.status === 'none') message = t('students.quickSearch.none');
  else if (result.status === 'more') message = t('students.quickSearch.more');

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        combobox.closeDropdown();
        navigate(`/students/${slug}`);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('students.quickSearch.label')}
          placeholder={t('students.quickSearch.placeholder')}
          leftSection={students.isFetching ? <Loader size={16} /> : <IconSearch size={18} aria-hidden />}
          size="md"
          value={term}
          autoComplete="off"
          aria-describedby={message ? messageId : undefined}
          onFocus={() => {
            setActivated(true);
            if (term.trim()) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!hasTerm}>
        <Combobox.Options>
          {rows.map((student) => (
            <Combobox.Option value={student.slug} key={student.id}>
              <Group gap="sm" wrap="nowrap">
                <StudentAvatar name={student.name} src={student.avatars?.primary} size={28} />
                <Text size="sm">{student.name}</Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
        {message && (
          <Combobox.Footer>
            <Text id={messageId} size="sm" c="dimmed" role="status">
              {message}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
