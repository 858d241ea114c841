import { Tabs, Text } from '@mantine/core';
import { profileRatingsTab, profileTabParam } from '@studiekraft/shared/constants/profile-tabs';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingsPanel } from './ratings-panel.tsx';
import { SkillsTable } from './skills-table.tsx';
import classes from './students.module.css';

/**
 * 'Om mig', 'Kompetencer' and, only when the student has ratings, 'Udtalelser' (spec section 2). A link with
 * `?tab=ratings` opens on the ratings; such an address never has a server-rendered first screen to match.
 */
export function ProfileTabs({ student, hasRatings }: { student: Student; hasRatings: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const opensRatings = hasRatings && searchParams.get(profileTabParam) === profileRatingsTab;
  return (
    <Tabs defaultValue={opensRatings ? 'ratings' : 'about'} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="about">{t('students.profile.tabs.about')}</Tabs.Tab>
        <Tabs.Tab value="skills">{t('students.profile.tabs.skills')}</Tabs.Tab>
        {hasRatings && <Tabs.Tab value="ratings">{t('students.profile.tabs.ratings')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="about" pt="lg">
        {student.about ? (
          <div
            className={classes.about}
            // The about text is rich text that the server runs through sanitize-html on every write (and
            // again on read), so it holds only an allow-list of tags and attributes. This is the one place
            // the app renders HTML it did not build itself; do not reuse it for unsanitised input.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above.
            dangerouslySetInnerHTML={{ __html: student.about }}
          />
        ) : (
          <Text c="dimmed">{t('students.profile.noAbout')}</Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="skills" pt="lg">
        <SkillsTable skills={student.skills ?? []} level={student.level} />
      </Tabs.Panel>
      {hasRatings && (
        <Tabs.Panel value="ratings" pt="lg">
          <RatingsPanel studentId={student.id} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
