import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useStudentNameSearch } from '../api/get-student-names.ts';
import { typeaheadResult } from '../name-search.ts';

/** Typing pauses this long before the server is asked, so a quick typist sends one request, not one a key. */
const searchDelayMs = 200;

/**
 * The home page's quick student search (spec section 2): the server searches the names (`name ct`) and
 * answers at most 5 with the total, so nothing but those 5 travels. Arrow keys move, Enter opens the profile.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useId();
  const [term, setTerm] = useState('');
  const [searchTerm] = useDebouncedValue(term.trim(), searchDelayMs);
  const students = useStudentNameSearch(searchTerm);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hasTerm = term.trim() !== '';
  const result = hasTerm ? typeaheadResult(students.data, searchTerm) : { status: 'idle' as const };
  const rows = result.status === 'some' || result.status === 'more' ? result.rows : [];

  const shownKey = rows.map((row) => row.id).join(',');
  // Keep the first match highlighted so Enter opens it, as a typeahead does. The store object is new on
  // every render, so the effect follows the shown names only (as Mantine's own Select does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above; shownKey is the real trigger.
  useEffect(() => {
    if (shownKey) combobox.selectFirstOption();
  }, [shownKey]);

  let message: string | null = null;
  // The last answer stays on screen while the next term is on its way, but its "nothing found" must not.
  const isStale = students.isPlaceholderData || term.trim() !== searchTerm;
  const isWaiting = students.isPending || result.status === 'idle' || (isStale && result.status === 'none');
  if (hasTerm && students.isError) message = t('students.quickSearch.failed');
  else if (hasTerm && isWaiting) message = t('common.loading');
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
                <UserAvatar name={student.name} src={student.avatars?.primary} size={28} />
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
