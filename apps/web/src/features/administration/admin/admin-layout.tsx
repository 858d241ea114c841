import { Box, Burger, Container, Drawer, Grid, Group, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type AdminMenuLink, adminMenu } from '../admin-menu.ts';

function isActive(pathname: string, to: string, end?: boolean) {
  return end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
}

function MenuLink({ link, pathname }: { link: AdminMenuLink; pathname: string }) {
  const { t } = useTranslation();
  return (
    <MantineNavLink
      component={NavLink}
      to={link.to}
      end={link.end}
      label={t(link.label)}
      active={isActive(pathname, link.to, link.end)}
      py={4}
    />
  );
}

function AdminMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="nav" aria-label={t('admin.menu.label')}>
      {adminMenu.map((section) => (
        <Box key={section.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
            {t(section.label)}
          </Text>
          {section.links.map((link) => (
            <MenuLink key={link.to} link={link} pathname={pathname} />
          ))}
          {section.nested && (
            <MantineNavLink
              label={t(section.nested.label)}
              py={4}
              childrenOffset="sm"
              defaultOpened={section.nested.links.some((link) => isActive(pathname, link.to))}
            >
              {section.nested.links.map((link) => (
                <MenuLink key={link.to} link={link} pathname={pathname} />
              ))}
            </MantineNavLink>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The staff area: the side menu beside the page from md up; on a phone the menu sits in a drawer behind a
 * burger (the root layout already owns the AppShell, so a second one would fight it over the header).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);

  // Following a link in the drawer should show the page, not leave the drawer over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => menu.close(), [pathname]);

  return (
    <Container size="xl" py="lg">
      <Group hiddenFrom="md" mb="sm" gap="xs">
        <Burger opened={menuOpened} onClick={menu.toggle} aria-label={t('admin.menu.open')} size="sm" />
        <Text fw={600}>{t('admin.menu.label')}</Text>
      </Group>
      <Drawer opened={menuOpened} onClose={menu.close} title={t('admin.menu.label')} hiddenFrom="md" size="xs">
        <AdminMenu pathname={pathname} />
      </Drawer>
      <Grid gap="lg">
        <Grid.Col span={3} visibleFrom="md">
          <Paper withBorder p="xs">
            <AdminMenu pathname={pathname} />
          </Paper>
        </Grid.Col>
        {/* minWidth 0 lets a wide table scroll inside its own ScrollArea instead of widening the page. */}
        <Grid.Col span={{ base: 12, md: 9 }} miw={0}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
